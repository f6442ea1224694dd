import { readReference, REFERENCE_SKIPPED } from "@atrium/tasks/testing";
import { describe, expect, it } from "vitest";
import { libraryOnlyReason, PROVIDERS, servesAsChat, servesChat, taskRoute } from "./providers.ts";

interface ReferenceProvider {
	id: string;
	baseUrl: string;
	tasks: string[];
}

/** Pairs of the reference the table knowingly does not serve (none today). */
const LEFT_OUT: string[] = [];

describe("the provider table", () => {
	it.skipIf(REFERENCE_SKIPPED)("serves every provider × task of the reference, or leaves it out knowingly", () => {
		const reference = readReference<ReferenceProvider[]>("inference-providers.json");
		const missing: string[] = [];
		for (const { id, baseUrl, tasks } of reference) {
			expect(PROVIDERS[id]?.baseUrl, id).toBe(baseUrl);
			for (const task of tasks) {
				const served =
					task === "conversational"
						? servesChat(id)
						: taskRoute(id, task) !== undefined || libraryOnlyReason(id, task) !== undefined || servesAsChat(id, task);
				if (!served) missing.push(`${id} ${task}`);
			}
		}
		expect(missing).toEqual(LEFT_OUT);
	});

	it.skipIf(REFERENCE_SKIPPED)("serves nothing the reference does not list", () => {
		const reference = readReference<ReferenceProvider[]>("inference-providers.json");
		const listed = new Set(reference.flatMap(({ id, tasks }) => tasks.map((task) => `${id} ${task}`)));
		const extra = Object.values(PROVIDERS).flatMap((provider) =>
			[
				...(provider.chatPath ? ["conversational"] : []),
				...Object.keys(provider.routes),
				...Object.keys(provider.libraryOnly ?? {}),
				...(provider.chatTasks ?? []),
			]
				.map((task) => `${provider.id} ${task}`)
				.filter((pair) => !listed.has(pair)),
		);
		expect(extra).toEqual([]);
	});

	it("never has a task both as a route and library-only, nor served as chat and otherwise", () => {
		for (const provider of Object.values(PROVIDERS)) {
			const both = Object.keys(provider.libraryOnly ?? {}).filter((task) => Object.hasOwn(provider.routes, task));
			expect(both, provider.id).toEqual([]);
			const chatAndMore = (provider.chatTasks ?? []).filter(
				(task) => Object.hasOwn(provider.routes, task) || Object.hasOwn(provider.libraryOnly ?? {}, task),
			);
			expect(chatAndMore, provider.id).toEqual([]);
			if (provider.chatTasks?.length) expect(provider.chatPath, provider.id).toBeDefined();
		}
	});
});
