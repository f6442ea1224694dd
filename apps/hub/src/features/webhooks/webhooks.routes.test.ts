import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { WebhookAnswer, WebhookDeliveryAnswer, WebhookDeliveryList, WebhookList } from "@atrium/hub-api";
import { moveRef } from "../../commits/ref-cas.ts";
import { createCommit } from "../../commits/create-commit.ts";
import { fileFromBytes } from "../../commits/commit-file.ts";
import { createOrg } from "../../auth/orgs.repository.ts";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { startReceiver, type TestReceiver } from "../../testing/webhook-receiver.ts";
import { parseAllowedHosts } from "../../webhooks/address-guard.ts";
import { WebhookDelivery } from "../../webhooks/delivery-worker.ts";

/**
 * The payload model of huggingface_hub (`_webhooks_payload.py`, v1.28.0: `WebhookPayload` and its
 * parts), field names and types, written again here: what every delivery must parse as.
 */
const Url = z.object({ web: z.string(), api: z.string().nullable().optional() });
const ObjectId = z.object({ id: z.string() });
const ClientPayload = z.object({
	event: z.object({ action: z.enum(["create", "delete", "move", "update"]), scope: z.string() }),
	repo: ObjectId.extend({
		owner: ObjectId,
		name: z.string(),
		private: z.boolean(),
		subdomain: z.string().nullable().optional(),
		tags: z.array(z.string()).nullable().optional(),
		type: z.enum(["dataset", "model", "space"]),
		url: Url,
	}),
	discussion: ObjectId.extend({
		num: z.number().int(),
		author: ObjectId,
		url: Url,
		title: z.string(),
		isPullRequest: z.boolean(),
		status: z.enum(["closed", "draft", "open", "merged"]),
		changes: z.object({ base: z.string(), mergeCommitId: z.string().nullable().optional() }).nullable().optional(),
		pinned: z.boolean().nullable().optional(),
	})
		.nullable()
		.optional(),
	comment: ObjectId.extend({
		author: ObjectId,
		hidden: z.boolean(),
		content: z.string().nullable().optional(),
		url: Url,
	})
		.nullable()
		.optional(),
	webhook: ObjectId.extend({ version: z.literal(3) }),
	movedTo: z.object({ name: z.string(), owner: ObjectId }).nullable().optional(),
	updatedRefs: z
		.array(z.object({ ref: z.string(), oldSha: z.string().nullable(), newSha: z.string().nullable() }))
		.nullable()
		.optional(),
});
type ClientPayload = z.infer<typeof ClientPayload> & {
	updatedConfig?: { private?: boolean };
	repo: { headSha: string };
};

