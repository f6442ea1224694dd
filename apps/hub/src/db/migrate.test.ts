import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ATRIUM_BIN, killSpawnedHubs, runAtrium, signalGroup, spawnHub } from "../testing/spawn-hub.ts";
import { createTestDatabase, TEST_POSTGRES_URL } from "../testing/test-postgres.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { openDb, type DbOptions } from "./create-db.ts";
import { SchemaBehindError } from "./migrate.ts";
import { MIGRATIONS } from "./migrations.ts";

const NAMES = Object.keys(MIGRATIONS);
const appliedLines = (output: string): string[] =>
	[...output.matchAll(/applied migration (\S+)/g)].map((match) => match[1] ?? "");

let directory: string;
beforeAll(async () => {
	directory = await mkdtemp(join(tmpdir(), "atrium-migrate-"));
});
afterEach(killSpawnedHubs);
afterAll(() => rm(directory, { recursive: true, force: true }));

/** `atrium migrate` as its own process: its output so far, a promise of its first line matching, its exit. */
function startMigrate(data: string, env: Record<string, string>) {
	const child = spawn(process.execPath, [ATRIUM_BIN, "migrate", "--data", data], {
		env: { ...process.env, DATABASE_URL: "", ATRIUM_DATA_DIR: "", ...env },
	});
	let output = "";
	const listeners = new Set<() => void>();
	const collect = (chunk: Buffer): void => {
		output += chunk.toString();
		for (const listener of listeners) listener();
	};
	child.stdout.on("data", collect);
	child.stderr.on("data", collect);
	const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
	return {
		output: () => output,
		exited,
		/** Resolves once the output matches `pattern` (rejects if the process exits first). */
		says: (pattern: RegExp) =>
			new Promise<void>((resolve, reject) => {
				const check = (): void => {
					if (pattern.test(output)) resolve();
				};
				listeners.add(check);
				check();
				void exited.then(() => reject(new Error(`atrium migrate exited without saying ${pattern}:\n${output}`)));
			}),
	};
}

/** A place for one database per test: a fresh data dir (SQLite) or a fresh PostgreSQL database. */
async function freshDatabase(
	dialect: "sqlite" | "postgres",
	label: string,
): Promise<{ data: string; env: Record<string, string>; options: DbOptions; drop: () => Promise<void> }> {
	const data = join(directory, `${label}-${dialect}`);
	if (dialect === "sqlite")
		return { data, env: {}, options: { sqlitePath: join(data, "atrium.db") }, drop: async () => undefined };
	const database = await createTestDatabase();
	return { data, env: { DATABASE_URL: database.url }, options: { url: database.url }, drop: database.drop };
}

describeDialects("atrium migrate", (dialect) => {
	it("applies every migration once, then finds nothing to do", async () => {
		const place = await freshDatabase(dialect, "idempotent");
		try {
			const first = await runAtrium(["migrate", "--data", place.data], place.env);
			expect(appliedLines(first)).toEqual(NAMES);
			expect(first).toContain(`Applied ${NAMES.length} migrations: the ${dialect} database is up to date`);
			const second = await runAtrium(["migrate", "--data", place.data], place.env);
			expect(appliedLines(second)).toEqual([]);
			expect(second).toContain(`Nothing to apply: the ${dialect} database is up to date (${NAMES.length} migrations)`);
			const { db } = await openDb(place.options, "require-current");
			await db.kysely.destroy();
		} finally {
			await place.drop();
		}
	}, 60_000);

	it("two processes migrating one database at once: one applies the migrations, the other waits and applies none", async () => {
		const place = await freshDatabase(dialect, "concurrent");
		// Hold the lock the migrations are taken under, so both processes meet it: they must both wait.
		let release: () => Promise<void>;
		if (dialect === "sqlite") {
			const { mkdir } = await import("node:fs/promises");
			await mkdir(place.data, { recursive: true });
			const holder = new DatabaseSync(join(place.data, "atrium.db"));
			holder.exec("PRAGMA journal_mode = WAL; begin immediate;");
			release = async () => {
				holder.exec("commit");
				holder.close();
			};
		} else {
			const client = new pg.Client({ connectionString: place.options.url });
			await client.connect();
			const lock = "select pg_advisory_lock(x'61747269'::int, hashtext('public'))";
			await client.query(lock);
			release = () => client.end();
		}
		try {
			const processes = [startMigrate(place.data, place.env), startMigrate(place.data, place.env)];
			await Promise.all(processes.map((process) => process.says(/waiting for it to finish/)));
			await release();
			expect(await Promise.all(processes.map((process) => process.exited))).toEqual([0, 0]);
			const applied = processes.map((process) => appliedLines(process.output()));
			// Exactly one of them applied everything; the other found the work done.
			expect(applied.map((names) => names.length).sort()).toEqual([0, NAMES.length]);
			expect(applied.flat()).toEqual(NAMES);
			const { db } = await openDb(place.options, "require-current");
			await db.kysely.destroy();
		} finally {
			await place.drop();
		}
	}, 90_000);

	it("serving with two workers migrates once, in the primary", async () => {
		const place = await freshDatabase(dialect, "serve");
		try {
			const hub = await spawnHub(place.data, { ATRIUM_WORKERS: "2", ...place.env });
			expect(appliedLines(hub.output())).toEqual(NAMES);
			signalGroup(hub, "SIGTERM");
			expect(await hub.exited).toEqual({ code: 0, signal: null });
			expect(appliedLines(hub.output())).toEqual(NAMES);
		} finally {
			await place.drop();
		}
	}, 90_000);
});

