import { PIPELINES, type PipelineData } from "@atrium/tasks";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addTestRepo } from "../../testing/accounts.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";

interface Tag {
	id: string;
	label: string;
	type: string;
	subType?: string;
}

const card = (yaml: string): string => `---\n${yaml}\n---\n# A dataset\n\nSome rows.\n`;

/** `huggingface_hub.get_dataset_tags()` GETs `/api/datasets-tags-by-type` and returns the JSON dict as is. */
describeDialects("GET /api/datasets-tags-by-type", (dialect) => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		await addTestRepo(hub, {
			type: "dataset",
			id: "lab/reviews",
			files: {
				"README.md": card(
					"language: [en, fr]\nlicense: cc-by-4.0\nsize_categories: [n<1K]\ntask_categories: [text-classification]\ntags: [modality:text, format:csv]",
				),
			},
		});
		await addTestRepo(hub, {
			type: "dataset",
			id: "lab/speech",
			files: { "README.md": card("language: de\nlicense: mit\nsize_categories: 1K<n<10K") },
		});
		await addTestRepo(hub, {
			type: "dataset",
			id: "lab/secret",
			files: { "README.md": card("language: xx-secret\nlicense: secret-terms\nsize_categories: 10K<n<100K") },
			private: true,
		});
		await addTestRepo(hub, {
			type: "model",
			id: "lab/model",
			files: { "README.md": card("language: ja\nlicense: apache-2.0") },
		});
	});
	afterAll(() => hub.close());

	const tags = async (): Promise<Record<string, Tag[]>> => {
		const response = await hub.app.request("/api/datasets-tags-by-type");
		expect(response.status).toBe(200);
		return (await response.json()) as Record<string, Tag[]>;
	};

	it("answers task_categories and task_ids from the task catalogue", async () => {
		const answer = await tags();
		const shown = (Object.values(PIPELINES) as PipelineData[]).filter((pipeline) => !pipeline.hideInDatasets);
		expect(answer.task_categories?.map((tag) => tag.id)).toEqual(
			shown.map((pipeline) => `task_categories:${pipeline.id}`),
		);
		expect(answer.task_categories).toContainEqual({
			id: "task_categories:text-classification",
			label: "Text Classification",
			type: "task_categories",
			subType: "nlp",
		});
		expect(answer.task_ids?.length).toBe(shown.reduce((sum, pipeline) => sum + (pipeline.subtasks?.length ?? 0), 0));
		expect(answer.task_ids).toContainEqual({
			id: "task_ids:sentiment-classification",
			label: "Sentiment Classification",
			type: "task_ids",
			subType: "text-classification",
		});
	});

	it("answers the other families with the values public datasets carry, never those of private datasets or models", async () => {
		const answer = await tags();
		const ids = (family: string): string[] | undefined => answer[family]?.map((tag) => tag.id);
		expect(ids("language")).toEqual(["language:de", "language:en", "language:fr"]);
		expect(ids("license")).toEqual(["license:cc-by-4.0", "license:mit"]);
		expect(ids("size_categories")).toEqual(["size_categories:1K<n<10K", "size_categories:n<1K"]);
		expect(ids("modality")).toEqual(["modality:text"]);
		expect(ids("format")).toEqual(["format:csv"]);
		expect(answer.language).toContainEqual({ id: "language:en", label: "en", type: "language" });
		expect(JSON.stringify(answer)).not.toMatch(/secret|apache-2\.0|language:ja/);
		// Families nobody uses are absent rather than invented.
		expect(answer).not.toHaveProperty("benchmark");
		for (const [family, entries] of Object.entries(answer))
			for (const entry of entries) expect(entry.type, entry.id).toBe(family);
	});
});
