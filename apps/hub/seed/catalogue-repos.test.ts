import { beforeAll, describe, expect, it } from "vitest";
import { extractMetadata, type RepoMetadata } from "../src/metadata/extract-metadata.ts";
import { parseReadme } from "../src/metadata/front-matter.ts";
import { parseRepoId } from "../src/repo-ids/repo-ids.ts";
import { describeBackends } from "../src/testing/describe-backends.ts";
import { CATALOGUE_TAG, formatParameters } from "./catalogue-cards.ts";
import { DATASET_FACTS, MODEL_FACTS, SPACE_FACTS } from "./catalogue-facts.ts";
import { catalogueMentions, catalogueRepos, librarySource } from "./catalogue-repos.ts";
import type { SeedRepo } from "./handmade-repos.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

const repos = catalogueRepos();
const mentions = catalogueMentions();

const textOf = (repo: SeedRepo, path: string): string => {
	const content = repo.files[path];
	return typeof content === "string" ? content : new TextDecoder().decode(content);
};

/** What the hub extracts from a seed repository's files, as a commit would. */
function metadataOf(repo: SeedRepo): Promise<RepoMetadata> {
	const bytes = new Map(
		Object.entries(repo.files).map(([path]) => [path, new TextEncoder().encode(textOf(repo, path))]),
	);
	return extractMetadata(repo.type, [...bytes.keys()], async (path, maxBytes) =>
		(bytes.get(path) ?? new Uint8Array()).subarray(0, maxBytes),
	);
}

const find = (type: SeedRepo["type"], id: string): SeedRepo => {
	const repo = repos.find((candidate) => candidate.type === type && candidate.id === id);
	if (!repo) throw new Error(`no catalogue ${type} ${id}`);
	return repo;
};

