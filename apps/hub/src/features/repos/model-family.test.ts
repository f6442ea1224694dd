import { afterAll, beforeAll, expect, it } from "vitest";
import { ModelInfo, RepoList } from "@atrium/hub-api";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { MODEL_FAMILY, seedModelFamily } from "../../testing/model-family.ts";

/** An info answer with `expand`: only the fields asked for. */
const Expanded = ModelInfo.partial();

const publicModels = MODEL_FAMILY.filter((model) => !model.private);
const childrenOf = (id: string, models = MODEL_FAMILY) => models.filter((model) => model.bases.includes(id));

/** The model tree over the 32-model fixture: every relation, base list, child count and relation filter. */
describeDialects("the model tree of a 32-model family", (dialect) => {
	let hub: TestHub;
	let owner: TestUser;
	const get = (path: string, user?: TestUser) => hub.app.request(path, { headers: user ? user.auth() : {} });

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		owner = await addTestUser(hub.db, "fam");
		await seedModelFamily(hub);
	}, 120_000);
	afterAll(() => hub.close());

	it("holds at least 30 models over three levels", () => {
		expect(MODEL_FAMILY.length).toBeGreaterThanOrEqual(30);
		const depth = (id: string): number => {
			const bases = MODEL_FAMILY.find((model) => model.id === id)?.bases ?? [];
			return bases.length === 0 ? 0 : 1 + Math.max(...bases.map(depth));
		};
		expect(Math.max(...MODEL_FAMILY.map((model) => depth(model.id)))).toBe(3);
	});

	it("answers expand[]=baseModels with each model's relation and bases", async () => {
		for (const model of MODEL_FAMILY) {
			const info = await readJson(await get(`/api/models/${model.id}?expand[]=baseModels`, owner), Expanded);
			if (!model.relation) {
				expect(info.baseModels, model.id).toBeUndefined();
				continue;
			}
			expect(info.baseModels?.relation, model.id).toBe(model.relation);
			expect(info.baseModels?.models.map((base) => base.id).sort(), model.id).toEqual([...model.bases].sort());
		}
	});

	it("counts the children each caller may read", async () => {
		for (const model of publicModels) {
			const anonymous = await readJson(await get(`/api/models/${model.id}?expand[]=childrenModelCount`), Expanded);
			expect(anonymous.childrenModelCount, model.id).toBe(childrenOf(model.id, publicModels).length);
			const own = await readJson(await get(`/api/models/${model.id}?expand[]=childrenModelCount`, owner), Expanded);
			expect(own.childrenModelCount, model.id).toBe(childrenOf(model.id).length);
		}
		expect(childrenOf("fam/llama-7b").length).toBe(4);
	});

	it("lists each base's children by relation (filter=base_model:{relation}:{id}), private ones for their owner only", async () => {
		const pairs = new Set(
			MODEL_FAMILY.flatMap((model) => model.bases.map((base) => `base_model:${model.relation}:${base}`)),
		);
		expect(pairs.size).toBeGreaterThan(20);
		for (const filter of pairs) {
			const [, relation, base] = /^base_model:([a-z]+):(.+)$/.exec(filter) ?? [];
			const expected = (models: typeof MODEL_FAMILY) =>
				models
					.filter((model) => model.relation === relation && model.bases.includes(base ?? ""))
					.map((model) => model.id)
					.sort();
			const path = `/api/models?filter=${encodeURIComponent(filter)}`;
			expect((await readJson(await get(path), RepoList)).map((item) => item.id).sort(), filter).toEqual(
				expected(publicModels),
			);
			expect((await readJson(await get(path, owner), RepoList)).map((item) => item.id).sort(), filter).toEqual(
				expected(MODEL_FAMILY),
			);
		}
	});
});
