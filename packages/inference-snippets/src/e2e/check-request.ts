/**
 * Checks a request a snippet made against its plan and against spec section 7: method, path,
 * headers (Authorization, Content-Type, X-HF-Bill-To exactly when billing), and body shape.
 * Returns the problems found (empty when the request is right).
 */
import { FileRef, type BodyValue } from "../body.ts";
import type { RequestPlan } from "../request.ts";
import { SAMPLE_BYTES } from "./answers.ts";
import type { RecordedRequest } from "./mock-router.ts";

/** The token the runs put in the environment. */
export const E2E_TOKEN = "hf_e2e_token";

/** A body with every sample file replaced by what should travel: base64 text or a data URL. */
function expectedJson(body: BodyValue): unknown {
	if (body instanceof FileRef) {
		const base64 = (SAMPLE_BYTES[body.file.file] ?? Buffer.alloc(0)).toString("base64");
		return body.encoding === "data-url" ? `data:${body.file.contentType};base64,${base64}` : base64;
	}
	if (body === null || typeof body !== "object") return body;
	if (Array.isArray(body)) return body.map(expectedJson);
	return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, expectedJson(value)]));
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
	return JSON.stringify(value, (_key, v: unknown) =>
		v !== null && typeof v === "object" && !Array.isArray(v)
			? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
			: v,
	);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Every string inside a value. */
function strings(value: unknown): string[] {
	if (typeof value === "string") return [value];
	if (value === null || typeof value !== "object") return [];
	return Object.values(value).flatMap(strings);
}
const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);

/** Spec section 7 shapes of Inference API bodies, written out per task family. */
function specShapeProblems(task: string, body: unknown): string[] {
	const problems: string[] = [];
	const expect = (ok: boolean, what: string) => {
		if (!ok) problems.push(`spec §7: ${what}`);
	};
	if (!isObject(body)) return ["spec §7: body is not a JSON object"];
	const inputs = body.inputs;
	const parameters = isObject(body.parameters) ? body.parameters : {};
	switch (task) {
		case "zero-shot-classification":
			expect(typeof inputs === "string", "zero-shot inputs is text");
			expect(same(parameters.candidate_labels, ["refund", "legal", "faq"]), "parameters.candidate_labels");
			break;
		case "zero-shot-image-classification":
			expect(same(parameters.candidate_labels, ["cat", "dog", "llama"]), "parameters.candidate_labels (images)");
			break;
		case "document-question-answering":
		case "visual-question-answering":
			expect(
				isObject(inputs) && typeof inputs.image === "string" && typeof inputs.question === "string",
				"image and question",
			);
			break;
		case "question-answering":
			expect(
				isObject(inputs) && typeof inputs.question === "string" && typeof inputs.context === "string",
				"question and context",
			);
			break;
		case "table-question-answering":
			expect(isObject(inputs) && typeof inputs.query === "string" && isObject(inputs.table), "query and table");
			break;
		case "sentence-similarity":
			expect(
				isObject(inputs) && typeof inputs.source_sentence === "string" && Array.isArray(inputs.sentences),
				"source_sentence and sentences",
			);
			break;
		case "image-to-image":
			expect(typeof inputs === "string" && typeof parameters.prompt === "string", "inputs and parameters.prompt");
			break;
		case "tabular-classification":
		case "tabular-regression":
			expect(isObject(inputs) && isObject(inputs.data), "inputs.data");
			break;
		default:
			expect(inputs !== undefined, "inputs");
	}
	return problems;
}

/** Problems of the one request a raw HTTP client (curl, fetch, requests) or OpenAI client made. */
export function checkRequest(plan: RequestPlan, requests: RecordedRequest[], client: string): string[] {
	if (requests.length !== 1) return [`expected 1 request, got ${requests.length}`];
	const [request] = requests;
	if (!request) return ["no request"];
	const problems: string[] = [];
	const library = client === "huggingface.js";
	const url = new URL(plan.url);
	let expectedPath = url.pathname + url.search;
	if (library && plan.task === "text-generation" && plan.kind === "task") expectedPath += "/v1/completions";
	if (request.method !== "POST") problems.push(`method ${request.method}`);
	if (request.path !== expectedPath) problems.push(`path ${request.path}, expected ${expectedPath}`);
	if (request.headers.authorization !== `Bearer ${E2E_TOKEN}`) {
		problems.push(`authorization ${request.headers.authorization ?? "missing"}`);
	}
	if (request.headers["x-hf-bill-to"] !== plan.billTo) {
		problems.push(`x-hf-bill-to ${request.headers["x-hf-bill-to"] ?? "absent"}, expected ${plan.billTo ?? "absent"}`);
	}
	for (const [name, value] of Object.entries(plan.headers)) {
		if (request.headers[name.toLowerCase()] !== value) problems.push(`header ${name} missing`);
	}
	const contentType = request.headers["content-type"] ?? "";
	if (plan.body instanceof FileRef && library && contentType.startsWith("application/json")) {
		// The library may send the file as base64 inside JSON instead of as the raw body.
		const base64 = (SAMPLE_BYTES[plan.body.file.file] ?? Buffer.alloc(0)).toString("base64");
		if (!request.body.toString("utf8").includes(base64)) problems.push("file not sent");
		return problems;
	}
	if (plan.body instanceof FileRef) {
		if (!contentType.startsWith(plan.body.file.contentType)) problems.push(`content-type ${contentType}`);
		if (!request.body.equals(SAMPLE_BYTES[plan.body.file.file] ?? Buffer.alloc(0))) problems.push("raw body differs");
		return problems;
	}
	if (!contentType.startsWith("application/json")) problems.push(`content-type ${contentType}`);
	let body: unknown;
	try {
		body = JSON.parse(request.body.toString("utf8"));
	} catch {
		return [...problems, "body is not JSON"];
	}
	const expected = expectedJson(plan.body);
	if (plan.kind === "chat") {
		if (!isObject(body)) return [...problems, "chat body is not an object"];
		if (!same(body.messages, plan.messages)) problems.push("messages differ");
		if (body.model !== plan.clientModel) problems.push(`model ${String(body.model)}, expected ${plan.clientModel}`);
		const stream = body.stream === true;
		if (stream !== (plan.output === "stream")) problems.push(`stream ${String(body.stream)}`);
		return problems;
	}
	if (library) {
		// The library builds its own body: every planned input value must still travel in it.
		const sent = canonical(body);
		for (const text of strings(isObject(expected) ? expected.inputs : expected)) {
			if (!sent.includes(JSON.stringify(text))) problems.push(`input ${text.slice(0, 40)} not sent`);
		}
	} else if (!same(body, expected)) {
		problems.push(`body ${JSON.stringify(body).slice(0, 200)} differs from the plan`);
	}
	if (plan.provider === "hf-inference" && !library) {
		problems.push(...specShapeProblems(plan.task, body));
	}
	return problems;
}