describeDialects("opening without migrating (hub workers)", (dialect) => {
	const schema = `migrate_test_${process.pid}_${dialect}`;
	const options = (label: string): DbOptions =>
		dialect === "sqlite"
			? { sqlitePath: join(directory, `${label}.db`) }
			: { url: TEST_POSTGRES_URL, schema: `${schema}_${label}` };
	afterAll(async () => {
		if (dialect !== "postgres") return;
		const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
		await client.connect();
		for (const label of ["empty", "behind"]) await client.query(`drop schema if exists ${schema}_${label} cascade`);
		await client.end();
	});

	it("refuses an unmigrated database with a message that says to run `atrium migrate`, and creates nothing", async () => {
		const refusal = openDb(options("empty"), "require-current");
		await expect(refusal).rejects.toBeInstanceOf(SchemaBehindError);
		await expect(refusal).rejects.toThrow(
			new RegExp(`schema is behind.*${NAMES.length} of its ${NAMES.length} migrations are not applied.*atrium migrate`),
		);
		const { db } = await openDb(options("empty"), "migrate");
		try {
			// The refused open created no migration tables: the later migrate applied everything.
			const rows = await db.kysely
				.selectFrom("kysely_migration" as never)
				.select("name" as never)
				.execute();
			expect(rows).toHaveLength(NAMES.length);
		} finally {
			await db.kysely.destroy();
		}
	});

	it("refuses a database that misses a newer migration, naming it; opens it once migrated", async () => {
		const migrated = await openDb(options("behind"), "migrate");
		const last = NAMES.at(-1) ?? "";
		await migrated.db.kysely
			.deleteFrom("kysely_migration" as never)
			.where("name" as never, "=", last as never)
			.execute();
		await migrated.db.kysely.destroy();
		const refusal = openDb(options("behind"), "require-current");
		await expect(refusal).rejects.toThrow(`1 of its ${NAMES.length} migrations are not applied (${last})`);
		const worker = await openDb(options("behind"), "require-current").catch((error: unknown) => error);
		expect((worker as SchemaBehindError).pending).toEqual([last]);
	});
});

describe("migrations list", () => {
	it("keeps the names databases already recorded", () => {
		// Others are added (ranges 100-139…); these never change, or upgraded databases would run them again.
		expect(NAMES).toEqual(
			expect.arrayContaining([
				"001_create_schema",
				"002_search_index",
				"003_sort_indexes",
				"010_commit_engine",
				"010_moves_likes",
				"020_accounts",
				"030_blob_uploads",
				"040_git_push_settings",
				"041_git_tag_objects",
				"060_download_journal",
				"080_id_search_index",
			]),
		);
	});
});
