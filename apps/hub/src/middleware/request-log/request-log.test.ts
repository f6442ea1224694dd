import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { createHubServer } from "../../http/create-server.ts";
import { addTestUser } from "../../testing/accounts.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { createLogger } from "../../observability/logger.ts";

/** Log lines written by the hub, parsed. */
function captureLog(): { lines: () => Record<string, unknown>[]; text: () => string; stream: Writable } {
	let text = "";
	const stream = new Writable({
		write(chunk: Buffer, _encoding, callback) {
			text += chunk.toString();
			callback();
		},
	});
	return {
		stream,
		text: () => text,
		lines: () =>
			text
				.split("\n")
				.filter(Boolean)
				.map((line) => JSON.parse(line) as Record<string, unknown>),
	};
}

/** Runs `use` against `app` served by the hub's HTTP server on a free local port, then closes it. */
async function withServer(
	app: ReturnType<typeof createApp>,
	use: (port: number, server: Server) => Promise<void>,
): Promise<void> {
	const server = createHubServer(app);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	try {
		await use((server.address() as AddressInfo).port, server);
	} finally {
		await new Promise((resolve) => server.close(resolve));
	}
}

describe("the request log", () => {
	let hub: TestHub;
	const log = captureLog();
	let app: ReturnType<typeof createApp>;
	beforeAll(async () => {
		hub = await createTestHub("sqlite", "fs");
		app = createApp({
			db: hub.db,
			storage: hub.storage,
			config: {},
			downloads: hub.downloads,
			logger: createLogger({ destination: log.stream }),
		});
	});
	afterAll(() => hub.close());

	it("writes one JSON line per request, when its body has been sent", async () => {
		const before = log.lines().length;
		const response = await app.request("/atrium/tiny-gpt/resolve/main/config.json", {
			headers: { "X-Request-Id": "req-one" },
		});
		const body = new Uint8Array(await response.arrayBuffer());
		const lines = log.lines().slice(before);
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatchObject({
			level: 30,
			name: "atrium",
			msg: "request",
			reqId: "req-one",
			method: "GET",
			route: "/:namespace/:name/resolve/:rev/:path",
			path: "/atrium/tiny-gpt/resolve/main/config.json",
			status: 200,
			bytes: body.byteLength,
		});
		expect(lines[0]?.ms).toEqual(expect.any(Number));
		expect(body.byteLength).toBeGreaterThan(0);

		await app.request("/atrium/tiny-gpt/resolve/main/config.json", { method: "HEAD" });
		await (await app.request("/api/nothing")).text();
		const [head, missing] = log.lines().slice(before + 1);
		expect(head).toMatchObject({ method: "HEAD", status: 200, bytes: 0 });
		expect(missing).toMatchObject({ route: "unmatched", status: 404 });
	});

	it("logs a request refused before its route ran (a bad token) under that route", async () => {
		const before = log.lines().length;
		const refused = await app.request("/api/models/atrium/tiny-gpt", { headers: { Authorization: "Bearer hf_bogus" } });
		expect(refused.status).toBe(401);
		await refused.text();
		expect(log.lines().slice(before)).toEqual([
			expect.objectContaining({ route: "/api/:type/:namespace/:name", status: 401 }),
		]);
	});

	it("logs a cut download as aborted, with the bytes sent so far", async () => {
		const before = log.lines().length;
		const response = await app.request("/atrium/tiny-gpt/resolve/main/model.safetensors");
		const reader = response.body?.getReader();
		if (!reader) throw new Error("no body");
		const first = await reader.read();
		await reader.cancel();
		const [line] = log.lines().slice(before);
		expect(line).toMatchObject({ status: 200, aborted: true, bytes: first.value?.byteLength });
	});

	it("counts what Node writes when the hub's HTTP server answers", async () => {
		await withServer(app, async (port) => {
			const before = log.lines().length;
			const base = `http://127.0.0.1:${port}`;
			const file = await fetch(`${base}/atrium/tiny-gpt/resolve/main/model.safetensors`);
			const size = (await file.arrayBuffer()).byteLength;
			const json = await fetch(`${base}/api/models/atrium/tiny-gpt`);
			const jsonSize = (await json.arrayBuffer()).byteLength;
			await fetch(`${base}/atrium/tiny-gpt/resolve/main/model.safetensors`, { method: "HEAD" });
			// A line is written once Node has sent the whole answer, which may be after the client has it.
			await expect.poll(() => log.lines().length - before).toBeGreaterThanOrEqual(3);
			const [fileLine, jsonLine, headLine] = log.lines().slice(before);
			expect(fileLine).toMatchObject({ status: 200, bytes: size });
			expect(size).toBeGreaterThan(0);
			expect(jsonLine).toMatchObject({ route: "/api/:type/:namespace/:name", status: 200, bytes: jsonSize });
			expect(headLine).toMatchObject({ method: "HEAD", bytes: 0 });
			expect(fileLine?.aborted).toBeUndefined();
		});
	});

	it("names the route of a sub-app with its own error handler (git, LFS)", async () => {
		const before = log.lines().length;
		await (await app.request("/atrium/tiny-gpt.git/info/refs?service=git-upload-pack")).arrayBuffer();
		await (
			await app.request("/atrium/tiny-gpt.git/info/lfs/objects/batch", {
				method: "POST",
				headers: { "Content-Type": "application/vnd.git-lfs+json" },
				body: JSON.stringify({ operation: "download", objects: [] }),
			})
		).arrayBuffer();
		const [refs, batch] = log.lines().slice(before);
		expect(refs).toMatchObject({ route: "/:namespace/:name/info/refs", status: 200 });
		expect(batch).toMatchObject({ route: "/:namespace/:name/info/lfs/objects/batch", status: 200 });
	});

	it("logs a request whose body was cut off while the route read it", async () => {
		await withServer(app, async (port, server) => {
			const before = log.lines().length;
			// The route waits for the rest of a body that never comes; the client then gives up.
			const request = httpRequest({
				host: "127.0.0.1",
				port,
				method: "POST",
				path: "/api/models/atrium/tiny-gpt/paths-info/main",
				headers: { "Content-Type": "application/json", "Content-Length": "1000000" },
			});
			request.on("error", () => undefined);
			request.write('{"paths": ["config.json"');
			await new Promise<void>((resolve) => server.once("request", () => resolve()));
			request.destroy();
			await expect.poll(() => log.lines().length - before).toBeGreaterThanOrEqual(1);
			// One line, at info level: the client's doing is not a server failure.
			const lines = log.lines().slice(before);
			expect(lines).toHaveLength(1);
			expect(lines[0]).toMatchObject({
				level: 30,
				method: "POST",
				route: "/api/:type/:namespace/:name/paths-info/:rev",
				status: 400,
				aborted: true,
			});
		});
	});

	it("names the signed-in user, never their token", async () => {
		const alice = await addTestUser(hub.db, "log-alice");
		const before = log.text().length;
		await (await app.request("/api/models?limit=1", { headers: alice.auth() })).arrayBuffer();
		const written = log.text().slice(before);
		expect(JSON.parse(written)).toMatchObject({ user: "log-alice", status: 200 });
		expect(written).not.toContain(alice.write);
	});

	it("quotes the request id in every error body and header", async () => {
		const response = await app.request("/api/models/atrium/nope", { headers: { "X-Request-Id": "caller-42" } });
		expect(response.headers.get("x-request-id")).toBe("caller-42");
		expect(await response.json()).toMatchObject({ code: "RepoNotFound", requestId: "caller-42" });
		const generated = await app.request("/api/nothing");
		const id = generated.headers.get("x-request-id");
		expect(id).toMatch(/^[0-9a-f-]{36}$/);
		expect(((await generated.json()) as { requestId: string }).requestId).toBe(id);
		// Caller ids that are not plain tokens are replaced, so they cannot forge log content.
		const odd = await app.request("/api/nothing", { headers: { "X-Request-Id": 'a"b\\c d' } });
		expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
	});

	it("never contains a token, cookie, password or secret query string that was sent", async () => {
		const secrets = {
			bearer: "hf_bearerSECRET0123456789abcdef",
			basicPassword: "basicSECRETpassword77",
			cookie: "sessionSECRETcookie55",
			query: "querySECRETtoken99",
			form: "formSECRETpassword11",
			json: "jsonSECRETpassword22",
			link: "linkSECRETsignedUploadToken33",
		};
		const before = log.text().length;
		const basic = Buffer.from(`alice:${secrets.basicPassword}`).toString("base64");
		const requests: [string, RequestInit][] = [
			["/api/models?limit=1", { headers: { Authorization: `Bearer ${secrets.bearer}` } }],
			["/atrium/tiny-gpt/resolve/main/config.json", { headers: { Authorization: `Basic ${basic}` } }],
			["/api/models/atrium/tiny-gpt", { headers: { Cookie: `session=${secrets.cookie}; theme=dark` } }],
			[`/atrium/tiny-gpt/resolve/main/config.json?token=${secrets.query}&access_token=${secrets.query}`, {}],
			[`/api/nothing?api_key=${secrets.query}`, { headers: { Authorization: `Bearer ${secrets.bearer}` } }],
			[
				"/api/models/atrium/tiny-gpt/paths-info/main",
				{
					method: "POST",
					headers: { "Content-Type": "application/x-www-form-urlencoded" },
					body: `paths=config.json&password=${secrets.form}`,
				},
			],
			[
				"/api/models/atrium/tiny-gpt/paths-info/main",
				{
					method: "POST",
					headers: { "Content-Type": "application/json", Authorization: `Bearer ${secrets.bearer}` },
					body: JSON.stringify({ paths: ["config.json"], password: secrets.json }),
				},
			],
			// A signed upload link carries its capability in the path.
			[`/api/lfs/objects/${secrets.link}`, { method: "PUT", body: "abc" }],
			[`/api/lfs/verify/${secrets.link}`, { method: "POST", body: "{}" }],
			// A failing request: the error path logs too.
			[
				"/api/models/atrium/tiny-gpt/paths-info/main",
				{
					method: "POST",
					headers: { "Content-Type": "application/json", Cookie: `session=${secrets.cookie}` },
					body: `{"password":"${secrets.json}"`,
				},
			],
		];
		for (const [path, init] of requests) await (await app.request(path, init)).arrayBuffer();
		const written = log.text().slice(before);
		expect(written.split("\n").filter(Boolean)).toHaveLength(requests.length);
		for (const secret of Object.values(secrets)) expect(written).not.toContain(secret);
		expect(written).not.toContain(basic);
		expect(written).not.toMatch(/token=|api_key=|password/i);
		expect(written).toContain('"path":"/api/lfs/objects/[redacted]"');
	});
});
