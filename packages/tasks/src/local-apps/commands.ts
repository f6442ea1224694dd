import type { ModelRecord } from "../model-record.ts";
import { lines, py, sh } from "../snippets/shared/literals.ts";
import type { GeneratedSnippet } from "../snippets/types.ts";
import { isGgufModel, isMlxModel, isRyzenAiModel, tagsOf } from "./display.ts";
import { ggufFileFor, quantTagFor } from "./quant-tag.ts";
import type { LocalAppKey } from "./registry.ts";

type Commands = (model: ModelRecord, filepath?: string) => GeneratedSnippet[];

const shell = (title: string, ...parts: (string | false | null | undefined)[]): GeneratedSnippet => ({
	language: "sh",
	title,
	code: lines(...parts),
});

/** `namespace/name:QUANT`, the reference llama.cpp-based tools take. */
const quantRef = (model: ModelRecord, filepath?: string) => `${model.id}${quantTagFor(model, filepath)}`;

const isChat = (model: ModelRecord) => tagsOf(model).includes("conversational");

/** The JSON body of a chat request to an OpenAI-compatible server, as one shell word. */
function chatRequestBody(model: ModelRecord, modelName: string): string {
	const content =
		model.pipeline_tag === "image-text-to-text"
			? [
					{ type: "text", text: "Describe this image in one sentence." },
					{
						type: "image_url",
						image_url: { url: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/bee.jpg" },
					},
				]
			: "What is the capital of France?";
	return sh(JSON.stringify({ model: modelName, messages: [{ role: "user", content }] }, null, "\t"));
}

/** A curl call to a local OpenAI-compatible server: chat for chat models, completion otherwise. */
function curlLocal(model: ModelRecord, port: number, modelName = model.id): string {
	if (isChat(model) || model.pipeline_tag === "image-text-to-text") {
		return lines(
			`curl http://localhost:${port}/v1/chat/completions \\`,
			`\t-H "Content-Type: application/json" \\`,
			`\t--data ${chatRequestBody(model, modelName)}`,
		);
	}
	const body = sh(JSON.stringify({ model: modelName, prompt: "Once upon a time,", max_tokens: 128 }, null, "\t"));
	return lines(
		`curl http://localhost:${port}/v1/completions \\`,
		`\t-H "Content-Type: application/json" \\`,
		`\t--data ${body}`,
	);
}

function llamaCpp(model: ModelRecord, filepath?: string): GeneratedSnippet[] {
	const ref = sh(quantRef(model, filepath));
	const run = (server: string, cli: string) => [
		"# Start an OpenAI-compatible server with a chat UI on http://localhost:8080:",
		`${server} -hf ${ref}`,
		"# Or chat in the terminal:",
		`${cli} -hf ${ref}`,
	];
	return [
		shell("Install with Homebrew (macOS, Linux)", "brew install llama.cpp", ...run("llama-server", "llama-cli")),
		shell("Install with WinGet (Windows)", "winget install llama.cpp", ...run("llama-server", "llama-cli")),
		shell(
			"Build from source",
			"git clone https://github.com/ggml-org/llama.cpp",
			"cd llama.cpp",
			"cmake -B build",
			"cmake --build build --config Release -j --target llama-server llama-cli",
			...run("./build/bin/llama-server", "./build/bin/llama-cli"),
		),
		shell("Run with Docker Model Runner", `docker model run ${sh(`hf.co/${quantRef(model, filepath)}`)}`),
	];
}

function nodeLlamaCpp(model: ModelRecord, filepath?: string): GeneratedSnippet[] {
	const ref = sh(`hf:${quantRef(model, filepath)}`);
	return [
		shell("Chat with the model", `npx -y node-llama-cpp chat ${ref}`),
		shell("Check whether your hardware can run it", `npx -y node-llama-cpp inspect estimate ${ref}`),
	];
}

function vllm(model: ModelRecord): GeneratedSnippet[] {
	return [
		shell(
			"Install and serve with pip",
			"pip install -U vllm",
			`vllm serve ${sh(model.id)}`,
			"# Then, from another terminal:",
			curlLocal(model, 8000),
		),
		shell(
			"Serve with Docker (NVIDIA GPU)",
			"docker run --gpus all \\",
			"\t-v ~/.cache/huggingface:/root/.cache/huggingface \\",
			'\t-e HF_TOKEN="$HF_TOKEN" \\',
			"\t-p 8000:8000 \\",
			"\t--ipc=host \\",
			"\tvllm/vllm-openai:latest \\",
			`\t--model ${sh(model.id)}`,
			"# Then, from another terminal:",
			curlLocal(model, 8000),
		),
	];
}

function sglang(model: ModelRecord): GeneratedSnippet[] {
	return [
		shell(
			"Install and serve with pip",
			"pip install -U sglang",
			"python3 -m sglang.launch_server \\",
			`\t--model-path ${sh(model.id)} \\`,
			"\t--host 0.0.0.0 \\",
			"\t--port 30000",
			"# Then, from another terminal:",
			curlLocal(model, 30000),
		),
		shell(
			"Serve with Docker (NVIDIA GPU)",
			"docker run --gpus all \\",
			"\t--shm-size 32g \\",
			"\t-p 30000:30000 \\",
			"\t-v ~/.cache/huggingface:/root/.cache/huggingface \\",
			'\t-e HF_TOKEN="$HF_TOKEN" \\',
			"\t--ipc=host \\",
			"\tlmsysorg/sglang:latest \\",
			"\tpython3 -m sglang.launch_server \\",
			`\t--model-path ${sh(model.id)} \\`,
			"\t--host 0.0.0.0 \\",
			"\t--port 30000",
		),
	];
}

function mlxLm(model: ModelRecord): GeneratedSnippet[] {
	const id = sh(model.id);
	return [
		shell(
			"Run in the terminal",
			"pip install -U mlx-lm",
			isChat(model) ? `mlx_lm.chat --model ${id}` : `mlx_lm.generate --model ${id} --prompt "Once upon a time"`,
		),
		shell(
			"Serve an OpenAI-compatible API",
			`mlx_lm.server --model ${id}`,
			"# Then, from another terminal:",
			curlLocal(model, 8080),
		),
	];
}

function tgi(model: ModelRecord): GeneratedSnippet[] {
	return [
		shell(
			"Serve with Docker (NVIDIA GPU)",
			"docker run --gpus all \\",
			"\t--shm-size 1g \\",
			"\t-v ~/.cache/huggingface:/data \\",
			'\t-e HF_TOKEN="$HF_TOKEN" \\',
			"\t-p 8080:80 \\",
			"\tghcr.io/huggingface/text-generation-inference:latest \\",
			`\t--model-id ${sh(model.id)}`,
			"# Then, from another terminal:",
			curlLocal({ ...model, tags: [...tagsOf(model), "conversational"] }, 8080),
		),
	];
}

function localAi(model: ModelRecord, filepath?: string): GeneratedSnippet[] {
	const file = ggufFileFor(model, filepath);
	if (!file) return [];
	const ref = sh(`huggingface://${model.id}/${file}`);
	return [
		shell("Install and run", "curl -fsSL https://localai.io/install.sh | sh", `local-ai run ${ref}`),
		shell(
			"Run with Docker",
			"docker run -p 8080:8080 --name local-ai -ti localai/localai:latest-cpu",
			"# Then, in another terminal, load the model:",
			`docker exec -it local-ai local-ai run ${ref}`,
		),
	];
}

function ollama(model: ModelRecord, filepath?: string): GeneratedSnippet[] {
	return [shell("Run with Ollama", `ollama run ${sh(`hf.co/${quantRef(model, filepath)}`)}`)];
}

function unsloth(model: ModelRecord): GeneratedSnippet[] {
	const studio = shell(
		"Open in Unsloth Studio (macOS, Linux)",
		"curl -fsSL https://unsloth.ai/install.sh | sh",
		"unsloth studio -H 0.0.0.0 -p 8888",
		"# Then open http://localhost:8888 and pick the model from the hub search",
	);
	if (isGgufModel(model)) return [studio];
	return [
		studio,
		{
			language: "python",
			title: "Fine-tune with the Python library",
			code: lines(
				"# pip install -U unsloth",
				"from unsloth import FastModel",
				"",
				`model, tokenizer = FastModel.from_pretrained(model_name=${py(model.id)}, max_seq_length=2048)`,
				"print(model)",
			),
		},
	];
}

function dockerModelRunner(model: ModelRecord, filepath?: string): GeneratedSnippet[] {
	const ref = isGgufModel(model) ? quantRef(model, filepath) : model.id;
	return [shell("Run with Docker Model Runner", `docker model run ${sh(`hf.co/${ref}`)}`)];
}

function lemonade(model: ModelRecord, filepath?: string): GeneratedSnippet[] {
	const name = model.id.split("/").at(-1) ?? model.id;
	const ryzen = isRyzenAiModel(model);
	const tag = ryzen ? "" : quantTagFor(model, filepath);
	return [
		shell(
			ryzen ? "Pull and run (needs an XDNA 2 NPU)" : "Pull and run",
			"# Install Lemonade from https://lemonade-server.ai",
			`lemonade pull ${sh(`${model.id}${tag}`)}`,
			`lemonade run ${sh(`user.${name}${tag.replace(":", "-")}`)}`,
		),
	];
}

/** Step one of the agent apps: a local OpenAI-compatible server on port 8080. */
function localServer(model: ModelRecord, filepath?: string): GeneratedSnippet {
	if (isMlxModel(model)) {
		return shell("Start a local server", "pip install -U mlx-lm", `mlx_lm.server --model ${sh(model.id)} --port 8080`);
	}
	return shell(
		"Start a local server",
		"brew install llama.cpp",
		`llama-server -hf ${sh(quantRef(model, filepath))} --jinja --port 8080`,
	);
}

const agentModelId = (model: ModelRecord, filepath?: string) =>
	isMlxModel(model) ? model.id : quantRef(model, filepath);

function pi(model: ModelRecord, filepath?: string): GeneratedSnippet[] {
	const provider = isMlxModel(model) ? "mlx-lm" : "llama-cpp";
	const config = {
		providers: {
			[provider]: {
				baseUrl: "http://localhost:8080/v1",
				api: "openai-completions",
				apiKey: "none",
				models: [{ id: agentModelId(model, filepath) }],
			},
		},
	};
	return [
		localServer(model, filepath),
		shell("Install Pi", "npm install -g @earendil-works/pi-coding-agent"),
		{ language: "json", title: "Add the model to ~/.pi/agent/models.json", code: JSON.stringify(config, null, "\t") },
		shell("Run Pi in your project", "pi"),
	];
}

function hermesAgent(model: ModelRecord, filepath?: string): GeneratedSnippet[] {
	return [
		localServer(model, filepath),
		shell(
			"Install and configure Hermes",
			"curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash",
			"hermes setup",
			"hermes config set model.provider custom",
			"hermes config set model.base_url http://127.0.0.1:8080/v1",
			`hermes config set model.default ${sh(agentModelId(model, filepath))}`,
			"hermes",
		),
	];
}

function openclaw(model: ModelRecord, filepath?: string): GeneratedSnippet[] {
	return [
		localServer(model, filepath),
		shell(
			"Install and configure OpenClaw",
			"npm install -g openclaw@latest",
			"openclaw onboard --non-interactive --mode local \\",
			"\t--auth-choice custom-api-key \\",
			"\t--custom-base-url http://127.0.0.1:8080/v1 \\",
			`\t--custom-model-id ${sh(agentModelId(model, filepath))} \\`,
			`\t--custom-provider-id ${isMlxModel(model) ? "mlx-lm" : "llama-cpp"} \\`,
			"\t--custom-compatibility openai \\",
			"\t--custom-text-input \\",
			"\t--accept-risk \\",
			"\t--skip-health",
			"openclaw agent --local --agent main --message 'Hello from Atrium'",
		),
	];
}

/** The command snippets of each app that is run from a terminal rather than by deep link. */
export const LOCAL_APP_COMMANDS: Partial<Record<LocalAppKey, Commands>> = {
	"llama.cpp": llamaCpp,
	"node-llama-cpp": nodeLlamaCpp,
	vllm,
	sglang,
	"mlx-lm": mlxLm,
	tgi,
	localai: localAi,
	ollama,
	unsloth,
	"docker-model-runner": dockerModelRunner,
	lemonade,
	pi,
	"hermes-agent": hermesAgent,
	openclaw,
};
