import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, expect, it } from "vitest";
import { createRepo } from "../commits/create-repo.ts";
import { readEnvironment } from "../environment.ts";
import { openHub } from "../main.ts";
import { addTestUser } from "../testing/accounts.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { killSpawnedHubs, signalGroup, spawnHub } from "../testing/spawn-hub.ts";
import { createTestDatabase } from "../testing/test-postgres.ts";
import { startReceiver } from "../testing/webhook-receiver.ts";

/**
 * The outbox survives a SIGKILL: a hub killed after a change committed, while its first event is on
 * the wire (the receiver holds the request) and the next one not sent yet, delivers both after a
 * restart, in order (at least once: the interrupted delivery is sent again once its lease lapses).
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(() => killSpawnedHubs());
afterAll(async () => {
	for (const cleanup of cleanups.reverse()) await cleanup();
});

describeDialects("webhook delivery across a SIGKILL", (dialect) => {
	it("loses no event committed before the kill", { timeout: 60_000 }, async () => {
		const data = await mkdtemp(join(tmpdir(), "atrium-webhooks-"));
		cleanups.push(() => rm(data, { recursive: true, force: true }));
		const env: Record<string, string> = {
			ATRIUM_WORKERS: "1",
			ATRIUM_WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
			ATRIUM_WEBHOOK_TIMEOUT_MS: "500",
		};
		if (dialect === "postgres") {
			const database = await createTestDatabase();
			cleanups.push(database.drop);
			env.DATABASE_URL = database.url;
		}
		const setup = await openHub({ data }, readEnvironment(env));
		const alice = await addTestUser(setup.db, "alice");
		// One repository (nobody's webhook watches it), so serve does not load the sample catalogue.
		await createRepo(setup, { type: "model", id: "elsewhere/setup" });
		await setup.db.kysely.destroy();
		const receiver = await startReceiver();
		cleanups.push(() => receiver.close());
		receiver.hold = true;

		const first = await spawnHub(data, env);
		const post = (base: string, path: string, body: unknown): Promise<Response> =>
			fetch(`${base}${path}`, {
				method: "POST",
				headers: { ...alice.auth(), "content-type": "application/json" },
				body: JSON.stringify(body),
			});
		const hook = await post(first.url, "/api/settings/webhooks", {
			watched: [{ type: "user", name: "alice" }],
			url: receiver.url,
			secret: "crash",
		});
		expect(hook.status).toBe(200);
		expect((await post(first.url, "/api/repos/create", { name: "crash" })).status).toBe(200);
		const interrupted = await receiver.request(1);
		signalGroup(first, "SIGKILL");
		await first.exited;
		receiver.hold = false;

		const second = await spawnHub(data, env);
		const [again, next] = [await receiver.request(2), await receiver.request(3)];
		expect(again.body).toBe(interrupted.body);
		const events = [again, next].map((request) => (JSON.parse(request.body) as { event: unknown }).event);
		expect(events).toEqual([
			{ action: "create", scope: "repo" },
			{ action: "update", scope: "repo.content" },
		]);
		expect(next.headers["x-webhook-secret"]).toBe("crash");
		signalGroup(second, "SIGTERM");
		await second.exited;
	});
});
