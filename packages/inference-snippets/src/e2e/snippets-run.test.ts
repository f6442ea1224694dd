/**
 * End to end: every snippet of the table that can run on this machine runs for real against a
 * local router (curl with bash, fetch / @huggingface/inference / openai with Node, requests with
 * Debian's Python), and each request it makes is checked against the plan and spec section 7.
 *
 * Not run here: Python `openai` and `huggingface_hub` (Debian has no package for either),
 * `fal_client` (talks to fal only), direct requests and the `openai` provider (real provider hosts).
 */
import { afterAll, describe, expect, it } from "vitest";
import { inferenceSnippets } from "../inference-snippets.ts";
import { PROVIDERS } from "../providers.ts";
import { planRequest, type RequestPlan } from "../request.ts";
import { isChatCase, modelFor, tableCases } from "../testing/cases.ts";
import type { InferenceSnippet, InferenceSnippetOptions } from "../types.ts";
import { answerEvidence, ANSWER_BYTES, bytesAnswer, jsonAnswer } from "./answers.ts";
import { checkRequest, E2E_TOKEN } from "./check-request.ts";
import { CHAT_ANSWER, startMockRouter, type MockAnswer } from "./mock-router.ts";
import { inPool, runSnippet } from "./run-snippet.ts";

const RUNNABLE = new Set(["sh/curl", "js/fetch", "js/huggingface.js", "js/openai", "python/requests"]);
const FILE_TASKS = new Set([
	"text-to-image",
	"image-to-image",
	"image-text-to-image",
	"text-to-speech",
	"text-to-audio",
	"text-to-video",
	"image-to-video",
	"image-text-to-video",
]);

interface Job {
	name: string;
	task: string;
	provider: string;
	options: InferenceSnippetOptions;
	snippet: InferenceSnippet;
	plan: RequestPlan;
}

/** The environment of every run: the router token and, to catch mix-ups, every provider key. */
const ENV: Record<string, string> = {
	HF_TOKEN: E2E_TOKEN,
	...Object.fromEntries(
		Object.values(PROVIDERS).map((p) => [p.tokenEnv, p.tokenEnv === "HF_TOKEN" ? E2E_TOKEN : "wrong-key"]),
	),
};

function jobsFor(name: string, task: string, provider: string, options: InferenceSnippetOptions): Job[] {
	const model = modelFor(task);
	const plan = planRequest(model, provider, options);
	if (!plan) return [];
	return inferenceSnippets(model, provider, options)
		.filter((snippet) => RUNNABLE.has(`${snippet.language}/${snippet.client}`))
		.map((snippet) => ({ name, task, provider, options, snippet, plan }));
}

/** Every runnable (task, provider, client), pointed at the mock through `routerUrl` or `endpointUrl`. */
function allJobs(routerUrl: string): Job[] {
	const jobs: Job[] = [];
	tableCases().forEach((c, i) => {
		if (PROVIDERS[c.provider]?.directOnly) return;
		const chat = isChatCase(c);
		const options: InferenceSnippetOptions = {
			routerUrl,
			...(i % 2 === 0 ? { billTo: "acme-e2e" } : {}),
			...(chat && i % 4 < 2 ? { streaming: true } : {}),
		};
		jobs.push(...jobsFor(`${c.task} on ${c.provider}`, c.task, c.provider, options));
	});
	const endpoint = `${routerUrl}/endpoint`;
	jobs.push(...jobsFor("endpoint chat", "conversational", "hf-inference", { endpointUrl: endpoint }));
	jobs.push(
		...jobsFor("endpoint chat stream", "conversational", "hf-inference", { endpointUrl: endpoint, streaming: true }),
	);
	jobs.push(
		...jobsFor("endpoint task", "feature-extraction", "hf-inference", { endpointUrl: endpoint, billTo: "acme-e2e" }),
	);
	jobs.push(
		...jobsFor("lora on fal-ai", "text-to-image", "fal-ai", {
			routerUrl,
			adapter: { type: "lora", weightsPath: "pixel-art.safetensors" },
			providerModelId: "fal-ai/flux-lora",
		}),
	);
	jobs.push(
		...jobsFor("custom inputs", "summarization", "hf-inference", { routerUrl, inputs: "A short custom text." }),
	);
	// A literal token: the run's environment has no HF_TOKEN at all.
	jobs.push(...jobsFor("literal token", "conversational", "novita", { routerUrl, accessToken: E2E_TOKEN }));
	return jobs;
}

