import { EventEmitter } from "node:events";
import type { Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { addTestRepo, addTestUser, type TestUser } from "../testing/accounts.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { createHubServer } from "./create-server.ts";
import { LIMITS } from "./limits.ts";

/** What the server made of an oversized upload: its answer, and how many bytes it read off the socket. */
interface Outcome {
	status: number;
	code: string | undefined;
	serverRead: number;
	clientSent: number;
}

const CHUNK = Buffer.alloc(64 * 1024, "a");

/**
 * Sends a request whose chunked body would be `total` bytes (`prefix` first, then filler), writing
 * only as fast as the server reads, until the server answers. `serverRead` is the byte count of the
 * server's side of the connection once it closed: what the hub pulled off the socket, headers included.
 */
async function sendOversized(
	server: Server,
	request: {
		method?: string;
		target: string;
		headers: Record<string, string>;
		prefix?: string;
		total: number;
		/** Declare the length (`Content-Length`, as a browser's form does) rather than send it chunked. */
		declared?: boolean;
	},
): Promise<Outcome> {
	const port = (server.address() as AddressInfo).port;
	const accepted = new Promise<Socket>((resolve) => server.once("connection", resolve));
	const socket = connect(port, "127.0.0.1");
	socket.on("error", () => undefined);
	let answer = "";
	const answered = new Promise<void>((resolve) => {
		socket.on("data", (data: Buffer) => {
			answer += data.toString("latin1");
			if (answer.includes("\r\n\r\n")) resolve();
		});
		socket.on("close", () => resolve());
	});
	let done = false;
	void answered.then(() => (done = true));
	await new Promise<void>((resolve) => socket.once("connect", resolve));
	const serverSide = await accepted;
	const serverClosed = new Promise<void>((resolve) =>
		serverSide.destroyed ? resolve() : serverSide.once("close", () => resolve()),
	);
	const head = [
		`${request.method ?? "POST"} ${request.target} HTTP/1.1`,
		"Host: localhost",
		request.declared ? `Content-Length: ${request.total}` : "Transfer-Encoding: chunked",
		...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
	];
	socket.write(`${head.join("\r\n")}\r\n\r\n`);
	const frame = (data: Buffer): Buffer =>
		request.declared
			? data
			: Buffer.concat([Buffer.from(`${data.byteLength.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
	let sent = 0;
	if (request.prefix) {
		const prefix = Buffer.from(request.prefix);
		socket.write(frame(prefix));
		sent += prefix.byteLength;
	}
	while (!done && sent < request.total) {
		sent += CHUNK.byteLength;
		if (!socket.write(frame(CHUNK)))
			await Promise.race([new Promise<void>((resolve) => socket.once("drain", () => resolve())), answered]);
	}
	if (!done && sent >= request.total && !request.declared) socket.write("0\r\n\r\n");
	await answered;
	socket.destroy();
	await serverClosed;
	const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
	const code = /\r\nx-error-code: (\w+)/i.exec(answer)?.[1];
	return { status, code, serverRead: serverSide.bytesRead, clientSent: sent };
}

/** Bytes the hub may read past a limit: Node's socket and stream buffers, a few chunks. */
const SLACK = 1024 * 1024;
/** What each client offers to send: far past every limit tested here. */
const TOTAL = 64 * 1024 * 1024;

/** Reports what was read, for the record (the test asserts the bound). */
function note(what: string, outcome: Outcome, limit: number): void {
	console.info(
		`[read-body] ${what}: ${outcome.status} ${outcome.code ?? ""}, server read ${outcome.serverRead} bytes (limit ${limit}), client offered ${outcome.clientSent}`,
	);
}

describeDialects("bodies are bounded while they stream", (dialect) => {
	let hub: TestHub;
	let server: Server;
	let alice: TestUser;
	const formsSeen: string[] = [];
	const held: string[] = [];
	const heldChanged = new EventEmitter();
	const letGo: (() => void)[] = [];

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		alice = await addTestUser(hub.db, "alice");
		await addTestRepo(hub, { type: "model", id: "alice/bounded", files: { "README.md": "# bounded\n" } });
		// A stand-in for the site: its actions read the whole form, as React Router's do.
		const site = {
			assetsDir: "",
			close: async () => undefined,
			fetch: async (request: Request) => {
				const pathname = new URL(request.url).pathname;
				if (pathname.startsWith("/alice/held/")) {
					// Holds the upload inside the site until the test lets it go.
					held.push(pathname);
					heldChanged.emit("held");
					await new Promise<void>((resolve) => letGo.push(resolve));
				}
				try {
					await request.formData();
					formsSeen.push(new URL(request.url).pathname);
					return new Response("ok");
				} catch {
					return new Response("the form could not be read", { status: 400 });
				}
			},
		};
		const app = createApp({ db: hub.db, storage: hub.storage, downloads: hub.downloads, config: {}, site });
		server = createHubServer(app);
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	});
	afterAll(async () => {
		await new Promise((resolve) => server.close(resolve));
		await hub.close();
	});

	const json = { "Content-Type": "application/json" };
	const form = { "Content-Type": "application/x-www-form-urlencoded" };

	it("sign-in and sign-up: 413 once an anonymous body passes a few KiB, having read about that much", async () => {
		for (const target of ["/api/auth/signin", "/api/auth/signup"]) {
			const outcome = await sendOversized(server, { target, headers: json, prefix: '{"username":"', total: TOTAL });
			note(target, outcome, LIMITS.anonymousBodyBytes);
			expect(outcome.status, target).toBe(413);
			expect(outcome.code).toBe("PayloadTooLarge");
			expect(outcome.serverRead).toBeLessThan(LIMITS.anonymousBodyBytes + SLACK);
		}
	});

	it("refuses a declared Content-Length over the limit before reading a byte of the body", async () => {
		const port = (server.address() as AddressInfo).port;
		const socket = connect(port, "127.0.0.1");
		const answer = await new Promise<string>((resolve, reject) => {
			let text = "";
			socket.on("data", (data: Buffer) => {
				text += data.toString();
				if (text.includes("\r\n\r\n")) resolve(text);
			});
			socket.on("error", reject);
			socket.write(
				`POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${TOTAL}\r\n\r\n`,
			);
		});
		socket.destroy();
		expect(answer).toMatch(/^HTTP\/1\.1 413/);
		expect(answer).toMatch(/\r\nx-error-code: PayloadTooLarge/i);
	});

	it("a site form: 413 for an anonymous upload past a few KiB, the site never sees the form", async () => {
		const target = "/alice/bounded/upload/main";
		const outcome = await sendOversized(server, { target, headers: form, prefix: "summary=", total: TOTAL });
		note(`site ${target} (anonymous)`, outcome, LIMITS.anonymousBodyBytes);
		expect(outcome.status).toBe(413);
		expect(outcome.code).toBe("PayloadTooLarge");
		expect(outcome.serverRead).toBeLessThan(LIMITS.anonymousBodyBytes + SLACK);
		expect(formsSeen).not.toContain(target);
	});

	it("a site form: signed in, a settings form is bounded by siteFormBytes", async () => {
		const target = "/settings/tokens";
		const outcome = await sendOversized(server, {
			target,
			headers: { ...form, ...alice.auth() },
			prefix: "name=",
			total: TOTAL,
		});
		note(`site ${target} (signed in)`, outcome, LIMITS.siteFormBytes);
		expect(outcome.status).toBe(413);
		expect(outcome.serverRead).toBeLessThan(LIMITS.siteFormBytes + SLACK);
		expect(formsSeen).not.toContain(target);
	});

	const multipart = (boundary: string): Record<string, string> => ({
		"Content-Type": `multipart/form-data; boundary=${boundary}`,
	});
	const filePart = (boundary: string): string =>
		`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;

	it("a site upload, signed in: 413 once the form passes siteUploadBytes (32 MiB), having read about that much", async () => {
		const target = "/alice/bounded/upload/main";
		for (const declared of [false, true]) {
			const outcome = await sendOversized(server, {
				target,
				headers: { ...multipart("b0"), ...alice.auth() },
				prefix: filePart("b0"),
				total: TOTAL,
				declared,
			});
			note(`site ${target} (signed in, ${declared ? "Content-Length" : "chunked"})`, outcome, LIMITS.siteUploadBytes);
			expect(outcome.status).toBe(413);
			expect(outcome.code).toBe("PayloadTooLarge");
			expect(outcome.serverRead).toBeLessThan(LIMITS.siteUploadBytes + SLACK);
		}
		expect(formsSeen).not.toContain(target);
	});

	it("a site upload over the limit is told where larger files go", async () => {
		const port = (server.address() as AddressInfo).port;
		const body = `${filePart("b1")}${"a".repeat(LIMITS.siteUploadBytes)}\r\n--b1--\r\n`;
		const response = await fetch(`http://127.0.0.1:${port}/alice/bounded/upload/main/commit`, {
			method: "POST",
			headers: { ...multipart("b1"), ...alice.auth() },
			body,
		});
		expect(response.status).toBe(413);
		const answer = (await response.json()) as { error: string };
		expect(answer.error).toContain("32 MiB");
		expect(answer.error).toContain("hf upload");
		expect(answer.error).toContain("git-lfs");
	});

	it("a site upload under the limit reaches the site whole", async () => {
		const port = (server.address() as AddressInfo).port;
		const target = "/alice/bounded/upload/main";
		const body = `${filePart("b2")}${"a".repeat(LIMITS.siteUploadBytes - 1024)}\r\n--b2--\r\n`;
		const response = await fetch(`http://127.0.0.1:${port}${target}`, {
			method: "POST",
			headers: { ...multipart("b2"), ...alice.auth() },
			body,
		});
		expect(response.status).toBe(200);
		expect(formsSeen).toContain(target);
	});

	it("site uploads: at most siteUploadsPerWorker are read at once, the others wait their turn unread", async () => {
		const port = (server.address() as AddressInfo).port;
		const count = LIMITS.siteUploadsPerWorker + 2;
		const body = `${filePart("b3")}small\r\n--b3--\r\n`;
		const entered = (n: number): Promise<void> =>
			new Promise((resolve) => {
				const check = (): void => {
					if (held.length < n) return;
					heldChanged.off("held", check);
					resolve();
				};
				heldChanged.on("held", check);
				check();
			});
		const uploads = Array.from({ length: count }, (_, index) =>
			fetch(`http://127.0.0.1:${port}/alice/held/upload/main?n=${index}`, {
				method: "POST",
				headers: { ...multipart("b3"), ...alice.auth() },
				body,
			}),
		);
		await entered(LIMITS.siteUploadsPerWorker);
		// A page that is not an upload is not held up behind them.
		expect((await fetch(`http://127.0.0.1:${port}/login`, { method: "POST", headers: form, body: "a=b" })).status).toBe(
			200,
		);
		expect(held).toHaveLength(LIMITS.siteUploadsPerWorker);
		// Each upload that finishes lets one waiting upload in.
		for (let done = 0; done < count; done++) {
			await entered(Math.min(count, LIMITS.siteUploadsPerWorker + done));
			expect(held.length).toBeLessThanOrEqual(LIMITS.siteUploadsPerWorker + done);
			letGo.shift()?.();
		}
		for (const response of await Promise.all(uploads)) expect(response.status).toBe(200);
		expect(held).toHaveLength(count);
	});

	it("a small site form still reaches the site", async () => {
		const port = (server.address() as AddressInfo).port;
		const response = await fetch(`http://127.0.0.1:${port}/login`, { method: "POST", headers: form, body: "a=b" });
		expect(response.status).toBe(200);
		expect(formsSeen).toContain("/login");
	});

	it("the commit route: one NDJSON line past its bound is refused as it streams", async () => {
		const target = "/api/models/alice/bounded/commit/main";
		const header = `${JSON.stringify({ key: "header", value: { summary: "big" } })}\n{"key":"file","value":{"path":"a","content":"`;
		const outcome = await sendOversized(server, {
			target,
			headers: { "Content-Type": "application/x-ndjson", ...alice.auth() },
			prefix: header,
			total: LIMITS.commitLineBytes + 8 * 1024 * 1024,
		});
		note("commit (one long line)", outcome, LIMITS.commitLineBytes);
		expect(outcome.status).toBe(413);
		expect(outcome.code).toBe("PayloadTooLarge");
		expect(outcome.serverRead).toBeLessThan(LIMITS.commitLineBytes + SLACK);
	});

	it("the commit route: anonymous callers are refused before the body is read", async () => {
		const outcome = await sendOversized(server, {
			target: "/api/models/alice/bounded/commit/main",
			headers: { "Content-Type": "application/x-ndjson" },
			total: TOTAL,
		});
		note("commit (anonymous)", outcome, 0);
		expect(outcome.status).toBe(401);
		// What follows the answer is @hono/node-server's bounded drain (at most 64 MiB or 500 ms), not the hub.
		expect(outcome.serverRead).toBeLessThan(TOTAL);
	});

	it("a git push gzip bomb is refused as it inflates, with a report git shows", async () => {
		const zeros = Buffer.alloc(64 * 1024 * 1024);
		const command = `${"0".repeat(40)} ${"1".repeat(40)} refs/heads/bomb\0report-status\n`;
		const pkt = `${(command.length + 4).toString(16).padStart(4, "0")}${command}0000`;
		const body = gzipSync(Buffer.concat([Buffer.from(pkt), Buffer.from("PACK"), zeros]));
		expect(body.byteLength).toBeLessThan(LIMITS.gzipSlackBytes);
		const response = await hub.app.fetch(
			new Request("http://localhost/alice/bounded.git/git-receive-pack", {
				method: "POST",
				headers: {
					"Content-Type": "application/x-git-receive-pack-request",
					"Content-Encoding": "gzip",
					Authorization: `Basic ${Buffer.from(`alice:${alice.write}`).toString("base64")}`,
				},
				body,
			}),
		);
		expect(response.status).toBe(200);
		const report = await response.text();
		expect(report).toContain(`expands more than ${LIMITS.gzipRatio} times`);
		expect(report).toContain("ng refs/heads/bomb");
	});
});
