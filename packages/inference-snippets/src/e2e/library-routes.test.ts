/**
 * Real routing, checked against the installed `@huggingface/inference`: every snippet of its client
 * names a provider × task the client's own provider table routes (the client throws for any other
 * pair before sending a request, which no type check sees: the provider is a plain string union).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PROVIDERS as CLIENT_PROVIDERS } from "@huggingface/inference";
import { describe, expect, it } from "vitest";
import { inferenceSnippets } from "../inference-snippets.ts";
import { AUTO_PROVIDER } from "../providers.ts";
import { isChatCase, tableCases } from "../testing/cases.ts";

/** The pairs the installed client routes, as `provider task`. */
function clientPairs(): Set<string> {
	const pairs = new Set<string>();
	for (const [provider, tasks] of Object.entries(CLIENT_PROVIDERS)) {
		for (const task of Object.keys(tasks)) pairs.add(`${provider} ${task}`);
	}
	return pairs;
}

/** The pairs of a list the installed client does not route. */
function unrouted(pairs: Iterable<string>): string[] {
	const routed = clientPairs();
	return [...pairs].filter((pair) => !routed.has(pair));
}

/** The pairs the `@huggingface/inference` snippets call, over the table, through the router and directly. */
function snippetPairs(): Set<string> {
	const pairs = new Set<string>();
	for (const c of tableCases()) {
		if (c.provider === AUTO_PROVIDER) continue; // a routing policy: the client sends the bare id to the router
		const task = isChatCase(c) ? "conversational" : c.task;
		for (const options of [{}, { directRequest: true }]) {
			if (inferenceSnippets(c.model, c.provider, options).some((s) => s.client === "huggingface.js")) {
				pairs.add(`${c.provider} ${task}`);
			}
		}
	}
	return pairs;
}

describe("@huggingface/inference snippets call pairs the installed client routes", () => {
	it("over every task × provider of the table", () => {
		const require = createRequire(import.meta.url);
		const manifest = require.resolve("@huggingface/inference/package.json");
		const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
		console.log(`@huggingface/inference ${version}`);
		const offered = snippetPairs();
		expect(offered.size).toBeGreaterThan(60);
		expect(offered).toContain("together automatic-speech-recognition");
		expect(unrouted(offered)).toEqual([]);
	});

	it("catches a pair the client does not route (the check can fail)", () => {
		const offered = [...snippetPairs(), "together image-text-to-video", "groq text-to-image"];
		expect(unrouted(offered)).toEqual(["together image-text-to-video", "groq text-to-image"]);
	});
});
