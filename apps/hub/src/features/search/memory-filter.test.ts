import { afterAll, beforeAll, expect, it } from "vitest";
import { ModelInfo, RepoList } from "@atrium/hub-api";
import { readJson } from "../../testing/contract-check.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import {
	MODEL_FAMILY,
	fitsByFormula as fits,
	kvPerToken as perToken,
	seedModelFamily,
} from "../../testing/model-family.ts";
import { runBytes } from "../../metadata/memory-estimate.ts";

const GiB = 2 ** 30;

/** The "fits in N GB" filter over the 32-model fixture, against the formula applied to what the fixture declares. */
describeDialects("the memory filter over a 32-model family", (dialect) => {
	let hub: TestHub;
	const get = (path: string) => hub.app.request(path);
	const ids = async (query: string) =>
		(await readJson(await get(`/api/models?${query}&limit=1000`), RepoList)).map((item) => item.id).sort();

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		await seedModelFamily(hub);
	}, 120_000);
	afterAll(() => hub.close());

	it("lists exactly the models whose smallest variant runs within the memory, at each context", async () => {
		const visible = MODEL_FAMILY.filter((model) => !model.private);
		const sizes = new Set<number>();
		for (const gb of [1, 4, 8, 16, 24, 48, 80, 160])
			for (const context of [undefined, 2048, 4096, 8192, 32768, 131072]) {
				const query = `fits=${gb}GB${context === undefined ? "" : `&ctx=${context}`}`;
				const expected = visible
					.filter((model) => fits(model, gb * GiB, context))
					.map((model) => model.id)
					.sort();
				expect(await ids(query), query).toEqual(expected);
				sizes.add(expected.length);
			}
		// The grid tells models apart: from none to nearly all of them.
		expect(Math.min(...sizes)).toBe(0);
		expect(Math.max(...sizes)).toBeGreaterThan(20);
		expect(sizes.size).toBeGreaterThan(8);
	});

	it("finds the 2-bit 70B for a 24 GB card at 8k tokens, but not a 4k-context model or the BF16 70B", async () => {
		const found = await ids("fits=24GB&ctx=8192");
		expect(found).toContain("fam/big-70b-instruct-GGUF");
		expect(found).toContain("fam/mistral-7b-instruct");
		expect(found).not.toContain("fam/big-70b");
		expect(found).not.toContain("fam/llama-7b-chat-GGUF");
		expect(await ids("fits=24GB&ctx=4096")).toContain("fam/llama-7b-chat-GGUF");
		// Adapters and repositories without weights are never sized; weights without a shape only without ctx.
		expect(await ids("fits=1TB")).not.toContain("fam/llama-7b-lora");
		expect(await ids("fits=1TB")).toContain("fam/bare-weights");
		expect(await ids("fits=1TB&ctx=1")).not.toContain("fam/bare-weights");
		// Combines with the other filters and with sorting.
		expect(await ids("fits=8GB&ctx=4096&filter=base_model:quantized:fam/llama-7b-chat")).toEqual([
			"fam/llama-7b-chat-GGUF",
		]);
		const bySize = await readJson(await get("/api/models?fits=2GB&sort=num_parameters&direction=-1"), RepoList);
		expect(bySize.length).toBeGreaterThan(3);
	});

	it("serves each variant's load and run memory on model info", async () => {
		const info = await readJson(await get("/api/models/fam/mistral-7b-instruct-GGUF"), ModelInfo);
		const model = MODEL_FAMILY.find((entry) => entry.id === "fam/mistral-7b-instruct-GGUF");
		const kv = model && perToken(model);
		expect(info.memoryEstimate?.kvBytesPerToken).toBe(kv);
		expect(
			info.memoryEstimate?.variants.map((variant) => [variant.name, variant.quantization, variant.loadBytes]),
		).toEqual(
			model?.variants
				.map((variant) => [variant.name, variant.quantization, variant.bytes])
				.sort((a, b) => Number(a[2]) - Number(b[2])),
		);
		const q4 = info.memoryEstimate?.variants.find((variant) => variant.quantization === "Q4_K_M");
		expect(q4?.run?.map((run) => run.context)).toEqual([4096, 8192, 32768]);
		expect(q4?.run?.[1]?.bytes).toBe(runBytes(q4?.loadBytes ?? 0, kv ?? 0, 8192));
		const adapterInfo = await readJson(await get("/api/models/fam/llama-7b-lora"), ModelInfo);
		expect(adapterInfo.memoryEstimate).toBeUndefined();
	});

	it("refuses bad sizes and contexts with a clear 400", async () => {
		for (const query of [
			"fits=24",
			"fits=24XB",
			"fits=GB",
			"fits=0GB",
			"fits=0.5MB",
			"fits=2000TB",
			"fits=24constructor",
			"fits=24__proto__",
			"fits=24GB&ctx=abc",
			"fits=24GB&ctx=0",
			"fits=24GB&ctx=-5",
			"fits=24GB&ctx=99999999",
			"fits=24GB&ctx=8192.5",
			"ctx=8192",
		]) {
			const res = await get(`/api/models?${query}`);
			expect(res.status, query).toBe(400);
			expect(res.headers.get("x-error-code"), query).toBe("BadRequest");
			const body = (await res.json()) as { error: string };
			expect(body.error, query).toMatch(/fits|ctx/);
		}
		for (const query of ["fits=24GiB", "fits=7.5gb", "fits=512MB", "fits=1TB&ctx=16777216"])
			expect((await get(`/api/models?${query}`)).status, query).toBe(200);
	});
});
