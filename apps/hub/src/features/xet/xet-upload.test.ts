import { createHash } from "node:crypto";
import { commit, downloadFile } from "@huggingface/hub";
import { beforeAll, expect, it } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";

setPasswordCost(10);

/**
 * The real `@huggingface/hub` client uploads through Xet when the LFS batch answers
 * `transfer: "xet"`: xorbs and a shard to the hub's CAS, then the NDJSON commit names the file by
 * sha256. Requests go to the hub in process (the client's `fetch` option), and are logged.
 */
describeBackends("Xet upload with the real @huggingface/hub client", (getHub) => {
	let hub: TestHub;
	let owner: TestUser;
	const seen: string[] = [];
	const hubUrl = "http://localhost";
	const fetchThroughHub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
		const request = new Request(input, init);
		seen.push(`${request.method} ${new URL(request.url).pathname}`);
		return hub.app.request(request);
	};
	beforeAll(async () => {
		hub = getHub();
		owner = await addTestUser(hub.db, "xetowner");
		await addTestRepo(hub, { type: "model", id: "xetowner/weights", files: { "README.md": "# w\n" } });
	});

	it("uploads xorbs and a shard, commits, and the file downloads byte-identical", async () => {
		const content = pseudoRandom(900_000, 5);
		const sha256 = createHash("sha256").update(content).digest("hex");
		seen.length = 0;
		await commit({
			repo: { type: "model", name: "xetowner/weights" },
			title: "Add weights through Xet",
			hubUrl,
			accessToken: owner.write,
			fetch: fetchThroughHub as typeof fetch,
			operations: [{ operation: "addOrUpdate", path: "model.bin", content: new Blob([Buffer.from(content)]) }],
		});
		expect(seen.some((line) => /^POST \/xet-cas\/v1\/xorbs\/default\/[0-9a-f]{64}$/.test(line))).toBe(true);
		expect(seen).toContain("POST /xet-cas/v1/shards");
		expect(seen.some((line) => line.startsWith("PUT /api/lfs/objects/"))).toBe(false);
		seen.length = 0;
		const blob = await downloadFile({
			repo: { type: "model", name: "xetowner/weights" },
			path: "model.bin",
			hubUrl,
			accessToken: owner.write,
			fetch: fetchThroughHub as typeof fetch,
		});
		const downloaded = new Uint8Array(await (blob ?? new Blob()).arrayBuffer());
		expect(createHash("sha256").update(downloaded).digest("hex")).toBe(sha256);
		// Downloaded through the Xet reader: reconstruction, then signed xorb ranges, not the file's bytes.
		expect(seen.some((line) => /^GET \/xet-cas\/v2\/reconstructions\/[0-9a-f]{64}$/.test(line))).toBe(true);
		expect(seen.some((line) => /^GET \/xet-cas\/fetch\/[0-9a-f]{64}$/.test(line))).toBe(true);
		const resolved = await hub.app.request("/xetowner/weights/resolve/main/model.bin");
		expect(resolved.status).toBe(200);
		expect(Buffer.from(await resolved.arrayBuffer()).equals(Buffer.from(content))).toBe(true);
	});
});
