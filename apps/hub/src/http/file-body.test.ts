import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { fileFromBytes } from "../commits/commit-file.ts";
import { createCommit } from "../commits/create-commit.ts";
import { createDb, type Db } from "../db/create-db.ts";
import { DownloadCounter } from "../downloads/download-counter.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import { accelLocations, freePort, nginxAvailable, startNginx } from "../testing/nginx.ts";
import { createHubServer } from "./create-server.ts";

const PREFIX = "/_atrium_files/";
const WEIGHTS = randomBytes(3 * 1024 * 1024 + 17);
const CONFIG = '{"model_type":"gpt2"}\n';

let directory: string;
let db: Db;
let storage: FsBlobStorage;
const servers: Server[] = [];

beforeAll(async () => {
	directory = await mkdtemp(join(tmpdir(), "atrium-files-"));
	db = await createDb({ sqlitePath: join(directory, "atrium.db") });
	storage = new FsBlobStorage(join(directory, "files"));
	await createCommit(
		{ db, storage },
		{
			type: "model",
			repoId: "t/accel",
			files: [fileFromBytes("model.safetensors", WEIGHTS), fileFromBytes("config.json", CONFIG)],
			title: "init",
		},
	);
});
afterAll(async () => {
	for (const server of servers) {
		server.closeAllConnections();
		await new Promise((resolve) => server.close(resolve));
	}
	await db.kysely.destroy();
	await rm(directory, { recursive: true, force: true });
});