describeDialects("webhooks", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;
	let receiver: TestReceiver;
	let worker: WebhookDelivery;
	const clock = { now: Date.now() };

	const call = async (user: TestUser | undefined, method: string, path: string, body?: unknown): Promise<Response> =>
		hub.app.request(path, {
			method,
			headers: { ...(user ? user.auth() : {}), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
			...(body !== undefined ? { body: JSON.stringify(body) } : {}),
		});
	const commit = (id: string, files: Record<string, string>): Promise<unknown> =>
		createCommit(hub, {
			type: "model",
			repoId: id,
			title: `change ${id}`,
			files: Object.entries(files).map(([path, content]) => fileFromBytes(path, content)),
		});
	/** The payloads received so far, parsed with the client's model. */
	const payloads = (): ClientPayload[] =>
		receiver.requests.map((r) => {
			const body = JSON.parse(r.body) as ClientPayload;
			ClientPayload.parse(body);
			return body;
		});
	const createHook = async (user: TestUser, body: Record<string, unknown>) =>
		(await readJson(await call(user, "POST", "/api/settings/webhooks", body), WebhookAnswer)).webhook;

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		alice = await addTestUser(hub.db, "alice");
		bob = await addTestUser(hub.db, "bob");
		receiver = await startReceiver();
		worker = new WebhookDelivery({
			db: hub.db,
			baseUrl: () => "https://hub.example.org",
			allowed: parseAllowedHosts("127.0.0.1"),
			now: () => clock.now,
			backoffBaseMs: 60_000,
			maxAttempts: 3,
		});
	});
	afterAll(async () => {
		await receiver.close();
		await hub.close();
	});

	it("manages webhooks in the shapes huggingface_hub reads, for their owner only", async () => {
		const created = await createHook(alice, {
			watched: [{ type: "user", name: "alice" }],
			url: "https://example.org/hook",
			domains: ["repo", "discussions"],
			secret: "s3cret",
		});
		expect(created).toMatchObject({
			url: "https://example.org/hook",
			watched: [{ type: "user", name: "alice" }],
			domains: ["repo", "discussion"],
			secret: "s3cret",
			disabled: false,
		});
		expect(created.id).toMatch(/^[0-9a-f]{24}$/);
		const listed = await readJson(await call(alice, "GET", "/api/settings/webhooks"), WebhookList);
		expect(listed.map((hook) => hook.id)).toEqual([created.id]);
		expect(await readJson(await call(bob, "GET", "/api/settings/webhooks"), WebhookList)).toEqual([]);
		const path = `/api/settings/webhooks/${created.id}`;
		expect((await readJson(await call(alice, "GET", path), WebhookAnswer)).webhook.id).toBe(created.id);
		const updated = await readJson(
			await call(alice, "POST", path, {
				watched: [{ type: "model", name: "alice/x" }],
				url: "https://example.org/2",
				secret: null,
			}),
			WebhookAnswer,
		);
		expect(updated.webhook).toMatchObject({
			url: "https://example.org/2",
			secret: null,
			watched: [{ type: "model", name: "alice/x" }],
		});
		expect((await readJson(await call(alice, "POST", `${path}/disable`), WebhookAnswer)).webhook.disabled).toBe(true);
		expect((await readJson(await call(alice, "POST", `${path}/enable`), WebhookAnswer)).webhook.disabled).toBe(false);
		// Someone else's webhook answers like a missing one; a read token changes nothing.
		for (const [method, suffix] of [
			["GET", ""],
			["POST", "/disable"],
			["DELETE", ""],
			["GET", "/deliveries"],
		] as const) {
			const answer = await call(bob, method, `${path}${suffix}`);
			expect(answer.status).toBe(404);
			expect(answer.headers.get("x-error-code")).toBe("WebhookNotFound");
		}
		const readOnly = await hub.app.request("/api/settings/webhooks", { headers: alice.auth("read") });
		expect(readOnly.status).toBe(403);
		expect((await hub.app.request("/api/settings/webhooks")).status).toBe(401);
		expect((await call(alice, "DELETE", path)).status).toBe(200);
		expect((await call(alice, "GET", path)).status).toBe(404);
	});

	it("refuses bad bodies with InvalidWebhook and writes nothing", async () => {
		for (const body of [
			{ watched: [], url: "https://example.org/" },
			{ watched: [{ type: "user", name: "alice" }], url: "ftp://example.org/" },
			{ watched: [{ type: "user", name: "alice" }], url: "https://u:p@example.org/" },
			{ watched: [{ type: "repo", name: "alice/x" }], url: "https://example.org/" },
			{ watched: [{ type: "user", name: "alice" }], url: "https://example.org/", domains: ["everything"] },
			{ watched: [{ type: "user", name: "alice" }], url: "https://example.org/", secret: "a\nb" },
			{ watched: [{ type: "user", name: "alice" }], jobSourceId: "job" },
		]) {
			const answer = await call(alice, "POST", "/api/settings/webhooks", body);
			expect(answer.status, JSON.stringify(body)).toBe(400);
		}
		expect(await readJson(await call(alice, "GET", "/api/settings/webhooks"), WebhookList)).toEqual([]);
	});

	it("delivers repository events in order, with the secret, in the client's payload model", async () => {
		await worker.runOnce(); // events of the setup, watched by nobody
		const hook = await createHook(alice, {
			watched: [{ type: "user", name: "alice" }],
			url: receiver.url,
			secret: "s3cret",
		});
		await createHook(bob, { watched: [{ type: "user", name: "bob" }], url: receiver.url, domains: ["discussion"] });
		const created = await call(alice, "POST", "/api/repos/create", { name: "ordered" });
		expect(created.status).toBe(200);
		await commit("alice/ordered", { "a.txt": "1" });
		await commit("alice/ordered", { "a.txt": "2" });
		const round = await worker.runOnce();
		expect(round.delivered).toBe(4);
		const got = payloads();
		expect(got.map((p) => `${p.event.scope}/${p.event.action}`)).toEqual([
			"repo/create",
			"repo.content/update",
			"repo.content/update",
			"repo.content/update",
		]);
		for (const request of receiver.requests) {
			expect(request.headers["x-webhook-secret"]).toBe("s3cret");
			expect(request.headers["content-type"]).toBe("application/json");
		}
		const repo = await hub.db.kysely
			.selectFrom("repos")
			.selectAll()
			.where("full_id", "=", "alice/ordered")
			.executeTakeFirstOrThrow();
		const last = got[3] as ClientPayload;
		expect(last.repo).toMatchObject({
			type: "model",
			name: "alice/ordered",
			id: repo.pk,
			private: false,
			owner: { id: alice.user.pk },
			url: { web: "https://hub.example.org/alice/ordered", api: "https://hub.example.org/api/models/alice/ordered" },
			headSha: repo.sha,
		});
		expect(last.webhook).toEqual({ id: hook.id, version: 3 });
		// Each ref move names the previous head, so the receiver sees a chain.
		const refs = got.slice(1).map((p) => p.updatedRefs?.[0]);
		expect(refs[0]).toMatchObject({ ref: "refs/heads/main", oldSha: null });
		expect(refs[1]?.oldSha).toBe(refs[0]?.newSha);
		expect(refs[2]?.oldSha).toBe(refs[1]?.newSha);
		expect(refs[2]?.newSha).toBe(repo.sha);
		const log = await readJson(
			await call(alice, "GET", `/api/settings/webhooks/${hook.id}/deliveries`),
			WebhookDeliveryList,
		);
		expect(log.deliveries.map((d) => [d.status, d.attempts, d.responseStatus])).toEqual(
			Array(4).fill(["delivered", 1, 200]),
		);
	});

	it("retries after the receiver fails, holding later events of the repository until the first is through", async () => {
		receiver.requests.length = 0;
		receiver.answers.push(500);
		await commit("alice/ordered", { "a.txt": "3" });
		await commit("alice/ordered", { "a.txt": "4" });
		const first = await worker.runOnce();
		expect(first).toMatchObject({ delivered: 0, failedAttempts: 1 });
		expect(receiver.requests).toHaveLength(1);
		// Not due yet: nothing is sent until the clock passes the backoff.
		expect((await worker.runOnce()).failedAttempts + (await worker.runOnce()).delivered).toBe(0);
		clock.now += 60_000;
		expect((await worker.runOnce()).delivered).toBe(2);
		const got = payloads();
		expect(got).toHaveLength(3);
		expect(got[0]?.updatedRefs).toEqual(got[1]?.updatedRefs);
		expect(got[2]?.updatedRefs?.[0]?.oldSha).toBe(got[1]?.updatedRefs?.[0]?.newSha);
	});

	it("gives up after maxAttempts and moves on; a replay sends the same payload again", async () => {
		receiver.requests.length = 0;
		receiver.answers.push(500, 500, 500);
		await commit("alice/ordered", { "a.txt": "5" });
		await worker.runOnce();
		clock.now += 60_000;
		await worker.runOnce();
		clock.now += 120_000;
		await worker.runOnce();
		expect(receiver.requests).toHaveLength(3);
		const [hook] = await readJson(await call(alice, "GET", "/api/settings/webhooks"), WebhookList);
		const log = await readJson(
			await call(alice, "GET", `/api/settings/webhooks/${hook?.id}/deliveries?limit=1`),
			WebhookDeliveryList,
		);
		const failed = log.deliveries[0];
		expect(failed).toMatchObject({ status: "failed", attempts: 3, responseStatus: 500, error: "answered 500" });
		const replay = await readJson(
			await call(alice, "POST", `/api/settings/webhooks/${hook?.id}/deliveries/${failed?.id}/replay`),
			WebhookDeliveryAnswer,
			201,
		);
		expect(replay.delivery).toMatchObject({ status: "pending", replayOf: failed?.id, payload: failed?.payload });
		expect((await worker.runOnce()).delivered).toBe(1);
		expect(receiver.requests[3]?.body).toBe(receiver.requests[0]?.body);
		const missing = await call(alice, "POST", `/api/settings/webhooks/${hook?.id}/deliveries/${"0".repeat(24)}/replay`);
		expect(missing.headers.get("x-error-code")).toBe("WebhookDeliveryNotFound");
	});

	it("sends nothing after disable, and nothing for a change that rolled back", async () => {
		receiver.requests.length = 0;
		const [hook] = await readJson(await call(alice, "GET", "/api/settings/webhooks"), WebhookList);
		await call(alice, "POST", `/api/settings/webhooks/${hook?.id}/disable`);
		await commit("alice/ordered", { "a.txt": "6" });
		expect(await worker.runOnce()).toMatchObject({ fannedOut: 1, delivered: 0 });
		await call(alice, "POST", `/api/settings/webhooks/${hook?.id}/enable`);
		const repo = await hub.db.kysely
			.selectFrom("repos")
			.selectAll()
			.where("full_id", "=", "alice/ordered")
			.executeTakeFirstOrThrow();
		await expect(
			hub.db.kysely.transaction().execute(async (trx) => {
				await moveRef(trx, repo, "branch", "side", null, repo.sha);
				throw new Error("rolled back after the ref moved");
			}),
		).rejects.toThrow("rolled back");
		// A stale parent: the engine's compare-and-swap refuses, and nothing is recorded.
		const stale = await hub.app.request("/api/models/alice/ordered/commit/main", {
			method: "POST",
			headers: { ...alice.auth(), "content-type": "application/x-ndjson" },
			body: [
				JSON.stringify({ key: "header", value: { summary: "late", parentCommit: "0".repeat(40) } }),
				JSON.stringify({ key: "file", value: { path: "b.txt", content: "eA==", encoding: "base64" } }),
			].join("\n"),
		});
		expect(stale.status).toBeGreaterThanOrEqual(400);
		expect(await hub.db.kysely.selectFrom("webhook_events").selectAll().execute()).toEqual([]);
		expect(await worker.runOnce()).toMatchObject({ fannedOut: 0, delivered: 0 });
		expect(receiver.requests).toHaveLength(0);
	});

	it("reports visibility changes, moves and deletions", async () => {
		receiver.requests.length = 0;
		expect((await call(alice, "PUT", "/api/models/alice/ordered/settings", { private: true })).status).toBe(200);
		expect(
			(await call(alice, "POST", "/api/repos/move", { fromRepo: "alice/ordered", toRepo: "alice/renamed" })).status,
		).toBe(200);
		expect((await call(alice, "DELETE", "/api/repos/delete", { name: "renamed" })).status).toBe(200);
		for (let round = 0; round < 3; round++) await worker.runOnce();
		const got = payloads();
		expect(got.map((p) => `${p.event.scope}/${p.event.action}`)).toEqual([
			"repo.config/update",
			"repo/move",
			"repo/delete",
		]);
		expect(got[0]?.updatedConfig).toEqual({ private: true });
		expect(got[0]?.repo.private).toBe(true);
		expect(got[1]?.movedTo).toEqual({ name: "alice/renamed", owner: { id: alice.user.pk } });
		expect(got[2]?.repo.name).toBe("alice/renamed");
	});

	it("sends a private repository's events only to webhooks whose owner can read it", async () => {
		receiver.requests.length = 0;
		const spy = await createHook(bob, { watched: [{ type: "user", name: "alice" }], url: receiver.url, secret: "bob" });
		await commit("alice/secret-model", { "a.txt": "1" });
		await hub.db.kysely.updateTable("repos").set({ private: 1 }).where("full_id", "=", "alice/secret-model").execute();
		await worker.runOnce();
		expect(receiver.requests.map((r) => r.headers["x-webhook-secret"])).toEqual(["s3cret", "s3cret"]);
		const log = await readJson(
			await call(bob, "GET", `/api/settings/webhooks/${spy.id}/deliveries`),
			WebhookDeliveryList,
		);
		expect(log.deliveries.map((d) => d.status)).toEqual(["skipped", "skipped"]);
		expect(log.deliveries[0]?.error).toMatch(/cannot read/);
	});

	it("delivers discussion events in the client's discussion and comment models, and never a comment hidden before delivery's text", async () => {
		expect((await call(alice, "POST", "/api/repos/create", { name: "talk" })).status).toBe(200);
		await worker.runOnce();
		receiver.requests.length = 0;
		await createHook(alice, {
			watched: [{ type: "model", name: "alice/talk" }],
			url: receiver.url,
			domains: ["discussion"],
			secret: "talk",
		});
		const opened = await call(bob, "POST", "/api/models/alice/talk/discussions", {
			title: "A question",
			description: "Does it work?",
		});
		expect(opened.status).toBe(200);
		const { num } = (await opened.json()) as { num: number };
		const said = await call(bob, "POST", `/api/models/alice/talk/discussions/${num}/comment`, {
			comment: "rude words",
		});
		const { newMessage } = (await said.json()) as { newMessage: { id: string } };
		expect(
			(await call(alice, "POST", `/api/models/alice/talk/discussions/${num}/comment/${newMessage.id}/hide`)).status,
		).toBe(200);
		await worker.runOnce();
		const got = payloads().filter((_, i) => receiver.requests[i]?.headers["x-webhook-secret"] === "talk");
		expect(got[0]?.event).toEqual({ action: "create", scope: "discussion" });
		for (const payload of got) {
			expect(payload.repo.name).toBe("alice/talk");
			expect(payload.discussion).toMatchObject({ num, title: "A question", isPullRequest: false, status: "open" });
		}
		const comments = got.filter((payload) => payload.event.scope === "discussion.comment");
		// The comment, then its hiding: hidden before they went out, neither carries its text.
		expect(comments.map((payload) => [payload.event.action, payload.comment?.id, payload.comment?.hidden])).toEqual([
			["create", newMessage.id, true],
			["update", newMessage.id, true],
		]);
		expect(receiver.requests.some((request) => request.body.includes("rude words"))).toBe(false);
	});

	it("delivers only the domains a webhook asks for, follows a watched organization, and doubles the wait between attempts", async () => {
		const dana = await addTestUser(hub.db, "dana");
		await createOrg(hub.db.kysely, { name: "labs", creatorPk: dana.user.pk });
		await worker.runOnce();
		receiver.requests.length = 0;
		const watched = [{ type: "org", name: "labs" }];
		await createHook(dana, { watched, url: receiver.url, domains: ["repo"], secret: "repo-only" });
		await createHook(dana, { watched, url: receiver.url, domains: ["discussion"], secret: "talk-only" });
		await commit("labs/kit", { "a.txt": "1" });
		await commit("alice/elsewhere", { "a.txt": "1" });
		// Opened without a description: still announced as created; its first comment comes later as a comment.
		const opened = await call(bob, "POST", "/api/models/labs/kit/discussions", { title: "Hello", description: "" });
		expect(opened.status).toBe(200);
		const { num } = (await opened.json()) as { num: number };
		expect((await call(bob, "POST", `/api/models/labs/kit/discussions/${num}/comment`, { comment: "hi" })).status).toBe(
			200,
		);
		await worker.runOnce();
		const seen = (secret: string) =>
			payloads()
				.filter((_, i) => receiver.requests[i]?.headers["x-webhook-secret"] === secret)
				.map((p) => `${p.repo.name} ${p.event.scope}/${p.event.action}`);
		expect(seen("repo-only")).toEqual(["labs/kit repo/create", "labs/kit repo.content/update"]);
		expect(seen("talk-only")).toEqual(["labs/kit discussion/create", "labs/kit discussion.comment/create"]);

		// Two failures in a row: the second waits twice the first's backoff (60 s, then 120 s).
		receiver.requests.length = 0;
		receiver.answers.push(500, 500);
		await commit("labs/kit", { "a.txt": "2" });
		expect((await worker.runOnce()).failedAttempts).toBe(1);
		clock.now += 60_000;
		expect((await worker.runOnce()).failedAttempts).toBe(1);
		clock.now += 60_000;
		expect(await worker.runOnce()).toMatchObject({ delivered: 0, failedAttempts: 0 });
		clock.now += 60_000;
		expect((await worker.runOnce()).delivered).toBe(1);
		expect(receiver.requests).toHaveLength(3);
	});
});
