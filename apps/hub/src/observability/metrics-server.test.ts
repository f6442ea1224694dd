import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { parseListenAddress, startMetricsServer } from "./metrics-server.ts";

describe("the metrics listener", () => {
	it("serves GET /metrics without credentials, and nothing else", async () => {
		let fail = false;
		const server = await startMetricsServer("127.0.0.1:0", async () => {
			if (fail) throw new Error("no primary");
			return "atrium_up 1\n";
		});
		const { port } = server.address() as AddressInfo;
		try {
			const ok = await fetch(`http://127.0.0.1:${port}/metrics`);
			expect(ok.status).toBe(200);
			expect(ok.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
			expect(await ok.text()).toBe("atrium_up 1\n");
			expect((await fetch(`http://127.0.0.1:${port}/api/models`)).status).toBe(404);
			expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: "POST" })).status).toBe(404);
			fail = true;
			expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(503);
		} finally {
			await new Promise((resolve) => server.close(resolve));
		}
	});

	it("reads host:port addresses and refuses others with the variable's name", () => {
		expect(parseListenAddress("127.0.0.1:9464")).toEqual({ host: "127.0.0.1", port: 9464 });
		expect(parseListenAddress("[::1]:9464")).toEqual({ host: "::1", port: 9464 });
		expect(parseListenAddress("metrics.internal:80")).toEqual({ host: "metrics.internal", port: 80 });
		for (const bad of ["9464", "127.0.0.1", "127.0.0.1:99999", "http://x:1", ":80"])
			expect(() => parseListenAddress(bad), bad).toThrow(/ATRIUM_METRICS_ADDRESS/);
	});
});