/** A real hub server on a loopback port, with or without `X-Accel-Redirect`. */
async function startHub(accelRedirect?: string): Promise<string> {
	const downloads = new DownloadCounter(db, { flushIntervalMs: 0 });
	const server = createHubServer(createApp({ db, storage, downloads, config: accelRedirect ? { accelRedirect } : {} }));
	servers.push(server);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const address = server.address();
	return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

describe("file bodies served by Node from disk", () => {
	it("sends whole files and ranges byte for byte, with the headers the app set", async () => {
		const url = await startHub();
		const whole = await fetch(`${url}/t/accel/resolve/main/model.safetensors`);
		expect(whole.status).toBe(200);
		expect(whole.headers.get("content-length")).toBe(String(WEIGHTS.byteLength));
		expect(whole.headers.get("x-repo-commit")).toMatch(/^[0-9a-f]{40}$/);
		expect(whole.headers.get("x-request-id")).toBeTruthy();
		expect(Buffer.from(await whole.arrayBuffer()).equals(WEIGHTS)).toBe(true);
		const part = await fetch(`${url}/t/accel/resolve/main/model.safetensors`, {
			headers: { Range: "bytes=1048570-2097160" },
		});
		expect(part.status).toBe(206);
		expect(part.headers.get("content-range")).toBe(`bytes 1048570-2097160/${WEIGHTS.byteLength}`);
		expect(Buffer.from(await part.arrayBuffer()).equals(WEIGHTS.subarray(1048570, 2097161))).toBe(true);
	});

	it("keeps concurrent downloads apart while they share the pooled read buffers", async () => {
		const url = await startHub();
		// More responses at once than the pool keeps buffers for, then more after them: a buffer handed
		// to the next response while a socket still held it would show up as wrong bytes here.
		for (let round = 0; round < 2; round++) {
			const bodies = await Promise.all(
				Array.from({ length: 5 }, async (_, index) => {
					const response = await fetch(`${url}/t/accel/resolve/main/model.safetensors`, {
						headers: index === 4 ? { Range: "bytes=17-" } : {},
					});
					return Buffer.from(await response.arrayBuffer());
				}),
			);
			for (const body of bodies.slice(0, 4)) expect(body.equals(WEIGHTS)).toBe(true);
			expect(bodies[4]?.equals(WEIGHTS.subarray(17))).toBe(true);
			expect(await (await fetch(`${url}/t/accel/resolve/main/config.json`)).text()).toBe(CONFIG);
		}
	});

	it("closes the file when the client goes away mid-download", async () => {
		const url = await startHub();
		const openFiles = async (): Promise<number> => (await readdir("/proc/self/fd")).length;
		const before = await openFiles();
		for (let i = 0; i < 5; i++) {
			await new Promise<void>((resolve, reject) => {
				const request = get(`${url}/t/accel/resolve/main/model.safetensors`, (response) => {
					response.once("data", () => {
						request.destroy();
						resolve();
					});
				});
				request.on("error", reject);
			});
		}
		await expect.poll(openFiles, { timeout: 5000 }).toBeLessThanOrEqual(before + 1);
		const after = await fetch(`${url}/t/accel/resolve/main/config.json`);
		expect(await after.text()).toBe(CONFIG);
	});

	it("reads lazily as a web stream where no Node socket is at hand (app.request)", async () => {
		const app = createApp({ db, storage, downloads: new DownloadCounter(db, { flushIntervalMs: 0 }), config: {} });
		const response = await app.request("/t/accel/resolve/main/model.safetensors", { headers: { Range: "bytes=-5" } });
		expect(response.status).toBe(206);
		expect(Buffer.from(await response.arrayBuffer()).equals(WEIGHTS.subarray(-5))).toBe(true);
	});
});

describe.runIf(nginxAvailable())("X-Accel-Redirect behind a real nginx", () => {
	let nginx: { stop: () => Promise<void>; url: string } | undefined;
	let hub: string;
	beforeAll(async () => {
		hub = await startHub(PREFIX);
		const port = await freePort();
		nginx = await startNginx(join(directory, "nginx"), port, accelLocations(hub, PREFIX, storage.localRoot));
	});
	afterAll(async () => {
		await nginx?.stop();
	});

	it("hands the body to the proxy: the hub answers with the header and no body", async () => {
		const direct = await fetch(`${hub}/t/accel/resolve/main/model.safetensors`);
		expect(direct.status).toBe(200);
		expect(direct.headers.get("x-accel-redirect")).toMatch(
			new RegExp(`^${PREFIX}blobs/[0-9a-f]{2}/[0-9a-f]{2}/[0-9a-f]{64}$`),
		);
		expect(await direct.text()).toBe("");
	});

	it("serves the file through nginx with the hub's headers, whole and by range", async () => {
		const head = await fetch(`${nginx?.url}/t/accel/resolve/main/model.safetensors`, { method: "HEAD" });
		expect(head.status).toBe(200);
		expect(head.headers.get("content-length")).toBe(String(WEIGHTS.byteLength));
		const whole = await fetch(`${nginx?.url}/t/accel/resolve/main/model.safetensors?download=true`);
		expect(whole.status).toBe(200);
		expect(whole.headers.get("x-accel-redirect")).toBeNull();
		expect(whole.headers.get("content-length")).toBe(String(WEIGHTS.byteLength));
		for (const name of ["etag", "x-repo-commit", "x-linked-etag", "x-linked-size", "content-type"])
			expect(whole.headers.get(name), name).toBe(head.headers.get(name));
		expect(whole.headers.get("content-disposition")).toMatch(/^attachment;/);
		expect(Buffer.from(await whole.arrayBuffer()).equals(WEIGHTS)).toBe(true);
		const part = await fetch(`${nginx?.url}/t/accel/resolve/main/model.safetensors`, {
			headers: { Range: "bytes=10-19" },
		});
		expect(part.status).toBe(206);
		expect(part.headers.get("content-range")).toBe(`bytes 10-19/${WEIGHTS.byteLength}`);
		expect(Buffer.from(await part.arrayBuffer()).equals(WEIGHTS.subarray(10, 20))).toBe(true);
		const config = await fetch(`${nginx?.url}/t/accel/resolve/main/config.json`);
		expect(config.headers.get("content-type")).toBe(
			head.headers.get("content-type") === null ? null : "application/json",
		);
		expect(await config.text()).toBe(CONFIG);
	});

	it("leaves errors and HEAD to the hub", async () => {
		const missing = await fetch(`${nginx?.url}/t/accel/resolve/main/nope.bin`);
		expect(missing.status).toBe(404);
		expect(missing.headers.get("x-error-code")).toBe("EntryNotFound");
	});
});