describe("catalogue repositories", () => {
	it("cover every model, dataset and space the catalogue names that the hub can hold, once", () => {
		const holdable = (ids: Iterable<string>): string[] =>
			[...ids]
				.filter((id) => {
					try {
						parseRepoId(id);
						return true;
					} catch {
						return false;
					}
				})
				.sort();
		const ids = (type: SeedRepo["type"]): string[] => repos.filter((repo) => repo.type === type).map((repo) => repo.id);
		expect(ids("model").sort()).toEqual(holdable(mentions.models.keys()));
		expect(ids("dataset").sort()).toEqual(holdable(mentions.datasets.keys()));
		expect(ids("space").sort()).toEqual(holdable(mentions.spaces.keys()));
		expect(repos.length).toBeGreaterThan(400);
		const skipped = [...mentions.models.keys(), ...mentions.datasets.keys(), ...mentions.spaces.keys()].filter(
			(id) => !repos.some((repo) => repo.id === id),
		);
		expect(skipped.filter((id) => id.includes("/") && !id.startsWith("datasets/"))).toEqual([]);
	});

	it("each have a card whose front matter parses into a mapping", () => {
		const broken = repos.filter((repo) => {
			const parsed = parseReadme(textOf(repo, "README.md"));
			return parsed.error !== undefined || parsed.cardData === undefined;
		});
		expect(broken.map((repo) => repo.id)).toEqual([]);
	});

	it("write the facts of each model into its front matter, and a config.json only when the architecture is known", () => {
		const wrong: string[] = [];
		for (const repo of repos.filter((candidate) => candidate.type === "model")) {
			const facts = MODEL_FACTS[repo.id];
			const card = parseReadme(textOf(repo, "README.md")).cardData ?? {};
			const expected = {
				pipeline_tag: facts?.pipeline_tag,
				license: facts?.license,
				language: facts?.language,
				base_model: facts?.base_model,
				tags: [...new Set([...(facts?.tags ?? []), CATALOGUE_TAG])],
			};
			const actual = Object.fromEntries(Object.keys(expected).map((key) => [key, card[key]]));
			if (JSON.stringify(actual) !== JSON.stringify(expected)) wrong.push(`${repo.id}: front matter`);
			const hasConfig = facts?.architectures !== undefined || facts?.model_type !== undefined;
			if (hasConfig !== "config.json" in repo.files) wrong.push(`${repo.id}: config.json`);
			if (hasConfig) {
				const config = JSON.parse(textOf(repo, "config.json")) as Record<string, unknown>;
				if (
					JSON.stringify(config) !==
					JSON.stringify({ architectures: facts?.architectures, model_type: facts?.model_type })
				)
					wrong.push(`${repo.id}: config contents`);
			}
			if ((repo.gated !== undefined) !== (facts?.gated === true)) wrong.push(`${repo.id}: gated`);
		}
		expect(wrong).toEqual([]);
	});

	it("declare a library only from the facts, or when the task pages leave exactly one, saying it is assumed", () => {
		const wrong: string[] = [];
		let assumed = 0;
		let unknown = 0;
		for (const repo of repos.filter((candidate) => candidate.type === "model")) {
			const facts = MODEL_FACTS[repo.id];
			const text = textOf(repo, "README.md");
			const declared = parseReadme(text).cardData?.library_name;
			if (!facts) continue;
			const source = librarySource(facts, mentions.models.get(repo.id) ?? []);
			if (source.kind === "facts" && declared !== facts.library_name) wrong.push(repo.id);
			if (source.kind === "only-task-library") {
				assumed++;
				if (declared !== source.library || !text.includes("assumed")) wrong.push(repo.id);
			}
			if (source.kind === "unknown") {
				unknown++;
				if (declared !== undefined || !text.includes("Library: not recorded")) wrong.push(repo.id);
			}
		}
		expect(wrong).toEqual([]);
		expect(assumed).toBeGreaterThan(0);
		expect(unknown).toBeGreaterThan(0);
	});

	it("write card bodies from the catalogue: its descriptions, its task pages, and a parameter count only when known", () => {
		const wrong: string[] = [];
		for (const repo of repos) {
			const map =
				repo.type === "model" ? mentions.models : repo.type === "dataset" ? mentions.datasets : mentions.spaces;
			const body = parseReadme(textOf(repo, "README.md")).body;
			for (const mention of map.get(repo.id) ?? []) {
				if (!body.includes(`(/tasks/${mention.task})`)) wrong.push(`${repo.id}: link to ${mention.task}`);
				if (mention.description && !body.includes(mention.description.trim())) wrong.push(`${repo.id}: description`);
			}
			if (repo.type === "model") {
				const parameters = MODEL_FACTS[repo.id]?.parameters;
				const line = body.match(/^- Parameters: (.*)$/m)?.[1];
				if (line !== (parameters === undefined ? undefined : formatParameters(parameters)))
					wrong.push(`${repo.id}: parameters`);
			}
		}
		expect(wrong).toEqual([]);
	});

	it("give datasets and spaces their facts' front matter", () => {
		const wrong: string[] = [];
		for (const repo of repos.filter((candidate) => candidate.type !== "model")) {
			const card = parseReadme(textOf(repo, "README.md")).cardData ?? {};
			const facts = repo.type === "dataset" ? DATASET_FACTS[repo.id] : SPACE_FACTS[repo.id];
			if (!facts) {
				wrong.push(`${repo.id}: no facts`);
				continue;
			}
			for (const [key, value] of Object.entries(facts)) {
				const expected = key === "tags" ? [...new Set([...(value as string[]), CATALOGUE_TAG])] : value;
				if (JSON.stringify(card[key]) !== JSON.stringify(expected)) wrong.push(`${repo.id}: ${key}`);
			}
		}
		expect(wrong).toEqual([]);
	});

	it("give metadata extraction what it needs: license, language, base model and task tags, pipeline and config", async () => {
		const wrong: string[] = [];
		for (const repo of repos) {
			const meta = await metadataOf(repo);
			const card = meta.cardData ?? {};
			if (meta.cardDataError) wrong.push(`${repo.id}: ${meta.cardDataError}`);
			const expected: string[] = [CATALOGUE_TAG];
			if (typeof card.license === "string") expected.push(`license:${card.license}`);
			for (const language of (card.language as string[] | undefined) ?? []) expected.push(language);
			if (repo.type === "model") {
				const facts = MODEL_FACTS[repo.id];
				if (facts?.base_model) expected.push(`base_model:${facts.base_model}`);
				if (facts?.model_type) expected.push(facts.model_type);
				if (meta.pipeline_tag !== facts?.pipeline_tag) wrong.push(`${repo.id}: pipeline_tag ${meta.pipeline_tag}`);
				if (JSON.stringify(meta.config?.architectures) !== JSON.stringify(facts?.architectures))
					wrong.push(`${repo.id}: architectures`);
			}
			if (repo.type === "dataset")
				for (const task of DATASET_FACTS[repo.id]?.task_categories ?? []) expected.push(`task_categories:${task}`);
			if (repo.type === "space")
				for (const model of SPACE_FACTS[repo.id]?.models ?? []) expected.push(`model:${model}`);
			const missing = expected.filter((tag) => !meta.tags.includes(tag));
			if (missing.length > 0) wrong.push(`${repo.id}: missing ${missing.join(", ")}`);
		}
		expect(wrong).toEqual([]);
	});
});

