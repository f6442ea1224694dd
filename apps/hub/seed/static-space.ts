import type { SeedRepo } from "./handmade-repos.ts";

/** The sample static space: the model it reads from the hub that serves it. */
export const STATIC_SPACE_ID = "atrium/tiny-static-demo";
const MODEL = "atrium/tiny-bert-mlm";

const README = `---
title: Tiny static demo
emoji: 🧩
colorFrom: indigo
colorTo: green
sdk: static
license: apache-2.0
models: [${MODEL}]
---

# Tiny static demo

A static space: an \`index.html\`, a stylesheet and a script, served by Atrium from its spaces origin
(\`ATRIUM_SPACES_URL\`) in a sandboxed frame. The script asks the spaces origin which hub it came from
(\`/_atrium/hub.json\`), then reads ${MODEL}'s \`config.json\` and \`tokenizer.json\` from that hub the way
transformers.js does (\`{hub}/{model}/resolve/main/{file}\`), and splits your text with the tokenizer's vocabulary.

To load models with transformers.js the same way, point the library at this hub:

\`\`\`js
import { env, AutoConfig, pipeline } from "https://cdn.jsdelivr.net/npm/@huggingface/transformers@4.3.2";
const { url } = await (await fetch("/_atrium/hub.json")).json();
env.remoteHost = \`\${url}/\`;
env.allowLocalModels = false;
env.useBrowserCache = false; // a sandboxed frame has no Cache Storage
const config = await AutoConfig.from_pretrained("${MODEL}");
// Any model with ONNX weights uploaded to this hub runs the same way, e.g.:
// const classify = await pipeline("sentiment-analysis", "Xenova/distilbert-base-uncased-finetuned-sst-2-english");
\`\`\`
`;

const INDEX = `<!doctype html>
<html lang="en">
	<head>
		<meta charset="utf-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1" />
		<title>Tiny static demo</title>
		<link rel="stylesheet" href="style.css" />
	</head>
	<body>
		<main>
			<h1>Tiny static demo</h1>
			<p id="status" data-state="loading">Loading…</p>
			<p id="model"></p>
			<form id="tokenize">
				<label for="text">Text</label>
				<input id="text" name="text" value="the hub is open" />
				<button type="submit">Tokenize</button>
			</form>
			<ol id="tokens"></ol>
		</main>
		<script src="app.js"></script>
	</body>
</html>
`;

const STYLE = `body {
	font-family: system-ui, sans-serif;
	margin: 1.5rem;
	color: #1f2937;
}
#status[data-state="ready"] {
	color: #047857;
}
#status[data-state="failed"] {
	color: #b91c1c;
}
#tokens li {
	font-family: ui-monospace, monospace;
}
`;

const SCRIPT = `// Runs in a sandboxed frame on the spaces origin: no cookies, no storage, no hub session.
const MODEL = ${JSON.stringify(MODEL)};
const status = document.getElementById("status");
status.textContent = "The space's script ran.";

async function fromHub(hub, file) {
	const response = await fetch(\`\${hub}/\${MODEL}/resolve/main/\${file}\`);
	if (!response.ok) throw new Error(\`\${file}: HTTP \${response.status}\`);
	return response.json();
}

async function main() {
	const { url: hub } = await (await fetch("/_atrium/hub.json")).json();
	const [config, tokenizer] = await Promise.all([fromHub(hub, "config.json"), fromHub(hub, "tokenizer.json")]);
	const vocab = tokenizer.model.vocab;
	document.getElementById("model").textContent =
		\`\${MODEL} from \${hub}: \${config.model_type}, \${config.num_hidden_layers} layers, \${Object.keys(vocab).length} tokens\`;
	const tokens = document.getElementById("tokens");
	const tokenize = (text) => {
		tokens.replaceChildren();
		for (const word of text.toLowerCase().split(/\\s+/).filter(Boolean)) {
			const item = document.createElement("li");
			const id = vocab[word] ?? vocab["[UNK]"];
			item.textContent = \`\${word} → \${id}\`;
			tokens.append(item);
		}
	};
	document.getElementById("tokenize").addEventListener("submit", (event) => {
		event.preventDefault();
		tokenize(document.getElementById("text").value);
	});
	tokenize(document.getElementById("text").value);
	status.dataset.state = "ready";
	status.textContent = "The space's script ran and read its model from the hub.";
}

main().catch((error) => {
	status.dataset.state = "failed";
	status.textContent = \`Failed: \${error.message}\`;
});
`;

/** A static space whose script runs on the spaces origin and reads a sample model from this hub (decision 041). */
export function staticSpace(): SeedRepo {
	return {
		type: "space",
		id: STATIC_SPACE_ID,
		files: { "README.md": README, "index.html": INDEX, "style.css": STYLE, "app.js": SCRIPT },
	};
}
