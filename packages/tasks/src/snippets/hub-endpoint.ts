import { js, py, sh } from "./shared/literals.ts";
import type { GeneratedSnippet } from "./types.ts";

/** Where snippets fetch models from when it is not huggingface.co: this hub's public URL. */
export interface HubEndpointOptions {
	/** The hub's base URL, e.g. `https://hub.example.com` (no trailing slash needed). */
	endpoint?: string;
}

/** The endpoint without trailing slashes, or `undefined` when none is set (snippets then use the public hub). */
export function endpointOf(options: HubEndpointOptions | undefined): string | undefined {
	const endpoint = options?.endpoint?.replace(/\/+$/, "");
	return endpoint ? endpoint : undefined;
}

/** How many leading lines are comments (the `# pip install …` hint stays the first line). */
function leadingComments(codeLines: string[], marker: string): number {
	let count = 0;
	while (count < codeLines.length && codeLines[count]?.startsWith(marker)) count++;
	return count;
}

/**
 * A snippet rewritten to fetch from `endpoint`:
 * - Python: `HF_ENDPOINT` set through `os.environ` before anything is imported (every library built on
 *   `huggingface_hub` reads it at import);
 * - shell: `export HF_ENDPOINT=…` first (the `hf` CLI, and llama.cpp, which reads `MODEL_ENDPOINT`, then
 *   `HF_ENDPOINT`), and passed into containers next to `HF_TOKEN`;
 * - JavaScript with transformers.js: `env.remoteHost`;
 * other snippets are returned as they are.
 */
export function pointAtHub(snippet: GeneratedSnippet, endpoint: string): GeneratedSnippet {
	const codeLines = snippet.code.split("\n");
	if (snippet.language === "python") {
		const head = leadingComments(codeLines, "#");
		const setup = ["import os", "", `os.environ["HF_ENDPOINT"] = ${py(endpoint)}`, ""];
		return { ...snippet, code: [...codeLines.slice(0, head), ...setup, ...codeLines.slice(head)].join("\n") };
	}
	if (snippet.language === "sh") {
		const head = leadingComments(codeLines, "#");
		const body = codeLines
			.slice(head)
			.flatMap((line) =>
				line.trim() === '-e HF_TOKEN="$HF_TOKEN" \\'
					? [line, line.replace("HF_TOKEN", "HF_ENDPOINT").replace("HF_TOKEN", "HF_ENDPOINT")]
					: [line],
			);
		return {
			...snippet,
			code: [...codeLines.slice(0, head), `export HF_ENDPOINT=${sh(endpoint)}`, ...body].join("\n"),
		};
	}
	if (snippet.language === "js" && snippet.code.includes('from "@huggingface/transformers"')) {
		const code = snippet.code.replace(
			/^import \{ ([^}]*) \} from "@huggingface\/transformers";$/m,
			(_, names: string) =>
				`import { ${names}, env } from "@huggingface/transformers";\n\nenv.remoteHost = ${js(`${endpoint}/`)};`,
		);
		return { ...snippet, code };
	}
	return snippet;
}

/** Cloning the repository with git from this hub (LFS files included). */
export function gitCloneSnippet(modelId: string, endpoint: string): GeneratedSnippet {
	return {
		language: "sh",
		title: "Clone the repository with git",
		code: ["# Large files come through git-lfs: git lfs install", `git clone ${sh(`${endpoint}/${modelId}`)}`].join(
			"\n",
		),
	};
}
