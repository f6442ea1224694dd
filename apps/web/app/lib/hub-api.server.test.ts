import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../fixtures/fake-api.ts";
import type { ApiFetch } from "./api-context.ts";
import { getFileText, getRepo, getSnippets, getTree, listRepos } from "./hub-api.server.ts";
import { parseListState } from "./list-query.ts";

describe("hub API client", () => {
	it("follows the tree listing's pages", async () => {
		const entries = await getTree(createFakeApi(), "model", "acme/many-files", "main", "checkpoints");
		expect(entries).toHaveLength(120);
		expect(new Set(entries.map((e) => e.path)).size).toBe(120);
	});

	it("reads files through raw, which the hub does not count as downloads", async () => {
		const seen: string[] = [];
		const api = createFakeApi();
		const spy: ApiFetch = (path, init) => {
			seen.push(path);
			return api(path, init);
		};
		expect(await getFileText(spy, "model", "acme/tiny-bert", "main", "config.json")).toContain("BertForMaskedLM");
		expect(seen).toEqual(["/acme/tiny-bert/raw/main/config.json"]);
		expect(await getFileText(spy, "model", "acme/tiny-bert", "main", "missing.txt")).toBeNull();
	});

	it("turns a missing repository into a 404 the page can show", async () => {
		const error = await getRepo(createFakeApi(), "model", "acme/nope").catch((e: unknown) => e);
		expect(error).toMatchObject({ init: { status: 404 }, data: { message: "Repository acme/nope not found" } });
	});

	it("turns a hub failure into a 502", async () => {
		const broken: ApiFetch = async () => new Response("boom", { status: 500 });
		const error = await listRepos(broken, "model", parseListState(new URLSearchParams())).catch((e: unknown) => e);
		expect(error).toMatchObject({ init: { status: 502 } });
	});

	it("reads a model's snippets, and maps a hub refusal to 404 and a hub failure to 502 instead of empty snippets", async () => {
		const opts = { provider: "", streaming: false, billTo: "" };
		const snippets = await getSnippets(createFakeApi(), "acme/tiny-bert", opts);
		expect(snippets.library.length).toBeGreaterThan(0);
		const refusing: ApiFetch = async () => Response.json({ error: "Repository acme/gone not found" }, { status: 404 });
		expect(await getSnippets(refusing, "acme/gone", opts).catch((e: unknown) => e)).toMatchObject({
			init: { status: 404 },
			data: { message: "Repository acme/gone not found" },
		});
		const broken: ApiFetch = async () => new Response("boom", { status: 503 });
		expect(await getSnippets(broken, "acme/tiny-bert", opts).catch((e: unknown) => e)).toMatchObject({
			init: { status: 502 },
			data: { message: "The hub answered 503 while loading the snippets of acme/tiny-bert." },
		});
	});

	it("reads the next page's cursor of a list", async () => {
		const page = await listRepos(createFakeApi(), "model", parseListState(new URLSearchParams()), 2);
		expect(page.items).toHaveLength(2);
		expect(page.nextCursor).toBe("2");
	});
});
