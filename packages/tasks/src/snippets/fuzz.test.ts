/**
 * Seeded fuzz over every library generator (guarantees 5 and 7): hostile author-controlled
 * fields (ids, widget texts, prompts, mask tokens, base models, instance prompts, file names)
 * must keep every snippet valid and leave its structure equal to that of a benign record of the
 * same form. All Python is checked in one interpreter run.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ModelRecord } from "../model-record.ts";
import { LIBRARY_SNIPPETS } from "./index.ts";
import { librarySnippets } from "./library-snippets.ts";
import { baselineCases } from "./testing/model-matrix.ts";
import { RULE_CASES } from "./testing/rule-case-table.ts";
import { jsShape, shShape } from "./testing/shape.ts";
import { checkPython, validateSnippets } from "./testing/validate.ts";
import type { Snippet } from "./types.ts";

const SEED = 0x5eed_2026;
const ROUNDS = 6;

/** Pieces of hostile text: every way out of a literal, in every snippet language. */
const FRAGMENTS = [
	'"',
	"'",
	'"""',
	"'''",
	"\\",
	"\\\\",
	"\n",
	"\r\n",
	"\t",
	"$(touch /tmp/pwned)",
	"`id`",
	'"); import os; ("',
	"'); import os; ('",
	"\\'",
	'\\"',
	"*/ //",
	"# comment",
	"</script>",
	"\u2028",
	"\u2029",
	"\u00e9t\u00e9 \u4e2d\u6587 \u{1f600}",
	"\u202e",
	"\u0000",
	"%s %d",
	"; rm -rf ~;",
	"&& echo hi ||",
	"| cat",
	"\\n",
] as const;

/** A small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function hostileText(random: () => number): string {
	const count = 1 + Math.floor(random() * 4);
	let out = "x";
	for (let i = 0; i < count; i++) out += FRAGMENTS[Math.floor(random() * FRAGMENTS.length)] ?? "";
	return out;
}

/** Which author-controlled strings a record carries, filled by `fill(kind, original)`. */
type Fill = (kind: "id" | "text" | "file", original: string) => string;

/**
 * The record with every author-controlled string replaced through `fill`, keeping its form:
 * the same keys, the same list lengths, file extensions kept so file choices stay the same.
 */
function refill(model: ModelRecord, fill: Fill): ModelRecord {
	const out: ModelRecord = { ...model, id: fill("id", model.id) };
	if (model.mask_token !== undefined) out.mask_token = fill("text", model.mask_token);
	if (model.widgetData) {
		out.widgetData = model.widgetData.map((w) => ({
			...w,
			...(w.text !== undefined ? { text: fill("text", w.text) } : {}),
			...(w.source_sentence !== undefined ? { source_sentence: fill("text", w.source_sentence) } : {}),
			...(w.sentences !== undefined ? { sentences: w.sentences.map((s) => fill("text", s)) } : {}),
		}));
	}
	if (model.cardData) {
		const { base_model, instance_prompt } = model.cardData;
		out.cardData = {
			...model.cardData,
			...(typeof base_model === "string" ? { base_model: fill("id", base_model) } : {}),
			...(Array.isArray(base_model) ? { base_model: base_model.map((b) => fill("id", b)) } : {}),
			...(typeof instance_prompt === "string" ? { instance_prompt: fill("text", instance_prompt) } : {}),
		};
	}
	if (model.siblings) {
		out.siblings = model.siblings.map((s) => ({ rfilename: fill("file", s.rfilename) }));
	}
	const config = model.config;
	if (config) {
		out.config = { ...config };
		const peft = config.peft;
		if (typeof peft?.base_model_name_or_path === "string") {
			out.config.peft = { ...peft, base_model_name_or_path: fill("id", peft.base_model_name_or_path) };
		}
		const adapter = config.adapter_transformers;
		if (typeof adapter?.model_name === "string") {
			out.config.adapter_transformers = { ...adapter, model_name: fill("id", adapter.model_name) };
		}
		const file = config.sklearn?.model?.file;
		if (typeof file === "string") out.config.sklearn = { ...config.sklearn, model: { file: fill("file", file) } };
	}
	return out;
}

/** A file name's extension (and split-shard suffix), which fills keep so generators pick the same kind of file. */
function fileSuffix(original: string): string {
	return /(-\d+-of-\d+)?\.[A-Za-z0-9]+$/.exec(original)?.[0] ?? "";
}

/** Keeps a file's extension (and split-shard suffix) so generators pick the same kind of file. */
function withSuffix(text: string, original: string): string {
	return `${text}${fileSuffix(original)}`;
}

/** A benign fill: plain words that still need quoting in every language (so quoting is compared like for like). */
const benign: Fill = (kind, original) =>
	kind === "id" ? "acme/plain words" : kind === "file" ? withSuffix("plain words", original) : "Plain words here";

/** Every author-controlled field set, so the fuzz has something to replace. */
function enrich(model: ModelRecord): ModelRecord {
	return {
		...model,
		mask_token: model.mask_token ?? "[MASK]",
		widgetData: model.widgetData ?? [{ text: "The weather is lovely today." }],
		cardData: { base_model: "acme/base-model", instance_prompt: "a photo of sks dog", ...model.cardData },
	};
}

interface Trial {
	library: string;
	label: string;
	hostile: Snippet[];
	benign: Snippet[];
	error?: string;
}

function shapesOf(snippets: Snippet[], python: Map<string, string>): string[] {
	return snippets.map((s) => {
		if (s.language === "python") return python.get(s.code) ?? "unparsable";
		if (s.language === "js") return jsShape(s.code);
		if (s.language === "sh") return shShape(s.code);
		return s.language;
	});
}

