import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const FIXTURE = fileURLToPath(new URL("./cluster-metrics.fixture.ts", import.meta.url));

it("adds up the metrics of the primary and every worker, seen from the primary and from a worker", async () => {
	const { stdout } = await promisify(execFile)(process.execPath, ["--conditions=atrium-source", FIXTURE], {
		timeout: 30_000,
	});
	const { primary, viaWorker } = JSON.parse(stdout) as { primary: string; viaWorker: string };
	for (const text of [primary, viaWorker]) {
		// 1 request in the primary, 1 and 2 in the workers.
		expect(text).toMatch(/^atrium_http_requests_total\{route="\/r",method="GET",status="200"\} 4$/m);
		expect(text).toMatch(/^atrium_http_response_bytes_total\{route="\/r"\} 301$/m);
		// Histograms add bucket by bucket: the primary's 1 ms request is under 5 ms, the workers' 200 ms ones are not.
		expect(text).toMatch(/^atrium_http_request_duration_seconds_bucket\{le="0\.005",route="\/r",method="GET"\} 1$/m);
		expect(text).toMatch(/^atrium_http_request_duration_seconds_bucket\{le="0\.25",route="\/r",method="GET"\} 4$/m);
		expect(text).toMatch(/^atrium_http_request_duration_seconds_count\{route="\/r",method="GET"\} 4$/m);
	}
});
