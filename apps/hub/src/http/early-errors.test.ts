import { request as httpRequest } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { createHubServer } from "./create-server.ts";
import { LIMITS } from "./limits.ts";

/** A raw HTTP exchange, so methods and paths reach the server exactly as written. */
function exchange(port: number, method: string, path: string, headers: Record<string, string> = {}) {
	return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
		const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
			let body = "";
			res.on("data", (chunk: Buffer) => (body += chunk.toString()));
			res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
		});
		req.on("error", reject);
		req.end();
	});
}

describe("errors answered before the app", () => {
	let hub: TestHub;
	let server: ReturnType<typeof createHubServer>;
	let port: number;
	beforeAll(async () => {
		hub = await createTestHub("sqlite", "fs", { seed: false });
		server = createHubServer(hub.app);
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		port = (server.address() as AddressInfo).port;
	});
	afterAll(async () => {
		await new Promise((resolve) => server.close(resolve));
		await hub.close();
	});

	it("quote the request id in the body and the header, and are nosniff", async () => {
		const cases: [string, string, Record<string, string>, number][] = [
			["PROPFIND", "/api/models", { "X-Request-Id": "early-1" }, 405],
			["GET", `/api/models?q=${"x".repeat(LIMITS.urlBytes)}`, {}, 414],
			["GET", "/a/b/resolve/main/../x", { "X-Request-Id": "early-3" }, 400],
		];
		for (const [method, path, headers, status] of cases) {
			const answer = await exchange(port, method, path, headers);
			expect(answer.status, `${method} ${path.slice(0, 40)}`).toBe(status);
			const body = JSON.parse(answer.body) as { requestId?: string };
			expect(body.requestId).toBe(answer.headers["x-request-id"]);
			if (headers["X-Request-Id"]) expect(body.requestId).toBe(headers["X-Request-Id"]);
			else expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
			expect(answer.headers["x-content-type-options"]).toBe("nosniff");
		}
	});

	it("quote a fresh request id when the parser gives up on a request", async () => {
		const raw = await new Promise<string>((resolve, reject) => {
			const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nBad Header Line\r\n\r\n"));
			let text = "";
			socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
			socket.on("end", () => resolve(text));
			socket.on("error", reject);
		});
		const id = /X-Request-Id: ([0-9a-f-]{36})\r\n/i.exec(raw)?.[1];
		expect(id).toBeDefined();
		expect(raw).toContain(`"requestId":"${id}"`);
	});

	it("answers once when a refused request's body then breaks the parser (no second response on the socket)", async () => {
		const raw = await new Promise<string>((resolve, reject) => {
			const socket = connect(port, "127.0.0.1", () =>
				socket.write("PROPFIND /api/models HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nnot-chunked{}"),
			);
			let text = "";
			socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
			socket.on("end", () => resolve(text));
			socket.on("error", reject);
		});
		expect(raw.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);
		expect(raw).toMatch(/^HTTP\/1\.1 405/);
		expect(raw).not.toContain("HPE_");
	});
});

describeDialects("a client that trickles its headers", (dialect) => {
	let hub: TestHub;
	let server: ReturnType<typeof createHubServer>;
	let port: number;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		server = createHubServer(hub.app, { headersTimeoutMs: 200 });
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		port = (server.address() as AddressInfo).port;
	});
	afterAll(async () => {
		await new Promise((resolve) => server.close(resolve));
		await hub.close();
	});

	it("loses its connection once the header timeout passes, though it never reads the answer", async () => {
		// The server's side of the connection: its close is what frees the descriptor.
		const accepted = new Promise<Socket>((resolve) => server.once("connection", resolve));
		const client = connect(port, "127.0.0.1");
		client.pause(); // never reads: a polite end() alone would leave the connection half-open for good
		client.on("error", () => undefined);
		await new Promise<void>((resolve) => client.once("connect", resolve));
		client.write("GET /api/models HTTP/1.1\r\nHost: x\r\nX-Slow: ");
		const serverSide = await accepted;
		await new Promise<void>((resolve) => (serverSide.destroyed ? resolve() : serverSide.once("close", resolve)));
		expect(serverSide.destroyed).toBe(true);
		// What the client would read, had it read: the 408 answer.
		client.resume();
		const raw = await new Promise<string>((resolve) => {
			let text = "";
			client.on("data", (chunk: Buffer) => (text += chunk.toString()));
			client.on("close", () => resolve(text));
		});
		expect(raw).toMatch(/^HTTP\/1\.1 408/);
		expect(raw).toContain('"code":"RequestTimeout"');
	});
});

describeDialects("a connection that goes silent", (dialect) => {
	let hub: TestHub;
	let server: ReturnType<typeof createHubServer>;
	let port: number;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		server = createHubServer(hub.app, { idleSocketMs: 200 });
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		port = (server.address() as AddressInfo).port;
	});
	afterAll(async () => {
		await new Promise((resolve) => server.close(resolve));
		await hub.close();
	});

	it("puts no time bound on a whole request, so a long upload is not cut while its bytes keep coming", () => {
		// Node's default (300 s) would end any upload that takes longer than five minutes.
		expect(createHubServer(hub.app).requestTimeout).toBe(0);
		expect(createHubServer(hub.app).timeout).toBe(LIMITS.idleSocketMs);
	});

	it("loses its connection when its body stops arriving, though it never reads the answer", async () => {
		const accepted = new Promise<Socket>((resolve) => server.once("connection", resolve));
		const client = connect(port, "127.0.0.1");
		client.pause();
		client.on("error", () => undefined);
		await new Promise<void>((resolve) => client.once("connect", resolve));
		// A body announced at 1 MiB of which a few bytes come, then nothing.
		client.write(
			"POST /api/models/someone/thing/paths-info/main HTTP/1.1\r\nHost: x\r\n" +
				'Content-Type: application/json\r\nContent-Length: 1048576\r\n\r\n{"paths":',
		);
		const serverSide = await accepted;
		await new Promise<void>((resolve) => (serverSide.destroyed ? resolve() : serverSide.once("close", resolve)));
		expect(serverSide.destroyed).toBe(true);
		client.destroy();
	});
});
