import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createRepo } from "../commits/create-repo.ts";
import { catalogueVersion } from "../repos/catalogue-version.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { openTestDb, openTestStorage } from "../testing/test-backends.ts";
import type { Db } from "./create-db.ts";

/** Decision 048: the version moves with every committed change a repository list could show, and only then. */
describeDialects("migration 190_catalogue_version", (dialect) => {
	let db: Db;
	/** A second connection to the same database, to look from outside a writer's transaction. */
	let other: Db;
	let deps: { db: Db; storage: Awaited<ReturnType<typeof openTestStorage>>["storage"] };
	const closers: (() => Promise<void>)[] = [];

	beforeAll(async () => {
		const directory = await mkdtemp(join(tmpdir(), "atrium-catalogue-"));
		closers.push(() => rm(directory, { recursive: true, force: true }));
		const path = join(directory, "atrium.db");
		const first = await openTestDb(dialect, path);
		closers.unshift(first.close);
		db = first.db;
		const blobs = await openTestStorage("fs");
		closers.unshift(blobs.close);
		deps = { db, storage: blobs.storage };
		if (dialect === "sqlite") {
			const second = await openTestDb("sqlite", path);
			closers.unshift(second.close);
			other = second.db;
		} else {
			// The same schema through its own pool: every PostgreSQL test database is a schema of `test`.
			other = db;
		}
	});
	afterAll(async () => {
		for (const close of closers) await close();
	});

	const repoPk = async (id: string) =>
		(await db.kysely.selectFrom("repos").select("pk").where("full_id", "=", id).executeTakeFirstOrThrow()).pk;

	it("moves when a repository is created, changed, retagged or deleted, and not on reads", async () => {
		const start = Number(await catalogueVersion(db));
		await createRepo(deps, { type: "model", id: "catalogue/one" });
		const created = Number(await catalogueVersion(db));
		expect(created).toBeGreaterThan(start);

		await db.kysely.selectFrom("repos").selectAll().execute();
		expect(Number(await catalogueVersion(db))).toBe(created);

		const pk = await repoPk("catalogue/one");
		await db.kysely.updateTable("repos").set({ likes: 7 }).where("pk", "=", pk).execute();
		const liked = Number(await catalogueVersion(db));
		expect(liked).toBeGreaterThan(created);

		await db.kysely.insertInto("repo_tags").values({ repo_pk: pk, tag: "license:mit" }).execute();
		const tagged = Number(await catalogueVersion(db));
		expect(tagged).toBeGreaterThan(liked);
		await db.kysely.deleteFrom("repo_tags").where("repo_pk", "=", pk).where("tag", "=", "license:mit").execute();
		const untagged = Number(await catalogueVersion(db));
		expect(untagged).toBeGreaterThan(tagged);

		await db.kysely.deleteFrom("repo_tags").where("repo_pk", "=", pk).execute();
		await db.kysely.deleteFrom("repos").where("pk", "=", pk).execute();
		expect(Number(await catalogueVersion(db))).toBeGreaterThan(untagged);
	});

	it("shows a change to other connections only once its transaction commits", async () => {
		await createRepo(deps, { type: "model", id: "catalogue/two" });
		const pk = await repoPk("catalogue/two");
		const before = await catalogueVersion(other);
		let during = "";
		await db.kysely.transaction().execute(async (trx) => {
			await trx.updateTable("repos").set({ likes: 3 }).where("pk", "=", pk).execute();
			during = await catalogueVersion(other);
		});
		expect(during).toBe(before);
		expect(Number(await catalogueVersion(other))).toBeGreaterThan(Number(before));
	});

	it.runIf(dialect === "postgres")(
		"postgres: writers of different repositories do not wait for each other's transactions, and each commit counts",
		async () => {
			await createRepo(deps, { type: "model", id: "catalogue/three" });
			await createRepo(deps, { type: "model", id: "catalogue/four" });
			const [three, four] = [await repoPk("catalogue/three"), await repoPk("catalogue/four")];
			const before = Number(await catalogueVersion(db));
			let releaseFirst = () => {};
			const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
			let firstWrote = () => {};
			const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
			// The first writer changes many rows of one repository and keeps its transaction open…
			const first = db.kysely.transaction().execute(async (trx) => {
				for (let likes = 1; likes <= 20; likes++)
					await trx.updateTable("repos").set({ likes }).where("pk", "=", three).execute();
				firstWrote();
				await firstHolds;
			});
			await firstHasWritten;
			// …while a second writer changes another repository and commits: it must not wait for the first.
			await db.kysely.transaction().execute(async (trx) => {
				await trx.updateTable("repos").set({ likes: 9 }).where("pk", "=", four).execute();
			});
			expect(Number(await catalogueVersion(db))).toBe(before + 1);
			releaseFirst();
			await first;
			// One bump per transaction, however many rows it changed.
			expect(Number(await catalogueVersion(db))).toBe(before + 2);
		},
	);

	it.runIf(dialect === "postgres")("postgres: the pending rows' numbers do not run out at 2^31", async () => {
		await createRepo(deps, { type: "model", id: "catalogue/five" });
		const pk = await repoPk("catalogue/five");
		await sql`select setval(pg_get_serial_sequence('catalogue_pending', 'id'), 2147483646)`.execute(db.kysely);
		const before = Number(await catalogueVersion(db));
		for (const likes of [1, 2, 3]) await db.kysely.updateTable("repos").set({ likes }).where("pk", "=", pk).execute();
		expect(Number(await catalogueVersion(db))).toBe(before + 3);
	});
});