const libraries = Object.keys(LIBRARY_SNIPPETS);
const trials: Trial[] = [];
const problems = new Map<string, string[]>();

beforeAll(() => {
	const random = prng(SEED);
	for (const library of libraries) {
		const seeds = [
			...baselineCases(library)
				.filter((c) => c.name !== "adversarial")
				.map((c) => ({ name: c.name, model: c.model })),
			...(RULE_CASES[library] ?? []).map((c) => ({ name: c.name, model: { ...c.model, library_name: library } })),
		];
		for (const seed of seeds) {
			const base = enrich(seed.model);
			for (let round = 0; round < ROUNDS; round++) {
				// Files that share a stem (the shards of one split model) keep sharing one, as in the benign fill.
				const stems = new Map<string, string>();
				const hostileStem = (original: string): string => {
					const stem = original.slice(0, original.length - fileSuffix(original).length);
					const text = stems.get(stem) ?? hostileText(random);
					stems.set(stem, text);
					return text;
				};
				const hostileFill: Fill = (kind, original) =>
					kind === "id"
						? `${hostileText(random)}/${hostileText(random)}`
						: kind === "file"
							? withSuffix(hostileStem(original), original)
							: hostileText(random);
				const label = `${seed.name} #${round}`;
				try {
					trials.push({
						library,
						label,
						hostile: librarySnippets(refill(base, hostileFill)),
						benign: librarySnippets(refill(base, benign)),
					});
				} catch (error) {
					trials.push({ library, label, hostile: [], benign: [], error: String(error) });
				}
			}
		}
	}

	// One validator pass over every hostile snippet, one Python run for every shape.
	const all = trials.flatMap((t) => t.hostile);
	const owner = trials.flatMap((t) => t.hostile.map(() => t));
	const report = (t: Trial, message: string) => {
		const list = problems.get(t.library) ?? [];
		list.push(`${t.label}: ${message}`);
		problems.set(t.library, list);
	};
	for (const problem of validateSnippets(all)) {
		const trial = owner[problem.index];
		if (trial) report(trial, `${problem.guarantee} ${problem.detail}`);
	}
	const sources = [
		...new Set(
			trials
				.flatMap((t) => [...t.hostile, ...t.benign])
				.filter((s) => s.language === "python")
				.map((s) => s.code),
		),
	];
	const python = new Map<string, string>();
	checkPython(sources).forEach((r, i) => python.set(sources[i] ?? "", r.shape ?? "unparsable"));
	for (const trial of trials) {
		if (trial.error) {
			report(trial, `threw ${trial.error}`);
			continue;
		}
		const languages = [trial.hostile.map((s) => s.language), trial.benign.map((s) => s.language)];
		if (JSON.stringify(languages[0]) !== JSON.stringify(languages[1])) {
			report(trial, `languages ${JSON.stringify(languages)}`);
			continue;
		}
		const a = shapesOf(trial.hostile, python);
		const b = shapesOf(trial.benign, python);
		a.forEach((shape, i) => {
			if (shape !== b[i]) report(trial, `snippet ${i} changed structure:\n${trial.hostile[i]?.code ?? ""}`);
		});
	}
}, 120_000);

describe(`snippet fuzz (seed ${SEED}, ${ROUNDS} rounds per case)`, () => {
	it("ran trials for every library", () => {
		expect(new Set(trials.map((t) => t.library))).toEqual(new Set(libraries));
	});

	it.each(libraries)("%s keeps every guarantee under hostile input", (library) => {
		expect(problems.get(library) ?? []).toEqual([]);
	});
});

/** The generators whose totality over malformed records (wrong types from a loose API) is checked here. */
const LOOSE_RECORD_LIBRARIES = [
	"adapter-transformers",
	"audiocraft",
	"diffusers",
	"diffusionkit",
	"espnet",
	"keras",
	"keras-hub",
	"llama-cpp-python",
	"mlx",
	"mlx-image",
	"nemo",
	"outetts",
	"peft",
	"sentence-transformers",
	"setfit",
	"sklearn",
	"speechbrain",
	"tf-keras",
	"timm",
	"transformers",
	"transformers.js",
	"ultralytics",
	"yolov10",
];

/** Records whose optional fields have the wrong types or hold nulls: what a loose JSON source may send. */
const MALFORMED = [
	{
		id: "a/b",
		tags: null,
		pipeline_tag: 5,
		config: null,
		cardData: null,
		widgetData: null,
		siblings: null,
		transformersInfo: null,
		mask_token: null,
		gguf: null,
	},
	{
		id: "",
		tags: ["conversational", null, 3, "lora", "yolov8", "musicgen", "automatic-speech-recognition"],
		pipeline_tag: "text-generation",
		widgetData: [null, { text: 5, sentences: "not a list", source_sentence: 3 }],
		siblings: [null, { rfilename: 3 }, {}],
		config: {
			peft: null,
			sklearn: { model: null, model_format: 7 },
			speechbrain: null,
			keras_hub: { tasks: "CausalLM" },
			tokenizer_config: null,
			diffusers: null,
			adapter_transformers: { model_name: ["x"] },
		},
		cardData: { base_model: [null], instance_prompt: 5 },
		transformersInfo: { auto_model: null, processor: 3 },
		gguf: { chat_template: 1 },
	},
	{ id: "a/b", tags: "custom_code", widgetData: "text", siblings: "model.gguf", config: { peft: "CAUSAL_LM" } },
] as unknown as ModelRecord[];

describe("generators are total over malformed records", () => {
	it.each(LOOSE_RECORD_LIBRARIES)("%s", (library) => {
		for (const record of MALFORMED) {
			const snippets = librarySnippets({ ...record, library_name: library });
			expect(validateSnippets(snippets)).toEqual([]);
		}
	});
});
