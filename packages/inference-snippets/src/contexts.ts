/**
 * Template contexts: the variables of spec section 3, every value already encoded as code of the
 * snippet's language. Templates only place these; they never build a literal themselves.
 *
 * - `fullUrl`, `baseUrl`, `endpointUrl`: URL literals (`endpointUrl` is null unless the client
 *   addresses an endpoint rather than a provider);
 * - `authorizationHeader`: the Authorization header (value in Python/JS, whole `-H` word in shell;
 *   `billTo` and `contentType` are whole `-H` words in shell too);
 * - `accessToken`: the token as code (an environment read, or the literal the caller passed);
 * - `billTo`, `provider`, `providerModelId`, `model.id`: literals (`billTo` may be null);
 * - `methodName`: the client library's method for the task;
 * - `inputs`: the input value (chat: the messages); `prompt`: the text of a text-input task, or null;
 * - `providerInputs`: the provider's request body;
 * - `autoInputs`: the arguments of the client library's method, which builds the body itself;
 * - `requirement`: what `pip install -U` takes for the Python client (a shell word).
 */
import { js, py, sh, type SampleInput } from "@atrium/tasks";
import { bodyFile, FileRef, sampleFile, type BodyValue } from "./body.ts";
import { jsCode, pyCode, shBody, type FileAs } from "./encode.ts";
import { JS_METHODS, PY_IMAGE_RESULTS, PY_METHODS, methodOf } from "./methods.ts";
import { huggingfaceHubRequirement } from "./huggingface-hub-routes.ts";
import { huggingfaceJsServes } from "./huggingface-js-gaps.ts";
import type { LibraryCall, RequestPlan } from "./request.ts";

export type Language = "js" | "python" | "sh";

/** Tasks whose answer is a file (image, audio, video) for the client libraries. */
const FILE_ANSWERS = new Set([
	"text-to-image",
	"image-to-image",
	"image-text-to-image",
	"text-to-speech",
	"text-to-audio",
	"text-to-video",
	"image-to-video",
	"image-text-to-video",
]);

const CLIENT_FILES: Record<string, string> = {
	"text-to-speech": "output.flac",
	"text-to-audio": "output.flac",
	"text-to-video": "output.mp4",
	"image-to-video": "output.mp4",
	"image-text-to-video": "output.mp4",
};

function literal(language: Language, value: string): string {
	return language === "python" ? py(value) : language === "js" ? js(value) : sh(value);
}

function nullable(language: Language, value: string | undefined): string | null {
	return value === undefined ? null : literal(language, value);
}

function tokenCode(language: Language, plan: Pick<RequestPlan, "token">): string {
	if ("literal" in plan.token) return literal(language, plan.token.literal);
	if (language === "python") return `os.environ[${py(plan.token.env)}]`;
	if (language === "js") return `process.env.${plan.token.env}`;
	return `$${plan.token.env}`;
}

function authorizationCode(language: Language, plan: RequestPlan): string {
	const scheme = `${plan.authScheme} `;
	if ("literal" in plan.token) {
		const header = `${scheme}${plan.token.literal}`;
		return language === "sh" ? sh(`Authorization: ${header}`) : literal(language, header);
	}
	if (language === "sh") return `"Authorization: ${scheme}$${plan.token.env}"`;
	return `${literal(language, scheme)} + ${tokenCode(language, plan)}`;
}

function bodyCode(language: Language, body: BodyValue, indent: number, fileAs: FileAs = "variable"): string {
	if (language === "python") return pyCode(body, indent, fileAs);
	if (language === "js") return jsCode(body, indent, fileAs);
	return shBody(body).words;
}

/** The variables shared by every client of a language. */
function baseContext(language: Language, plan: RequestPlan): Record<string, unknown> {
	const file = bodyFile(plan.body);
	const rawBody = plan.body instanceof FileRef;
	const contentType = rawBody && file ? file.file.contentType : "application/json";
	return {
		fullUrl: literal(language, plan.url),
		baseUrl: literal(language, plan.baseUrl),
		endpointUrl: null,
		authorizationHeader: authorizationCode(language, plan),
		accessToken: tokenCode(language, plan),
		tokenFromEnv: "env" in plan.token,
		billTo:
			language === "sh" && plan.billTo !== undefined
				? sh(`X-HF-Bill-To: ${plan.billTo}`)
				: nullable(language, plan.billTo),
		provider: literal(language, plan.provider),
		providerModelId: literal(language, plan.providerModelId),
		clientModel: literal(language, plan.clientModel),
		model: { id: literal(language, plan.modelId) },
		methodName: null,
		inputs: plan.messages ? bodyCode(language, plan.messages, 1) : literal(language, ""),
		prompt: plan.sample?.kind === "text" ? literal(language, plan.sample.text) : null,
		providerInputs: rawBody ? null : bodyCode(language, plan.body, language === "sh" ? 0 : 1),
		autoInputs: null,
		streaming: plan.output === "stream",
		output: plan.output,
		outputFile: nullable(language, plan.outputFile),
		contentType: language === "sh" ? sh(`Content-Type: ${contentType}`) : literal(language, contentType),
		headers: Object.entries(plan.headers).map(([name, value]) => ({
			name: literal(language, name),
			value: literal(language, value),
			word: sh(`${name}: ${value}`),
		})),
		file: file
			? {
					path: literal(language, file.file.file),
					contentType: literal(language, file.file.contentType),
					dataUrlPrefix: literal(language, `data:${file.file.contentType};base64,`),
					encoding: file.encoding,
				}
			: null,
		piped: language === "sh" && !rawBody && shBody(plan.body).piped,
	};
}

