import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createDb } from "../db/create-db.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import { runAtrium } from "../testing/atrium-process.ts";
import { createTestDatabase } from "../testing/test-postgres.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { findAccount } from "./accounts.repository.ts";
import { listMembers } from "./orgs.repository.ts";

let directory: string;

beforeAll(async () => {
	directory = await mkdtemp(join(tmpdir(), "atrium-accounts-cli-"));
});
afterAll(async () => {
	await rm(directory, { recursive: true, force: true });
});

describeDialects("atrium users / tokens / import --private", (dialect) => {
	let data: string;
	let env: Record<string, string> = {};
	let drop: (() => Promise<void>) | undefined;
	beforeAll(async () => {
		data = join(directory, dialect);
		if (dialect === "postgres") {
			const database = await createTestDatabase();
			env = { DATABASE_URL: database.url };
			drop = database.drop;
		}
	});
	afterAll(async () => {
		await drop?.();
	});

	it("adds users, makes tokens, imports a private repo that only its owner's token reads", async () => {
		const added = await runAtrium(
			["users", "add", "alice", "--email", "a@example.org", "--password-stdin", "--data", data],
			{
				input: "correct horse battery\n",
				env,
			},
		);
		expect(added.stderr).toBe("Created user alice (admin)\n");
		expect(added.code).toBe(0);
		expect(added.stdout).toBe("");
		const second = await runAtrium(["users", "add", "bob", "--password-stdin", "--data", data], {
			input: "bob's password",
			env,
		});
		expect(second).toMatchObject({ code: 0, stderr: "Created user bob\n" });

		const token = await runAtrium(
			["tokens", "create", "alice", "--role", "read", "--token-name", "laptop", "--data", data],
			{ env },
		);
		expect(token.code).toBe(0);
		expect(token.stdout).toMatch(/^hf_[0-9A-Za-z]{34}\n$/);
		const bobToken = await runAtrium(["tokens", "create", "bob", "--data", data], { env });
		expect(bobToken.stdout).toMatch(/^hf_[0-9A-Za-z]{34}\n$/);

		const folder = join(directory, `model-${dialect}`);
		await mkdir(folder, { recursive: true });
		await writeFile(join(folder, "config.json"), '{"model_type":"bert"}');
		const imported = await runAtrium(["import", folder, "--repo", "alice/secret", "--private", "--data", data], {
			env,
		});
		expect(imported.stdout).toMatch(/^Committed alice\/secret at [0-9a-f]{40} \(private\)\n$/);

		// Open the same database in-process and ask as each caller.
		const db = await createDb(
			dialect === "postgres" ? { url: env.DATABASE_URL } : { sqlitePath: join(data, "atrium.db") },
		);
		try {
			const app = createApp({ db, storage: new FsBlobStorage(join(data, "files")), config: {} });
			const as = (secret?: string): Promise<Response> =>
				Promise.resolve(
					app.request("/api/models/alice/secret", secret ? { headers: { authorization: `Bearer ${secret}` } } : {}),
				);
			expect((await as()).status).toBe(401);
			expect((await as(bobToken.stdout.trim())).status).toBe(404);
			expect((await as(token.stdout.trim())).status).toBe(200);
			const me = await app.request("/api/whoami-v2", { headers: { authorization: `Bearer ${token.stdout.trim()}` } });
			expect(await me.json()).toMatchObject({
				name: "alice",
				email: "a@example.org",
				auth: { accessToken: { displayName: "laptop", role: "read" } },
			});
		} finally {
			await db.kysely.destroy();
		}
	}, 180_000);

	it("refuses bad input with one line and a non-zero status", async () => {
		const cases: [string[], string, RegExp][] = [
			[
				["users", "add", "alice", "--password-stdin"],
				"another password",
				/^atrium: The name "alice" is taken: a user of that name exists[^\n]*Choose another name\.\n$/,
			],
			[["users", "add", "carol", "--password-stdin"], "\n", /^atrium: the password on stdin is empty\n$/],
			[["users", "add", "carol", "--password-stdin"], "short", /^atrium: The password is too short[^\n]*\n$/],
			[["users", "add", "carol"], "whatever-long", /^atrium: users add needs --password-stdin[^\n]*\n$/],
			[["users", "add", "bad name", "--password-stdin"], "long enough", /^atrium: Invalid name[^\n]*\n$/],
			[["tokens", "create", "nobody"], "", /^atrium: unknown user nobody\n$/],
			[["tokens", "create", "alice", "--role", "admin"], "", /^atrium: A token's role is one of read, write[^\n]*\n$/],
		];
		for (const [args, input, message] of cases) {
			const result = await runAtrium([...args, "--data", data], { input, env });
			expect(result.code, args.join(" ")).toBe(1);
			expect(result.stderr, args.join(" ")).toMatch(message);
			expect(result.stdout).toBe("");
		}
	}, 180_000);

	it("import into a namespace nobody owns creates its organization, which users add then refuses", async () => {
		const folder = join(directory, `lab-${dialect}`);
		await mkdir(folder, { recursive: true });
		await writeFile(join(folder, "config.json"), '{"model_type":"bert"}');
		const imported = await runAtrium(["import", folder, "--repo", "lab-cli/secret", "--private", "--data", data], {
			env,
		});
		expect(imported.code).toBe(0);
		expect(imported.stdout).toMatch(
			/^Created organization lab-cli, administered by the site admins\nCommitted lab-cli\/secret at [0-9a-f]{40} \(private\)\n$/,
		);
		for (const name of ["lab-cli", "LAB-CLI"]) {
			const taken = await runAtrium(["users", "add", name, "--password-stdin", "--data", data], {
				input: "a-long-password",
				env,
			});
			expect(taken.code).toBe(1);
			expect(taken.stderr).toMatch(
				new RegExp(`^atrium: The name "${name}" is taken: an organization of that name exists`),
			);
		}

		const owned = await runAtrium(["import", folder, "--repo", "team-cli/model", "--owner", "bob", "--data", data], {
			env,
		});
		expect(owned.code).toBe(0);
		expect(owned.stdout).toMatch(/^Created organization team-cli, administered by the site admins and bob\n/);
		const again = await runAtrium(["import", folder, "--repo", "team-cli/other", "--owner", "bob", "--data", data], {
			env,
		});
		expect([again.code, again.stderr]).toEqual([
			1,
			"atrium: --owner is for a namespace nobody owns yet: team-cli is already an organization\n",
		]);
		const unknown = await runAtrium(["import", folder, "--repo", "x-cli/model", "--owner", "nobody", "--data", data], {
			env,
		});
		expect([unknown.code, unknown.stderr]).toEqual([1, "atrium: unknown user nobody\n"]);

		const db = await createDb(
			dialect === "postgres" ? { url: env.DATABASE_URL } : { sqlitePath: join(data, "atrium.db") },
		);
		try {
			const org = await findAccount(db.kysely, "team-cli");
			expect(await listMembers(db.kysely, org?.pk ?? "")).toMatchObject([{ name: "bob", role: "admin" }]);
			expect(await findAccount(db.kysely, "x-cli")).toBeUndefined();
			expect(
				await db.kysely.selectFrom("repos").select("private").where("full_id", "=", "lab-cli/secret").execute(),
			).toEqual([{ private: 1 }]);
		} finally {
			await db.kysely.destroy();
		}
	}, 180_000);
});
