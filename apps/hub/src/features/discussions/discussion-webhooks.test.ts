import { beforeAll, expect, it } from "vitest";
import { DiscussionCommented, DiscussionCreated } from "@atrium/hub-api";
import { addTestRepo } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { testUser } from "../../testing/writers.ts";
import type { StoredEvent } from "../../webhooks/outbox.ts";
import { discussionIdOf } from "./discussion-webhooks.ts";

describeDialects("discussion events in the webhook outbox", (dialect) => {
	let hub: TestHub;
	const call = async (who: string, method: string, path: string, body?: unknown) =>
		hub.app.request(path, {
			method,
			headers: { ...(await testUser(hub, who)).auth(), "content-type": "application/json" },
			...(body === undefined ? {} : { body: JSON.stringify(body) }),
		});
	/** The outbox rows of thread events, oldest first: scope, action and the stored body. */
	const outbox = async () =>
		(
			await hub.db.kysely
				.selectFrom("webhook_events")
				.select(["scope", "action", "body"])
				.where("scope", "like", "discussion%")
				.orderBy("seq")
				.execute()
		).map((row) => ({ scope: row.scope, action: row.action, body: JSON.parse(row.body) as StoredEvent }));

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		await testUser(hub, "alice");
		await testUser(hub, "bob");
		await addTestRepo(hub, { type: "model", id: "alice/hooked", files: { "a.txt": "one\n" } });
	});

	it("records the opening, comments, a title change, a status change and a hidden comment, in order, with the thread", async () => {
		const repo = await hub.db.kysely
			.selectFrom("repos")
			.select("pk")
			.where("full_id", "=", "alice/hooked")
			.executeTakeFirstOrThrow();
		const base = "/api/models/alice/hooked/discussions";
		const { num } = await readJson(
			await call("bob", "POST", base, { title: "Question", description: "How?" }),
			DiscussionCreated,
		);
		const reply = await readJson(
			await call("alice", "POST", `${base}/${num}/comment`, { comment: "Like this." }),
			DiscussionCommented,
		);
		expect((await call("bob", "POST", `${base}/${num}/title`, { title: "A question" })).status).toBe(200);
		expect((await call("alice", "POST", `${base}/${num}/status`, { status: "closed" })).status).toBe(200);
		expect((await call("alice", "POST", `${base}/${num}/comment/${reply.newMessage.id}/hide`)).status).toBe(200);

		const events = await outbox();
		expect(events.map((event) => `${event.scope} ${event.action}`)).toEqual([
			"discussion create",
			"discussion.comment create",
			"discussion update",
			"discussion update",
			"discussion.comment update",
		]);
		const id = discussionIdOf(repo.pk, num);
		expect(events.every((event) => event.body.discussion?.id === id && event.body.discussion.num === num)).toBe(true);
		expect(events[0]?.body.comment?.content).toBe("How?");
		expect(events[1]?.body.comment).toMatchObject({ id: reply.newMessage.id, content: "Like this.", hidden: false });
		expect(events[2]?.body.discussion?.title).toBe("A question");
		expect(events[3]?.body.discussion?.status).toBe("closed");
		// A hidden comment's text leaves the hub in no payload.
		expect(events[4]?.body.comment).toEqual({ id: reply.newMessage.id, authorId: expect.any(String), hidden: true });
		expect(events[0]?.body.repo.fullId).toBe("alice/hooked");
	});
});
