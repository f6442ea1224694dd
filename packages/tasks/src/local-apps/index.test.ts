import { describe, expect, it } from "vitest";
import type { ModelRecord } from "../model-record.ts";
import { NASTY_ID } from "../snippets/testing/model-matrix.ts";
import { shShape } from "../snippets/testing/shape.ts";
import { validateSnippets } from "../snippets/testing/validate.ts";
import { LOCAL_APP_COMMANDS } from "./commands.ts";
import { LOCAL_APP_DEEP_LINKS } from "./deep-links.ts";
import { localAppsFor, LOCAL_APPS } from "./index.ts";

const gguf: ModelRecord = {
	id: "acme/tiny-chat-GGUF",
	tags: ["gguf", "conversational", "text-generation"],
	pipeline_tag: "text-generation",
	gguf: { context_length: 4096, chat_template: "{% if tools %}{{ tools }}{% endif %}" },
	siblings: [{ rfilename: "tiny-chat-Q8_0.gguf" }, { rfilename: "tiny-chat-Q4_K_M.gguf" }],
};
const transformersLlm: ModelRecord = {
	id: "acme/tiny-llm",
	library_name: "transformers",
	tags: ["transformers", "safetensors", "text-generation", "text-generation-inference"],
	pipeline_tag: "text-generation",
};
const mlx: ModelRecord = {
	id: "mlx-community/tiny-4bit",
	tags: ["mlx", "text-generation"],
	pipeline_tag: "text-generation",
};
const diffusers: ModelRecord = {
	id: "acme/tiny-sd",
	library_name: "diffusers",
	tags: ["diffusers", "safetensors"],
	pipeline_tag: "text-to-image",
};
const lora: ModelRecord = {
	...diffusers,
	id: "acme/tiny-lora",
	tags: ["diffusers", "lora", "safetensors"],
	pipeline_tag: "text-to-image",
};
const plain: ModelRecord = {
	id: "acme/bert",
	library_name: "transformers",
	tags: ["transformers"],
	pipeline_tag: "fill-mask",
};

const keys = (model: ModelRecord) => localAppsFor(model).map((o) => o.key);

