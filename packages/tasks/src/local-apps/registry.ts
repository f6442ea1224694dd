import type { PipelineId } from "../tasks/catalogue.ts";

/** A local application that runs hub models on the user's own machine. Data only. */
export interface LocalAppEntry {
	/** Name shown on the button. */
	prettyLabel: string;
	/** Where to learn about the app. */
	docsUrl: string;
	/** The kind of model it is mostly used for. */
	mainTask: PipelineId;
	/** Shown with a "macOS only" pill. */
	macOSOnly: boolean;
}

/**
 * The local apps, in the order the model page lists them. Which models each one can run, and the
 * commands or deep links it gets, live in `./display.ts`, `./commands.ts` and `./deep-links.ts`.
 */
export const LOCAL_APPS = {
	"llama.cpp": {
		prettyLabel: "llama.cpp",
		docsUrl: "https://github.com/ggerganov/llama.cpp",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	"node-llama-cpp": {
		prettyLabel: "node-llama-cpp",
		docsUrl: "https://node-llama-cpp.withcat.ai",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	vllm: {
		prettyLabel: "vLLM",
		docsUrl: "https://docs.vllm.ai",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	sglang: {
		prettyLabel: "SGLang",
		docsUrl: "https://docs.sglang.io",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	"mlx-lm": {
		prettyLabel: "MLX LM",
		docsUrl: "https://github.com/ml-explore/mlx-lm",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	tgi: {
		prettyLabel: "TGI",
		docsUrl: "https://huggingface.co/docs/text-generation-inference/",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	lmstudio: {
		prettyLabel: "LM Studio",
		docsUrl: "https://lmstudio.ai",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	localai: {
		prettyLabel: "LocalAI",
		docsUrl: "https://github.com/mudler/LocalAI",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	jan: {
		prettyLabel: "Jan",
		docsUrl: "https://jan.ai",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	"atomic-chat": {
		prettyLabel: "Atomic Chat",
		docsUrl: "https://atomic.chat",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	backyard: {
		prettyLabel: "Backyard AI",
		docsUrl: "https://backyard.ai",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	jellybox: {
		prettyLabel: "Jellybox",
		docsUrl: "https://jellybox.com",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	msty: {
		prettyLabel: "Msty",
		docsUrl: "https://msty.app",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	recursechat: {
		prettyLabel: "RecurseChat",
		docsUrl: "https://recurse.chat",
		mainTask: "text-generation",
		macOSOnly: true,
	},
	drawthings: {
		prettyLabel: "Draw Things",
		docsUrl: "https://drawthings.ai",
		mainTask: "text-to-image",
		macOSOnly: true,
	},
	diffusionbee: {
		prettyLabel: "DiffusionBee",
		docsUrl: "https://diffusionbee.com",
		mainTask: "text-to-image",
		macOSOnly: true,
	},
	joyfusion: {
		prettyLabel: "JoyFusion",
		docsUrl: "https://joyfusion.app",
		mainTask: "text-to-image",
		macOSOnly: true,
	},
	ollama: {
		prettyLabel: "Ollama",
		docsUrl: "https://ollama.com",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	unsloth: {
		prettyLabel: "Unsloth Desktop",
		docsUrl: "https://unsloth.ai/docs",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	"docker-model-runner": {
		prettyLabel: "Docker Model Runner",
		docsUrl: "https://docs.docker.com/ai/model-runner/",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	lemonade: {
		prettyLabel: "Lemonade",
		docsUrl: "https://lemonade-server.ai",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	pi: {
		prettyLabel: "Pi",
		docsUrl: "https://github.com/earendil-works/pi",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	"hermes-agent": {
		prettyLabel: "Hermes Agent",
		docsUrl: "https://hermes-agent.nousresearch.com/",
		mainTask: "text-generation",
		macOSOnly: false,
	},
	openclaw: {
		prettyLabel: "OpenClaw",
		docsUrl: "https://github.com/openclaw/openclaw",
		mainTask: "text-generation",
		macOSOnly: false,
	},
} as const satisfies Record<string, LocalAppEntry>;

export type LocalAppKey = keyof typeof LOCAL_APPS;
