/**
 * Real APIs for the Python clients that cannot run here (Debian packages neither `huggingface_hub`
 * nor `openai`; `fal_client` talks to fal only): every call in their snippets is read with Python's
 * `ast` and checked against the clients' signatures (function exists, not too many positional
 * arguments, every keyword is a parameter).
 */
import { execFileSync } from "node:child_process";
import { PYTHON } from "@atrium/tasks/testing";
import { describe, expect, it } from "vitest";
import { inferenceSnippets } from "../inference-snippets.ts";
import { modelFor, tableCases, VARIANTS } from "../testing/cases.ts";
import { FAL_CLIENT, HUGGINGFACE_HUB, OPENAI, type PythonSignature } from "../testing/python-signatures.ts";
import type { InferenceSnippet } from "../types.ts";

/** Lists the calls of each source: dotted callee, positional count, keyword names. */
const LIST_CALLS = `
import ast, json, sys

def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return base + "." + node.attr if base else None
    return None

out = []
for source in json.load(sys.stdin):
    calls = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            calls.append({"callee": dotted(node.func), "positional": len(node.args), "keywords": [k.arg for k in node.keywords]})
    out.append(calls)
print(json.dumps(out))
`;

interface Call {
	callee: string | null;
	positional: number;
	keywords: string[];
}

function listCalls(sources: string[]): Call[][] {
	return JSON.parse(
		execFileSync(PYTHON, ["-c", LIST_CALLS], { input: JSON.stringify(sources), encoding: "utf8" }),
	) as Call[][];
}

/** The signature a call of a client's snippet must match, or `undefined` for calls outside the client. */
function signatureOf(client: string, callee: string): PythonSignature | undefined | "unknown" {
	if (client === "huggingface_hub") {
		if (callee === "InferenceClient") return HUGGINGFACE_HUB.__init__;
		if (callee === "client.chat.completions.create") return HUGGINGFACE_HUB.chat_completion;
		if (callee.startsWith("client.")) return HUGGINGFACE_HUB[callee.slice("client.".length)] ?? "unknown";
	}
	if (client === "openai") {
		if (callee === "OpenAI") return OPENAI.OpenAI;
		if (callee === "client.chat.completions.create") return OPENAI.create;
		if (callee === "client.completions.create") return OPENAI.completions;
		if (callee.startsWith("client.")) return "unknown";
	}
	if (client === "fal_client" && callee.startsWith("fal_client.")) {
		return FAL_CLIENT[callee.slice("fal_client.".length)] ?? "unknown";
	}
	return undefined;
}

function problemsOf(snippets: InferenceSnippet[]): string[] {
	const python = snippets.filter((s) => s.language === "python" && s.client !== "requests");
	const calls = listCalls(python.map((s) => s.code));
	const problems: string[] = [];
	python.forEach((snippet, i) => {
		for (const call of calls[i] ?? []) {
			if (!call.callee) continue;
			const signature = signatureOf(snippet.client, call.callee);
			if (signature === undefined) continue;
			if (signature === "unknown") {
				problems.push(`${snippet.client}: ${call.callee} does not exist`);
				continue;
			}
			if (call.positional > signature.positional.length) {
				problems.push(`${snippet.client}: ${call.callee} takes ${signature.positional.length} positional arguments`);
			}
			for (const keyword of call.keywords) {
				if (!signature.positional.includes(keyword) && !signature.keyword.includes(keyword)) {
					problems.push(`${snippet.client}: ${call.callee} has no parameter ${keyword}`);
				}
			}
		}
	});
	return problems;
}

describe("Python client snippets call real APIs", () => {
	it("over every task × provider and variant", () => {
		const snippets = [
			...tableCases().flatMap((c) => [
				...inferenceSnippets(c.model, c.provider),
				...inferenceSnippets(c.model, c.provider, { streaming: true, billTo: "acme" }),
			]),
			...VARIANTS.flatMap((v) => inferenceSnippets(modelFor(v.task), v.provider, v.options)),
		];
		const clients = new Set(snippets.filter((s) => s.language === "python").map((s) => s.client));
		expect([...clients].sort()).toEqual(["fal_client", "huggingface_hub", "openai", "requests"]);
		expect(problemsOf(snippets)).toEqual([]);
	});

	it("catches a wrong method or keyword (the check can fail)", () => {
		const [snippet] = inferenceSnippets(modelFor("zero-shot-classification"), "hf-inference").filter(
			(s) => s.client === "huggingface_hub",
		);
		if (!snippet) throw new Error("no huggingface_hub snippet");
		const wrong = [
			{ ...snippet, code: snippet.code.replace("candidate_labels=", "labels_candidate=") },
			{ ...snippet, code: snippet.code.replace("client.zero_shot_classification(", "client.zero_shot_clasification(") },
			{ ...snippet, code: snippet.code.replace("bill_to=", "billing=").replace("provider=", "billing=") },
		];
		expect(problemsOf(wrong)).toEqual([
			"huggingface_hub: client.zero_shot_classification has no parameter labels_candidate",
			"huggingface_hub: client.zero_shot_clasification does not exist",
			"huggingface_hub: InferenceClient has no parameter billing",
		]);
	});
});