describe("localAppsFor", () => {
	it("offers the GGUF runners, the chat apps and the tool-calling agents for a GGUF chat model", () => {
		expect(keys(gguf)).toEqual(
			expect.arrayContaining([
				"llama.cpp",
				"node-llama-cpp",
				"ollama",
				"lmstudio",
				"jan",
				"localai",
				"pi",
				"hermes-agent",
				"openclaw",
				"docker-model-runner",
			]),
		);
		expect(keys(gguf)).not.toContain("drawthings");
	});

	it("offers servers for a transformers text model, MLX apps for MLX, image apps for diffusers", () => {
		expect(keys(transformersLlm)).toEqual(["vllm", "sglang", "tgi", "docker-model-runner"]);
		expect(keys(mlx)).toEqual(["mlx-lm", "lmstudio", "atomic-chat"]);
		expect(keys(diffusers)).toEqual(["jellybox", "drawthings", "diffusionbee"]);
		expect(keys(plain)).toEqual([]);
	});

	it("picks the preferred quantization, or the one asked for", () => {
		const ollama = localAppsFor(gguf).find((o) => o.key === "ollama");
		expect(ollama?.snippets[0]?.code).toBe("ollama run 'hf.co/acme/tiny-chat-GGUF:Q4_K_M'");
		const q8 = localAppsFor(gguf, "tiny-chat-Q8_0.gguf").find((o) => o.key === "ollama");
		expect(q8?.snippets[0]?.code).toBe("ollama run 'hf.co/acme/tiny-chat-GGUF:Q8_0'");
	});

	it("builds valid deep links with the model id encoded", () => {
		const links = Object.fromEntries(localAppsFor(gguf, "tiny-chat-Q4_K_M.gguf").map((o) => [o.key, o.deepLink]));
		expect(links.jan).toBe("jan://models/huggingface/acme/tiny-chat-GGUF");
		expect(links.lmstudio).toBe("lmstudio://open_from_hf?model=acme%2Ftiny-chat-GGUF&file=tiny-chat-Q4_K_M.gguf");
		expect(localAppsFor(lora).find((o) => o.key === "drawthings")?.deepLink).toBe(
			"https://drawthings.ai/import/diffusers/pipeline.load_lora_weights?repo_id=acme%2Ftiny-lora",
		);
		for (const build of Object.values(LOCAL_APP_DEEP_LINKS)) {
			const url = build({ ...gguf, id: NASTY_ID });
			expect(url.href).not.toMatch(/[\s"'`$]/);
		}
	});

	it("gives every app of the registry a way in: a deep link or commands", () => {
		for (const key of Object.keys(LOCAL_APPS)) {
			expect(Object.hasOwn(LOCAL_APP_COMMANDS, key) || Object.hasOwn(LOCAL_APP_DEEP_LINKS, key), key).toBe(true);
		}
	});

	it.each([gguf, transformersLlm, mlx, diffusers, { ...transformersLlm, pipeline_tag: "image-text-to-text" }])(
		"writes snippets that keep every guarantee, also for hostile ids (%#)",
		(model) => {
			const snippets = localAppsFor(model).flatMap((o) => o.snippets);
			expect(validateSnippets(snippets)).toEqual([]);
			const hostileSnippets = localAppsFor({ ...model, id: NASTY_ID }).flatMap((o) => o.snippets);
			expect(validateSnippets(hostileSnippets)).toEqual([]);
			expect(hostileSnippets.map((s) => (s.language === "sh" ? shShape(s.code) : s.language))).toEqual(
				snippets.map((s) => (s.language === "sh" ? shShape(s.code) : s.language)),
			);
		},
	);
});

describe("localAppsFor with a self-hosted hub", () => {
	const ENDPOINT = "http://localhost:8080";

	it("aims every command at the hub, or says plainly that the app cannot be pointed at it", () => {
		for (const model of [gguf, transformersLlm, mlx, diffusers, lora, plain]) {
			for (const offer of localAppsFor(model, undefined, { endpoint: ENDPOINT })) {
				expect(offer.hubNote, offer.key).toEqual(expect.any(String));
				for (const snippet of offer.snippets) {
					if (snippet.language !== "sh") continue; // configuration files and prose fetch nothing
					const aimed = snippet.code.includes(`HF_ENDPOINT='${ENDPOINT}'`);
					const cannot = snippet.code.includes("has no setting for another hub");
					expect(aimed !== cannot, `${offer.key}: ${snippet.title}`).toBe(true);
				}
				if (offer.deepLink && offer.snippets.length === 0) expect(offer.hubNote).toMatch(/no setting for another hub/);
			}
			expect(
				validateSnippets(localAppsFor(model, undefined, { endpoint: ENDPOINT }).flatMap((o) => o.snippets)),
			).toEqual([]);
		}
		const apps = localAppsFor(gguf, undefined, { endpoint: ENDPOINT });
		const llamaServer = apps.find((o) => o.key === "llama.cpp")?.snippets[0]?.code ?? "";
		expect(llamaServer).toMatch(/^export HF_ENDPOINT='http:\/\/localhost:8080'$/m);
		expect(apps.find((o) => o.key === "ollama")?.hubNote).toMatch(/Ollama fetches models from huggingface\.co/);
		const vllm = localAppsFor(transformersLlm, undefined, { endpoint: ENDPOINT }).find((o) => o.key === "vllm");
		expect(vllm?.snippets.some((s) => s.code.includes('-e HF_ENDPOINT="$HF_ENDPOINT"'))).toBe(true);
	});

	it("changes nothing without one", () => {
		expect(localAppsFor(gguf, undefined, {})).toEqual(localAppsFor(gguf));
		expect(localAppsFor(gguf).some((o) => o.hubNote !== undefined)).toBe(false);
	});
});
