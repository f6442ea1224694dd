import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAtrium, serveAtrium, type ServedAtrium } from "../testing/atrium-process.ts";
import { createTestDatabase, postgresReachable } from "../testing/test-postgres.ts";

const postgres = await postgresReachable();

describe.skipIf(!postgres)("two hub processes on one PostgreSQL database", () => {
	let directory: string;
	let drop: () => Promise<void>;
	let env: Record<string, string>;
	const hubs: ServedAtrium[] = [];

	beforeAll(async () => {
		directory = await mkdtemp(join(tmpdir(), "atrium-two-hubs-"));
		const database = await createTestDatabase();
		drop = database.drop;
		env = { DATABASE_URL: database.url };
		const data = join(directory, "first");
		const added = await runAtrium(["users", "add", "alice", "--password-stdin", "--data", data], {
			env,
			input: "alice-password",
		});
		expect(added.code).toBe(0);
		// One repository, so neither process loads the sample catalogue at start.
		const folder = join(directory, "model");
		await mkdir(folder);
		await writeFile(join(folder, "config.json"), "{}");
		expect(
			(await runAtrium(["import", folder, "--repo", "alice/private", "--private", "--data", data], { env })).code,
		).toBe(0);
		hubs.push(await serveAtrium(["--data", data], env), await serveAtrium(["--data", join(directory, "second")], env));
	}, 120_000);

	afterAll(async () => {
		for (const hub of hubs) await hub.stop();
		await drop?.();
		await rm(directory, { recursive: true, force: true });
	});

	it("shares sessions, and a revoked token is refused by both at once", async () => {
		const [first, second] = hubs;
		if (!first || !second) throw new Error("the hubs did not start");
		const signin = await fetch(`${first.url}/api/auth/signin`, {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ name: "alice", password: "alice-password" }),
		});
		expect(signin.status).toBe(200);
		const session =
			signin.headers
				.getSetCookie()
				.find((line) => line.startsWith("atrium_session="))
				?.split(";")[0] ?? "";
		expect(session).toMatch(/^atrium_session=s_/);
		const csrf = "atrium_csrf=two-processes-csrf-token";
		const cookie = `${session}; ${csrf}`;
		for (const hub of hubs) {
			const me = await fetch(`${hub.url}/api/whoami-v2`, { headers: { cookie } });
			expect(me.status, hub.url).toBe(200);
			expect(await me.json()).toMatchObject({ name: "alice", auth: { type: "session" } });
		}

		// A token made through the second process works on both; revoked through the first, both refuse it.
		const created = await fetch(`${second.url}/api/settings/tokens`, {
			method: "POST",
			headers: { cookie, "x-csrf-token": "two-processes-csrf-token", "content-type": "application/json" },
			body: JSON.stringify({ name: "shared", role: "read" }),
		});
		expect(created.status).toBe(201);
		const { id, token } = (await created.json()) as { id: string; token: string };
		for (const hub of hubs) {
			const info = await fetch(`${hub.url}/api/models/alice/private`, {
				headers: { authorization: `Bearer ${token}` },
			});
			expect(info.status, hub.url).toBe(200);
		}
		const revoked = await fetch(`${first.url}/api/settings/tokens/${id}`, {
			method: "DELETE",
			headers: { cookie, "x-csrf-token": "two-processes-csrf-token" },
		});
		expect(revoked.status).toBe(200);
		for (const hub of hubs) {
			const info = await fetch(`${hub.url}/api/models/alice/private`, {
				headers: { authorization: `Bearer ${token}` },
			});
			expect(info.status, hub.url).toBe(401);
			expect(info.headers.get("x-error-message")).toBe("Invalid credentials in Authorization header");
		}

		// Signing out on the second ends the session on the first.
		await fetch(`${second.url}/api/auth/signout`, {
			method: "POST",
			headers: { cookie, "x-csrf-token": "two-processes-csrf-token" },
		});
		expect((await fetch(`${first.url}/api/whoami-v2`, { headers: { cookie } })).status).toBe(401);
	});
});
