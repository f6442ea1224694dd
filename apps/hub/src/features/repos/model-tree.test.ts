import { afterAll, beforeAll, expect, it } from "vitest";
import { ModelInfo, RepoList } from "@atrium/hub-api";

/** An info answer with `expand`: only the fields asked for. */
const Expanded = ModelInfo.partial();
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";

const card = (front: string): string => `---\n${front}\n---\n# Model\n`;

describeDialects("the model tree", (dialect) => {
	let hub: TestHub;
	let owner: TestUser;
	const get = (path: string, user?: TestUser) => hub.app.request(path, { headers: user ? user.auth() : {} });

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		owner = await addTestUser(hub.db, "tree");
		await addTestRepo(hub, { type: "model", id: "tree/base", files: { "README.md": card("license: mit") } });
		await addTestRepo(hub, {
			type: "model",
			id: "tree/lora",
			files: { "README.md": card("base_model: tree/base"), "adapter_config.json": "{}" },
		});
		await addTestRepo(hub, {
			type: "model",
			id: "tree/q4",
			files: { "README.md": card("base_model: tree/base"), "model-Q4_K_M.gguf": "GGUF" },
		});
		await addTestRepo(hub, {
			type: "model",
			id: "tree/tuned",
			files: { "README.md": card("base_model: tree/base\nbase_model_relation: finetune") },
		});
		await addTestRepo(hub, {
			type: "model",
			id: "tree/merged",
			files: { "README.md": card("base_model: [tree/base, tree/tuned]") },
		});
		await addTestRepo(hub, {
			type: "model",
			id: "tree/secret-child",
			files: { "README.md": card("base_model: tree/base") },
			private: true,
		});
	});
	afterAll(() => hub.close());

	it("tags each child with its relation to each base, inferred as the public hub does or as the card says", async () => {
		const relations: Record<string, string> = {};
		for (const id of ["tree/lora", "tree/q4", "tree/tuned", "tree/merged"]) {
			const info = await readJson(await get(`/api/models/${id}?expand[]=baseModels&expand[]=tags`), Expanded);
			expect(info.tags).toContain("base_model:tree/base");
			relations[id] = info.baseModels?.relation ?? "none";
		}
		expect(relations).toEqual({
			"tree/lora": "adapter",
			"tree/q4": "quantized",
			"tree/tuned": "finetune",
			"tree/merged": "merge",
		});
		const merged = await readJson(await get("/api/models/tree/merged?expand[]=baseModels"), Expanded);
		expect(merged.baseModels?.models.map((model) => model.id).sort()).toEqual(["tree/base", "tree/tuned"]);
		const base = await readJson(await get("/api/models/tree/base?expand[]=baseModels"), Expanded);
		expect(base.baseModels).toBeUndefined();
	});

	it("counts a model's children the caller may read, and lists them by relation tag", async () => {
		const anonymous = await readJson(await get("/api/models/tree/base?expand[]=childrenModelCount"), Expanded);
		expect(anonymous.childrenModelCount).toBe(4);
		const own = await readJson(await get("/api/models/tree/base?expand[]=childrenModelCount", owner), Expanded);
		expect(own.childrenModelCount).toBe(5);
		const adapters = await readJson(await get("/api/models?filter=base_model:adapter:tree/base"), RepoList);
		expect(adapters.map((model) => model.id)).toEqual(["tree/lora"]);
		const children = await readJson(await get("/api/models?filter=base_model:tree/base"), RepoList);
		expect(children.map((model) => model.id).sort()).toEqual(["tree/lora", "tree/merged", "tree/q4", "tree/tuned"]);
	});
});
