import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHubServer } from "./create-server.ts";
import { bodyChunks } from "./read-body.ts";

/** What a route saw of the chunks it had been given, once it had asked for the next one. */
interface Seen {
	chunks: number;
	bytes: number;
	/** Chunks that read as empty once the route moved on (freed). */
	freed: number;
}

const app = new Hono();
for (const transient of [true, false])
	app.post(`/${transient ? "transient" : "kept"}`, async (c) => {
		const seen: Seen = { chunks: 0, bytes: 0, freed: 0 };
		let previous: Uint8Array | undefined;
		for await (const chunk of bodyChunks(c, 64 << 20, { transient })) {
			if (previous && previous.byteLength === 0) seen.freed++;
			seen.chunks++;
			seen.bytes += chunk.byteLength;
			previous = chunk;
		}
		return c.json(seen);
	});

let server: ReturnType<typeof createHubServer>;
let base: string;
beforeAll(async () => {
	server = createHubServer(app);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const body = new Uint8Array(8 << 20).fill(5);

it("frees each chunk of Node's request once a transient reader asks for the next", async () => {
	const seen = (await (await fetch(`${base}/transient`, { method: "POST", body })).json()) as Seen;
	expect(seen.bytes).toBe(body.byteLength);
	expect(seen.chunks).toBeGreaterThan(1);
	// Every chunk but the last was freed before the next arrived.
	expect(seen.freed).toBe(seen.chunks - 1);
});

it("leaves chunks alone for a reader that keeps them, and a Fetch body's bytes in any case", async () => {
	const kept = (await (await fetch(`${base}/kept`, { method: "POST", body })).json()) as Seen;
	expect(kept.bytes).toBe(body.byteLength);
	expect(kept.freed).toBe(0);
	// Served without Node's request (app.request), the body is the caller's: nothing is freed.
	const local = new Uint8Array(1 << 20).fill(1);
	const answer = (await (await app.request("/transient", { method: "POST", body: local })).json()) as Seen;
	expect(answer.bytes).toBe(local.byteLength);
	expect(answer.freed).toBe(0);
	expect(local.byteLength).toBe(1 << 20);
});
