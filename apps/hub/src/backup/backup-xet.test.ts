import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commit, downloadFile } from "@huggingface/hub";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { setPasswordCost } from "../auth/passwords.ts";
import { createDb, type Db } from "../db/create-db.ts";
import { xetUploadOf } from "../features/xet/xet-test-helpers.ts";
import { collectGarbage } from "../gc/collect-garbage.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import { addTestRepo, addTestUser } from "../testing/accounts.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { pseudoRandom } from "../testing/pseudo-random.ts";
import { createTestDatabase } from "../testing/test-postgres.ts";
import { xorbKey } from "../xet/xorb-keys.ts";
import { readManifest } from "./backup-manifest.ts";
import { backupHub } from "./backup.ts";
import { restoreHub } from "./restore.ts";

setPasswordCost(10);

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * A file uploaded through Xet survives `atrium backup` and `atrium restore` (issue 20): the backup
 * carries the xorbs its Xet form is made of, the restored hub serves it byte-identical through
 * `resolve` and through the Xet reader of `@huggingface/hub`, and forgets a xorb sent for an upload
 * whose shard never came. `atrium gc` on the restored hub, past every grace period, keeps it all.
 */
describeDialects("backup and restore of Xet files", (dialect) => {
	let work: string;
	const drops: (() => Promise<void>)[] = [];
	beforeAll(async () => {
		work = await mkdtemp(join(tmpdir(), `atrium-backup-xet-${dialect}-`));
	});
	afterAll(async () => {
		for (const drop of drops) await drop();
		await rm(work, { recursive: true, force: true });
	});

	/** A hub's database and store in `work/{name}`: SQLite there, or a fresh PostgreSQL database. */
	const place = async (name: string) => {
		const data = join(work, name);
		await mkdir(data, { recursive: true });
		const database = dialect === "postgres" ? await createTestDatabase() : undefined;
		if (database) drops.push(database.drop);
		return {
			...(database ? { databaseUrl: database.url } : {}),
			sqlitePath: join(data, "atrium.db"),
			storage: new FsBlobStorage(join(data, "files")),
		};
	};
	const open = (where: Awaited<ReturnType<typeof place>>): Promise<Db> =>
		createDb({ ...(where.databaseUrl ? { url: where.databaseUrl } : {}), sqlitePath: where.sqlitePath });

	it("carries the xorbs, and the restored hub serves the file through resolve and Xet", async () => {
		const live = await place("live");
		const content = pseudoRandom(700_000, 21);
		const liveDb = await open(live);
		const owner = await addTestUser(liveDb, "backupxet");
		await addTestRepo(
			{ db: liveDb, storage: live.storage },
			{ type: "model", id: "backupxet/w", files: { "README.md": "# w\n" } },
		);
		const liveApp = createApp({ db: liveDb, storage: live.storage, config: {} });
		const seen: string[] = [];
		const through = (app: ReturnType<typeof createApp>) =>
			(async (input: RequestInfo | URL, init?: RequestInit) => {
				const request = new Request(input, init);
				seen.push(`${request.method} ${new URL(request.url).pathname}`);
				return app.request(request);
			}) as typeof fetch;
		const repo = { type: "model" as const, name: "backupxet/w" };
		await commit({
			repo,
			title: "Weights through Xet",
			hubUrl: "http://localhost",
			accessToken: owner.write,
			fetch: through(liveApp),
			operations: [{ operation: "addOrUpdate", path: "model.bin", content: new Blob([Buffer.from(content)]) }],
		});
		expect(seen).toContain("POST /xet-cas/v1/shards");
		// A xorb of an upload whose shard never came.
		const stray = xetUploadOf(pseudoRandom(90_000, 22));
		const token = (await (
			await liveApp.request("/api/models/backupxet/w/xet-write-token/main", { headers: owner.auth() })
		).json()) as { accessToken: string };
		const sent = await liveApp.request(`/xet-cas/v1/xorbs/default/${stray.xorbHash}`, {
			method: "POST",
			headers: { authorization: `Bearer ${token.accessToken}` },
			body: Buffer.from(stray.xorb),
		});
		expect(sent.status).toBe(200);
		const xorbs = await liveDb.kysely.selectFrom("xet_file_xorbs").select("xorb_hash").execute();
		expect(xorbs.length).toBeGreaterThan(0);
		await liveDb.kysely.destroy();

		const folder = join(work, "backup");
		const manifest = await backupHub(live, folder);
		expect(manifest.formatVersion).toBe(2);
		expect(manifest.xorbs?.count).toBe(xorbs.length);
		expect((await readManifest(folder)).xorbs).toEqual(manifest.xorbs);
		const copied = new FsBlobStorage(join(folder, "files"));
		for (const { xorb_hash } of xorbs) expect(await copied.stat(xorbKey(xorb_hash))).not.toBeNull();
		expect(await copied.stat(xorbKey(stray.xorbHash))).toBeNull();

		const target = await place("restored");
		await restoreHub(folder, target);
		const db = await open(target);
		try {
			const app = createApp({ db, storage: target.storage, config: {} });
			const resolved = await app.request("/backupxet/w/resolve/main/model.bin");
			expect(resolved.status).toBe(200);
			expect(resolved.headers.get("x-xet-hash")).toMatch(/^[0-9a-f]{64}$/);
			expect(sha256(new Uint8Array(await resolved.arrayBuffer()))).toBe(sha256(content));
			seen.length = 0;
			const blob = await downloadFile({
				repo,
				path: "model.bin",
				hubUrl: "http://localhost",
				accessToken: owner.write,
				fetch: through(app),
			});
			expect(sha256(new Uint8Array(await (blob ?? new Blob()).arrayBuffer()))).toBe(sha256(content));
			expect(seen.some((line) => line.startsWith("GET /xet-cas/v2/reconstructions/"))).toBe(true);
			expect(seen.some((line) => line.startsWith("GET /xet-cas/fetch/"))).toBe(true);
			// The stray xorb is forgotten with everything that named it.
			const strayRows = await db.kysely
				.selectFrom("xet_xorbs")
				.select("hash")
				.where("hash", "=", stray.xorbHash)
				.execute();
			expect(strayRows).toEqual([]);
			const uploads = await db.kysely
				.selectFrom("xet_xorb_uploads")
				.select("xorb_hash")
				.where("xorb_hash", "=", stray.xorbHash)
				.execute();
			expect(uploads).toEqual([]);
			// gc past every grace period keeps the file and its xorbs: a commit references them.
			const report = await collectGarbage({ db, storage: target.storage }, { now: () => Date.now() + 7 * 86_400_000 });
			expect(report.xet.removedXorbs).toEqual([]);
			expect(report.xet.forgottenFiles).toBe(0);
			const again = await app.request("/backupxet/w/resolve/main/model.bin", {
				headers: { range: "bytes=100000-100099" },
			});
			expect(again.status).toBe(206);
			expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(content.subarray(100_000, 100_100)))).toBe(true);
		} finally {
			await db.kysely.destroy();
		}
	}, 120_000);
});