function answerFor(plan: RequestPlan, client: string): MockAnswer {
	const library = client === "huggingface.js";
	if (plan.output === "bytes" || (library && FILE_TASKS.has(plan.task) && plan.provider === "hf-inference")) {
		return bytesAnswer(plan.task);
	}
	return jsonAnswer(plan.task, plan.provider);
}

interface Outcome {
	job: string;
	problems: string[];
}

async function runJob(job: Job): Promise<Outcome> {
	const router = await startMockRouter();
	try {
		// Re-plan against this run's own server, so concurrent runs never share one.
		const options = { ...job.options };
		if (options.routerUrl) options.routerUrl = router.url;
		if (options.endpointUrl) options.endpointUrl = `${router.url}/endpoint`;
		const model = modelFor(job.task);
		const plan = planRequest(model, job.provider, options);
		const snippet = inferenceSnippets(model, job.provider, options).find(
			(s) => s.language === job.snippet.language && s.client === job.snippet.client,
		);
		const label = `${job.name} / ${job.snippet.language} ${job.snippet.client}`;
		if (!plan || !snippet) return { job: label, problems: ["no snippet against the local router"] };
		router.answer(answerFor(plan, snippet.client));
		const library = snippet.client === "huggingface.js";
		const fileAnswer = plan.output === "bytes" || (library && FILE_TASKS.has(plan.task));
		const outputFile = fileAnswer ? (plan.outputFile ?? outputFileOf(plan.task)) : undefined;
		const env = options.accessToken ? { ...ENV, HF_TOKEN: "" } : ENV;
		const result = await runSnippet(snippet, env, { timeoutMs: 30_000, ...(outputFile ? { outputFile } : {}) });
		const problems = checkRequest(plan, router.requests, snippet.client);
		if (result.timedOut) problems.push("timed out");
		if (result.code !== 0) problems.push(`exit ${result.code}: ${result.stderr.slice(-600)}`);
		if (plan.kind === "chat") {
			const printed = plan.output === "stream" && snippet.client === "curl" ? "data: [DONE]" : CHAT_ANSWER;
			if (!result.stdout.includes(printed)) problems.push(`answer not printed: ${result.stdout.slice(0, 300)}`);
		} else if (fileAnswer) {
			const expected = bytesAnswer(plan.task);
			if (expected.kind === "bytes" && !result.outputFile?.equals(expected.data))
				problems.push("output file missing or wrong");
		} else if (!result.stdout.includes(answerEvidence(plan.task, plan.provider))) {
			problems.push(`answer not printed: ${result.stdout.slice(0, 300)}`);
		}
		return { job: label, problems };
	} finally {
		await router.close();
	}
}

function outputFileOf(task: string): string {
	if (task.endsWith("video")) return "output.mp4";
	if (task.includes("speech") || task.includes("audio")) return "output.flac";
	return "output.jpg";
}

describe("snippets run against a local router", () => {
	const outcomes: Outcome[] = [];
	afterAll(() => {
		const byClient = new Map<string, number>();
		for (const o of outcomes) {
			const client = o.job.split(" / ")[1] ?? "";
			byClient.set(client, (byClient.get(client) ?? 0) + 1);
		}
		console.log(`e2e: ${outcomes.length} snippet runs`, Object.fromEntries(byClient));
	});

	it("every runnable snippet exits 0, prints the answer, and sends the request of its plan", async () => {
		expect(ANSWER_BYTES.image.length).toBeGreaterThan(0);
		// ATRIUM_E2E_FILTER narrows the run to job names containing it, for debugging.
		const filter = process.env.ATRIUM_E2E_FILTER;
		const jobs = allJobs("http://127.0.0.1:1").filter((job) => !filter || job.name.includes(filter));
		if (!filter) expect(jobs.length).toBeGreaterThan(300);
		outcomes.push(...(await inPool(jobs, 2, runJob)));
		const failed = outcomes.filter((o) => o.problems.length > 0);
		expect(failed).toEqual([]);
	}, 900_000);
});