/** Context for raw HTTP clients (fetch, requests, curl) and the OpenAI clients. */
export function requestContext(language: Language, plan: RequestPlan): Record<string, unknown> {
	return baseContext(language, plan);
}

/** The arguments `@huggingface/inference` takes for a task (besides model/provider), or `undefined`. */
function jsArguments(task: string, sample: SampleInput): Record<string, BodyValue> | undefined {
	const blob = (s: SampleInput) => {
		const file = sampleFile(s);
		return file ? new FileRef(file, "raw") : null;
	};
	switch (sample.kind) {
		case "text": {
			const parameters: Record<string, BodyValue> | undefined = sample.candidateLabels
				? { candidate_labels: [...sample.candidateLabels] }
				: task === "text-to-image"
					? { num_inference_steps: 5 }
					: undefined;
			return parameters ? { inputs: sample.text, parameters } : { inputs: sample.text };
		}
		case "object": {
			// The client's table QA input names the question `question` (the HTTP API also takes `query`).
			if (task === "table-question-answering" && "query" in sample.value) {
				const { query, ...rest } = sample.value;
				return { inputs: { question: query ?? null, ...rest } };
			}
			return { inputs: sample.value };
		}
		case "table":
			return { inputs: { data: sample.data } };
		case "file": {
			const file = blob(sample);
			if (!file) return undefined;
			return sample.candidateLabels
				? { inputs: file, parameters: { candidate_labels: [...sample.candidateLabels] } }
				: { inputs: file };
		}
		case "file-and-text": {
			const file = blob(sample);
			if (!file) return undefined;
			return sample.key === "question"
				? { inputs: { image: file, question: sample.text } }
				: { inputs: file, parameters: { prompt: sample.text } };
		}
	}
}

/** The arguments of a `huggingface_hub` task method as `[positional, keywords]`, or `undefined`. */
function pyArguments(
	task: string,
	sample: SampleInput,
): { positional: BodyValue[]; keywords: Record<string, BodyValue> } | undefined {
	const path = (s: SampleInput) => {
		const file = sampleFile(s);
		return file ? new FileRef(file, "raw") : undefined;
	};
	switch (sample.kind) {
		case "text":
			return {
				positional: [sample.text],
				keywords: sample.candidateLabels ? { candidate_labels: [...sample.candidateLabels] } : {},
			};
		case "table":
			return { positional: [], keywords: { table: sample.data } };
		case "file": {
			const file = path(sample);
			if (!file) return undefined;
			return {
				positional: [file],
				keywords: sample.candidateLabels ? { candidate_labels: [...sample.candidateLabels] } : {},
			};
		}
		case "file-and-text": {
			const file = path(sample);
			return file ? { positional: [file], keywords: { [sample.key]: sample.text } } : undefined;
		}
		case "object": {
			const value = sample.value;
			const str = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : undefined);
			if (task === "question-answering") {
				const question = str("question");
				const context = str("context");
				return question !== undefined && context !== undefined
					? { positional: [], keywords: { question, context } }
					: undefined;
			}
			if (task === "sentence-similarity") {
				const source = str("source_sentence");
				const sentences = value.sentences;
				return source !== undefined && Array.isArray(sentences)
					? { positional: [source], keywords: { other_sentences: sentences } }
					: undefined;
			}
			if (task === "table-question-answering") {
				const query = str("query");
				const table = value.table;
				return query !== undefined && table !== undefined && table !== null
					? { positional: [], keywords: { table, query } }
					: undefined;
			}
			return undefined;
		}
	}
}

/**
 * What `pip install` takes for the Python client's call of a pair, as a shell word, or `undefined`
 * when no release of `huggingface_hub` routes it. A URL (self-hosted endpoint, custom router) is
 * served by the client's `hf-inference` route whatever the provider.
 */
