import { expect, it } from "vitest";
import { fileFromBytes } from "../../commits/commit-file.ts";
import { createCommit } from "../../commits/create-commit.ts";
import { describeBackends } from "../../testing/describe-backends.ts";

type Item = Record<string, unknown> & { id: string };

describeBackends("list API", (hub) => {
	const list = async (query: string, type = "models"): Promise<{ items: Item[]; link: string | null }> => {
		const response = await hub().app.request(`/api/${type}?${query}`);
		expect(response.status, query).toBe(200);
		return { items: (await response.json()) as Item[], link: response.headers.get("link") };
	};
	const ids = async (query: string, type = "models"): Promise<string[]> =>
		(await list(query, type)).items.map((item) => item.id);

	it("matches many tag filters (one grouped subquery past four) exactly like an in-memory check", async () => {
		const all = (await list("limit=1000&expand=tags")).items as unknown as { id: string; tags: string[] }[];
		const richest = [...all].sort((a, b) => b.tags.length - a.tags.length)[0];
		const tags = richest?.tags ?? [];
		expect(tags.length).toBeGreaterThanOrEqual(6);
		for (const count of [1, 3, 4, 5, 6, tags.length]) {
			const chosen = tags.slice(0, count);
			const expected = all.filter((repo) => chosen.every((tag) => repo.tags.includes(tag))).map((repo) => repo.id);
			const query = `${chosen.map((tag) => `filter=${encodeURIComponent(tag)}`).join("&")}&limit=1000&sort=id`;
			expect((await ids(query)).sort(), `${count} filters`).toEqual(expected.sort());
			// A filter no repository carries empties the answer, whatever the path the query takes.
			expect(await ids(`${query}&filter=no-such-tag`), `${count} filters + 1`).toEqual([]);
		}
		// Repeated sets count once; a language filter matches either spelling.
		const repeated = [...tags.slice(0, 3), ...tags.slice(0, 3)].map((tag) => `filter=${encodeURIComponent(tag)}`);
		expect((await ids(`${repeated.join("&")}&limit=1000`)).sort()).toEqual(
			all
				.filter((repo) => tags.slice(0, 3).every((tag) => repo.tags.includes(tag)))
				.map((repo) => repo.id)
				.sort(),
		);
	});

	it("returns the default fields", async () => {
		const { items } = await list("search=tiny-gpt&library=transformers");
		expect(items.map((item) => item.id)).toEqual(["atrium/tiny-gpt"]);
		expect(Object.keys(items[0] ?? {}).sort()).toEqual(
			[
				"_id",
				"author",
				"createdAt",
				"downloads",
				"gated",
				"id",
				"lastModified",
				"library_name",
				"likes",
				"modelId",
				"pipeline_tag",
				"private",
				"tags",
				"trendingScore",
			].sort(),
		);
	});

	it("search= is a case-insensitive substring of the id (namespace/name), as the clients document it", async () => {
		for (const type of ["models", "datasets", "spaces"]) {
			const all = await ids("limit=1000", type);
			expect(all.length).toBeGreaterThan(0);
			for (const term of ["TINY", "gpt", "tiny-gpt", "a/t", "gg", "m/", "_", "100%", "circles and squares"]) {
				const expected = all.filter((id) => id.toLowerCase().includes(term.toLowerCase())).sort();
				expect((await ids(`limit=1000&search=${encodeURIComponent(term)}`, type)).sort(), `${type} ${term}`).toEqual(
					expected,
				);
			}
		}
		// The issue's case: a tag or card mentioning the term is not a match.
		expect(await ids("search=tiny-gpt")).toEqual(["atrium/tiny-gpt"]);
		expect(await ids("search=tiny&search=lora")).toEqual(["atrium/tiny-lora-adapter"]);
		expect(await ids("search=gg&author=atrium")).toEqual(["atrium/tiny-llama-gguf"]);
	});

	it("full_text= searches ids, tags and card text; repeated terms must all match", async () => {
		expect(await ids("full_text=TINY-WHISPER")).toEqual(["atrium/tiny-whisper"]);
		expect(await ids("full_text=circles%20and%20squares")).toEqual(["atrium/tiny-vit-classifier"]);
		expect(await ids("search=circles%20and%20squares")).toEqual([]);
		expect((await ids("full_text=tiny-gpt")).sort()).toEqual([
			"atrium/tiny-gpt",
			"atrium/tiny-llama-gguf",
			"atrium/tiny-lora-adapter",
		]);
		expect(await ids("full_text=tiny-gpt&search=lora")).toEqual(["atrium/tiny-lora-adapter"]);
		expect(await ids("full_text=100%25")).toEqual([]);
		expect(await ids("full_text=tiny_gpt")).toEqual([]);
	});

	it("filters by author, task, library, tags, language, license and parameter count", async () => {
		expect((await ids("author=atrium&sort=id")).length).toBe(11);
		expect(await ids("pipeline_tag=fill-mask")).toEqual(["atrium/tiny-bert-mlm"]);
		expect(await ids("library=peft")).toEqual(["atrium/tiny-lora-adapter"]);
		expect((await ids("filter=text-generation&sort=id")).sort()).toEqual([
			"atrium/tiny-gpt",
			"atrium/tiny-llama-gguf",
			"atrium/tiny-lora-adapter",
		]);
		expect(await ids("filter=text-generation&filter=gguf")).toEqual(["atrium/tiny-llama-gguf"]);
		expect((await ids("language=de")).sort()).toEqual(["atrium/tiny-whisper"]);
		expect(await ids("filter=language:fr")).toEqual(["atrium/tiny-gpt"]);
		expect(await ids("license=bsd-3-clause")).toEqual(["atrium/tiny-sklearn"]);
		expect(await ids("filter=dataset:atrium/tiny-reviews")).toEqual(["atrium/tiny-bert-mlm"]);
		// Parameters: tiny-gpt 8192, tiny-whisper 3840, tiny-llama-gguf 2368, tiny-vit-classifier 800, tiny-bert-mlm 733.
		expect(await ids("num_parameters=min:1k,max:3k")).toEqual(["atrium/tiny-llama-gguf"]);
		expect(await ids("params_min=3k&sort=num_parameters")).toEqual(["atrium/tiny-gpt", "atrium/tiny-whisper"]);
		expect(await ids("params_min=700&params_max=0.9K&sort=num_parameters")).toEqual([
			"atrium/tiny-vit-classifier",
			"atrium/tiny-bert-mlm",
		]);
		expect(await ids("filter=task_categories:question-answering", "datasets")).toEqual(["atrium/tiny-qa"]);
		expect(await ids("search=demo", "spaces")).toEqual(["atrium/tiny-demo", "atrium/tiny-static-demo"]);
	});

	it("clamps a parameter count past 64 bits, so PostgreSQL answers like SQLite (no 500)", async () => {
		const huge = "9".repeat(30);
		for (const type of ["models", "datasets", "spaces"]) {
			expect(await ids(`num_parameters=min:${huge}`, type), type).toEqual([]);
			expect(await ids(`num_parameters=min:${huge}T`, type), type).toEqual([]);
			expect(await ids(`params_min=${"9".repeat(400)}`, type), type).toEqual([]);
			// Past the bound, `max:` keeps every repository that has a count, like `min:0`.
			expect(await ids(`num_parameters=max:${huge}&limit=1000&sort=id`, type), type).toEqual(
				await ids("params_min=0&limit=1000&sort=id", type),
			);
		}
	});

	it("lists the spaces that name a model (list_spaces(models=...)), and only for spaces", async () => {
		const { db, storage } = hub();
		await createCommit(
			{ db, storage },
			{
				type: "space",
				repoId: "tester/gpt-demo",
				files: [fileFromBytes("README.md", "---\nsdk: gradio\nmodels:\n- atrium/tiny-gpt\n---\n# Demo\n")],
				title: "Add",
			},
		);
		expect(await ids("models=atrium/tiny-bert-mlm", "spaces")).toEqual(["atrium/tiny-demo", "atrium/tiny-static-demo"]);
		expect(await ids("models=atrium/tiny-gpt", "spaces")).toEqual(["tester/gpt-demo"]);
		expect(await ids("models[]=atrium/tiny-gpt", "spaces")).toEqual(["tester/gpt-demo"]);
		expect(await ids("models=atrium/tiny-bert-mlm&models=atrium/tiny-gpt", "spaces")).toEqual([]);
		expect(await ids("models=atrium/nothing", "spaces")).toEqual([]);
		// The parameter belongs to spaces: a model list ignores it.
		expect((await ids("models=atrium/tiny-bert-mlm&limit=1000")).length).toBe((await ids("limit=1000")).length);
	});

	it("sorts by id, likes, createdAt and num_parameters; direction=1 ascends", async () => {
		const ascending = await ids("author=atrium&sort=id");
		expect(ascending).toEqual([...ascending].sort());
		expect(await ids("author=atrium&sort=id&direction=-1")).toEqual([...ascending].reverse());
		const bySize = (await list("author=atrium&sort=num_parameters&expand=safetensors&expand=gguf")).items;
		const totals = bySize.map(
			(item) =>
				(item.safetensors as { total?: number } | undefined)?.total ??
				(item.gguf as { total?: number } | undefined)?.total ??
				-1,
		);
		expect(totals).toEqual([...totals].sort((a, b) => b - a));
		for (const sort of [
			"likes",
			"createdAt",
			"lastModified",
			"trendingScore",
			"downloads",
			"last_modified",
			"trending_score",
		]) {
			expect((await list(`sort=${sort}&limit=3`)).items).toHaveLength(3);
		}
		const bad = await hub().app.request("/api/models?sort=nope");
		expect(bad.status).toBe(400);
		expect(bad.headers.get("x-error-code")).toBe("BadRequest");
	});

	it("pages with an absolute Link that repeats every parameter", async () => {
		const all = await ids("author=atrium&sort=id&limit=1000");
		const seen: string[] = [];
		let query: string | undefined = "author=atrium&sort=id&limit=4&filter=sample&expand[]=downloads";
		const expected = (await ids("author=atrium&sort=id&filter=sample")).length;
		while (query !== undefined) {
			const page = await list(query);
			seen.push(...page.items.map((item) => item.id));
			for (const item of page.items) expect(Object.keys(item).sort()).toEqual(["_id", "downloads", "id"]);
			if (!page.link) break;
			const match = /^<(https?:\/\/[^>]+)>; rel="next"$/.exec(page.link);
			expect(match).not.toBeNull();
			const next = new URL(match?.[1] ?? "");
			expect(next.searchParams.get("author")).toBe("atrium");
			expect(next.searchParams.get("filter")).toBe("sample");
			expect(next.searchParams.get("limit")).toBe("4");
			expect(next.searchParams.getAll("expand[]")).toEqual(["downloads"]);
			query = next.search.slice(1);
		}
		expect(seen).toEqual(all.filter((id) => seen.includes(id)));
		expect(new Set(seen).size).toBe(seen.length);
		expect(seen.length).toBe(expected);
		expect(expected).toBeGreaterThan(4);
	});

	it("returns rich objects with full, config and cardData", async () => {
		const [full] = (await list("search=tiny-gpt&library=transformers&full=true")).items;
		expect(full).toMatchObject({
			sha: expect.stringMatching(/^[0-9a-f]{40}$/),
			siblings: expect.arrayContaining([{ rfilename: "config.json" }]),
		});
		expect(full).not.toHaveProperty("config");
		const [withConfig] = (await list("search=tiny-gpt&library=transformers&config=True&cardData=1")).items;
		expect(withConfig).toMatchObject({ config: { model_type: "gpt2" }, cardData: { license: "mit" } });
	});

	it("shows a newly committed repository and trending order follows downloads", async () => {
		const { db, storage, downloads } = hub();
		await createCommit(
			{ db, storage },
			{
				type: "model",
				repoId: "newcomer/fresh-model",
				files: [fileFromBytes("config.json", '{"model_type":"bert"}')],
				title: "init",
			},
		);
		expect(await ids("author=newcomer")).toEqual(["newcomer/fresh-model"]);
		for (const client of [
			"1.1.1.1",
			"1.1.1.2",
			"1.1.1.3",
			"1.1.1.4",
			"1.1.1.5",
			"1.1.1.6",
			"1.1.1.7",
			"1.1.1.8",
			"1.1.1.9",
			"1.1.1.10",
		]) {
			await hub().app.request("/newcomer/fresh-model/resolve/main/config.json", {
				headers: { "X-Forwarded-For": client },
			});
		}
		await downloads.flush();
		expect((await ids("limit=1"))[0]).toBe("newcomer/fresh-model");
		expect((await ids("sort=trendingScore&limit=1"))[0]).toBe("newcomer/fresh-model");
	});
});