const KNOWN = [
	"google-bert/bert-base-uncased",
	"intfloat/multilingual-e5-large",
	"black-forest-labs/FLUX.1-dev",
	"Wan-AI/Wan2.1-I2V-14B-720P",
	"CompVis/ldm-celebahq-256",
];

describeBackends("seeded catalogue repositories through the API", (hub) => {
	beforeAll(async () => {
		const { db, storage } = hub();
		const chosen = [
			...KNOWN.map((id) => find("model", id)),
			find("dataset", "nyu-mll/glue"),
			find("space", "CompVis/celeba-latent-diffusion"),
		];
		await seedCatalogue({ db, storage }, chosen);
		// Seeding again changes nothing and keeps the gating.
		await seedCatalogue({ db, storage }, chosen);
	});
	const json = async (path: string): Promise<Record<string, unknown>> =>
		(await (await hub().app.request(path)).json()) as Record<string, unknown>;

	it("serves the facts' license, library, pipeline tag and config architectures of known models", async () => {
		const bert = await json("/api/models/google-bert/bert-base-uncased");
		expect(bert).toMatchObject({
			pipeline_tag: "fill-mask",
			library_name: "transformers",
			gated: false,
			config: { architectures: ["BertForMaskedLM"], model_type: "bert" },
			cardData: { license: "apache-2.0", language: ["en"] },
			transformersInfo: { auto_model: "AutoModelForMaskedLM", pipeline_tag: "fill-mask" },
		});
		expect(bert.tags).toEqual(expect.arrayContaining(["license:apache-2.0", "en", "bert", "exbert", CATALOGUE_TAG]));
		const e5 = await json("/api/models/intfloat/multilingual-e5-large");
		expect(e5).toMatchObject({
			pipeline_tag: "feature-extraction",
			library_name: "sentence-transformers",
			config: { architectures: ["XLMRobertaModel"] },
		});
		expect(e5.tags).toContain("license:mit");
	});

	it("marks gated models gated, keeps assumed libraries, and links spaces to the models they declare", async () => {
		expect(await json("/api/models/black-forest-labs/FLUX.1-dev")).toMatchObject({
			gated: "auto",
			library_name: "diffusers",
			pipeline_tag: "text-to-image",
		});
		const gatedList = (await (await hub().app.request("/api/models?gated=true&limit=100")).json()) as { id: string }[];
		expect(gatedList.map((model) => model.id)).toEqual(["black-forest-labs/FLUX.1-dev"]);
		const wan = await json("/api/models/Wan-AI/Wan2.1-I2V-14B-720P");
		expect(wan).toMatchObject({ library_name: "diffusers", pipeline_tag: "image-to-video" });
		expect(wan).not.toHaveProperty("config");
		const ldm = await json("/api/models/CompVis/ldm-celebahq-256");
		expect(ldm.spaces).toEqual(["CompVis/celeba-latent-diffusion"]);
		const space = await json("/api/spaces/CompVis/celeba-latent-diffusion");
		expect(space).toMatchObject({ sdk: "gradio", models: ["CompVis/ldm-celebahq-256"] });
		const glue = await json("/api/datasets/nyu-mll/glue");
		expect(glue.tags).toEqual(
			expect.arrayContaining(["license:other", "task_categories:text-classification", "language:en"]),
		);
		expect(glue.description).toMatch(/^A benchmark of nine English/);
	});
});