function pythonRequirement(provider: string, task: string, endpointUrl: string | undefined): string | undefined {
	const requirement = huggingfaceHubRequirement(endpointUrl === undefined ? provider : "hf-inference", task);
	if (requirement === undefined) return undefined;
	// The bare package name is a plain word; a version bound is quoted for the shell (`>`).
	return requirement === "huggingface_hub" ? requirement : sh(requirement);
}

/**
 * Context for the client libraries' chat (`@huggingface/inference`, `huggingface_hub`), or
 * `undefined` when the Python client does not route chat on the provider. `endpointUrl` is the URL
 * the library must call when it cannot address the provider by name (a self-hosted endpoint, or a
 * router other than the public one). `base` is the language's {@link requestContext} for the same
 * plan (pass it when you have it: it is not recomputed, nor changed).
 */
export function libraryChatContext(
	language: "js" | "python",
	plan: RequestPlan,
	endpointUrl: string | undefined,
	base: Record<string, unknown> = requestContext(language, plan),
): Record<string, unknown> | undefined {
	const endpoint = nullable(language, endpointUrl);
	if (language === "js") {
		const context: Record<string, unknown> = { ...base, endpointUrl: endpoint };
		if (plan.messages) context.inputs = jsCode(plan.messages, 2);
		return context;
	}
	const requirement = pythonRequirement(plan.provider, "conversational", endpointUrl);
	return requirement === undefined ? undefined : { ...base, endpointUrl: endpoint, requirement };
}

/**
 * Context for the client libraries' task methods, or `undefined` when the library has no method
 * for the task, (Python) routes no call of the task on the provider, or (JavaScript) routes it to a
 * request the provider does not answer (`HUGGINGFACE_JS_GAPS`). The libraries build the
 * request themselves, so a {@link LibraryCall} is enough: a request plan, or a library-only call.
 */
export function libraryTaskContext(
	language: "js" | "python",
	call: LibraryCall | RequestPlan,
	endpointUrl: string | undefined,
): Record<string, unknown> | undefined {
	const sample = call.sample;
	if (call.kind !== "task" || !sample) return undefined;
	const common = {
		accessToken: tokenCode(language, call),
		tokenFromEnv: "env" in call.token,
		billTo: nullable(language, call.billTo),
		provider: literal(language, call.provider),
		model: { id: literal(language, call.modelId) },
		endpointUrl: nullable(language, endpointUrl),
	};
	const fileAnswer = FILE_ANSWERS.has(call.task);
	const outputFile = call.outputFile ?? CLIENT_FILES[call.task] ?? "output.jpg";
	if (language === "js") {
		const methodName = methodOf(JS_METHODS, call.task);
		const args = jsArguments(call.task, sample);
		if (!methodName || !args) return undefined;
		if (endpointUrl === undefined && !huggingfaceJsServes(call.provider, call.task)) return undefined;
		const file = sampleFile(sample);
		return {
			...common,
			methodName,
			autoInputs: Object.entries(args)
				.map(([key, value]) => `${key}: ${jsCode(value, 2)},`)
				.join("\n\t\t"),
			output: fileAnswer ? "bytes" : "json",
			// Without it, the client's typings pick its `string` (URL) overload of textToImage.
			outputBlob: methodName === "textToImage",
			outputFile: js(outputFile),
			file: file ? { path: js(file.file), contentType: js(file.contentType) } : null,
		};
	}
	const methodName = methodOf(PY_METHODS, call.task);
	const args = pyArguments(call.task, sample);
	const requirement = pythonRequirement(call.provider, call.task, endpointUrl);
	if (!methodName || !args || requirement === undefined) return undefined;
	const argumentLines = [
		...args.positional.map((value) => `${pyCode(value, 1, "path")},`),
		...Object.entries(args.keywords).map(([key, value]) => `${key}=${pyCode(value, 1, "path")},`),
	];
	return {
		...common,
		requirement,
		methodName,
		autoInputs: argumentLines.join("\n    "),
		output: fileAnswer ? (PY_IMAGE_RESULTS.has(methodName) ? "image" : "bytes") : "json",
		outputFile: py(outputFile),
	};
}

/**
 * Context for `fal_client`: the provider's arguments, with a sample file uploaded first. `base` is the
 * Python {@link requestContext} for the same plan, as for {@link libraryChatContext}.
 */
export function falContext(
	plan: RequestPlan,
	base: Record<string, unknown> = requestContext("python", plan),
): Record<string, unknown> {
	return {
		...base,
		providerInputs: pyCode(plan.body, 1, "url"),
	};
}
