import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { createUser } from "../auth/accounts.repository.ts";
import { TEST_POSTGRES_URL } from "../testing/test-postgres.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { createDb } from "./create-db.ts";
import { MIGRATIONS } from "./migrations.ts";
import { NodeSqliteDialect } from "./node-sqlite-dialect.ts";

/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 100 is written untyped */
/** The migrations a hub had before namespaces were owned. */
const BEFORE = Object.keys(MIGRATIONS).filter((name) => name < "100");

describeDialects("migration 100_namespace_owners", (dialect) => {
	const cleanups: (() => Promise<void>)[] = [];
	afterAll(async () => {
		for (const cleanup of cleanups.reverse()) await cleanup();
	});

	it("an upgraded hub owns every namespace that holds repositories or old names; the names are no longer free", async () => {
		const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
		const schema = `hub_ns_${suffix}`;
		const folder = await mkdtemp(join(tmpdir(), "atrium-migration-100-"));
		const path = join(folder, "atrium.db");
		let old: Kysely<any>;
		if (dialect === "sqlite") {
			old = new Kysely<any>({ dialect: new NodeSqliteDialect({ path }) });
			cleanups.push(async () => {
				await rm(folder, { recursive: true, force: true });
			});
		} else {
			const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
			await admin.connect();
			await admin.query(`create schema ${schema}`);
			await admin.end();
			old = new Kysely<any>({
				dialect: new PostgresDialect({
					pool: new pg.Pool({ connectionString: TEST_POSTGRES_URL, options: `-c search_path=${schema}` }),
				}),
			});
			cleanups.push(async () => {
				const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
				await client.connect();
				await client.query(`drop schema if exists ${schema} cascade`);
				await client.end();
			});
		}
		const migrator = new Migrator({
			db: old,
			provider: {
				getMigrations: async () => Object.fromEntries(BEFORE.map((name) => [name, MIGRATIONS[name] as never])),
			},
			...(dialect === "postgres" ? { migrationTableSchema: schema } : {}),
		});
		expect((await migrator.migrateToLatest()).error).toBeUndefined();

		// What the old seed, import and moves left: repositories under names without accounts.
		await old
			.insertInto("accounts")
			.values({
				pk: "u".repeat(24),
				kind: "user",
				name: "Alice",
				name_lower: "alice",
				fullname: "",
				email: null,
				password_hash: null,
				oidc_subject: null,
				is_admin: 1,
				disabled_at: null,
				created_at: 1,
			})
			.execute();
		const repos = [
			["atrium/tiny-gpt", 0],
			["Research-Lab/secret", 1],
			["research-lab/other", 0],
			["alice/own", 0],
			["moved-to/thing", 1],
		] as const;
		for (const [index, [id, isPrivate]] of repos.entries()) {
			const [namespace = "", name = ""] = id.split("/");
			await old
				.insertInto("repos")
				.values({
					pk: String(index).repeat(24),
					type: "model",
					full_id: id,
					namespace,
					name,
					private: isPrivate,
					gated: "false",
					created_at: 1,
					last_modified: 1,
					sha: "",
					search_text: id,
					info: "{}",
					used_storage: 0,
				})
				.execute();
		}
		await old
			.insertInto("repo_redirects")
			.values({ type: "model", from_id: "gone-ns/thing", repo_pk: "4".repeat(24) })
			.execute();
		await old.destroy();

		const db =
			dialect === "sqlite" ? await createDb({ sqlitePath: path }) : await createDb({ url: TEST_POSTGRES_URL, schema });
		cleanups.push(() => db.kysely.destroy());
		const accounts = await db.kysely.selectFrom("accounts").select(["name", "kind"]).orderBy("name_lower").execute();
		expect(accounts).toEqual([
			{ name: "Alice", kind: "user" },
			{ name: "atrium", kind: "org" },
			{ name: "gone-ns", kind: "org" },
			{ name: "moved-to", kind: "org" },
			{ name: "Research-Lab", kind: "org" },
		]);
		expect(await db.kysely.selectFrom("org_members").selectAll().execute()).toEqual([]);
		for (const name of ["atrium", "research-lab", "GONE-NS"])
			await expect(createUser(db.kysely, { name, password: "a-long-password" })).rejects.toMatchObject({
				code: "NameTaken",
			});
	});
});
/* eslint-enable @typescript-eslint/no-explicit-any */
