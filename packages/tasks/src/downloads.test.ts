import { describe, expect, it } from "vitest";
import {
	countsAsDownload,
	DownloadQueryError,
	matchesDownloadQuery,
	parseDownloadQuery,
	pathFields,
} from "./downloads.ts";
import { LIBRARIES } from "./libraries/registry.ts";
import type { LibraryEntry } from "./libraries/types.ts";

describe("pathFields", () => {
	it.each([
		["config.json", { path: "config.json", path_prefix: "", path_extension: "json", path_filename: "config" }],
		[
			"a/b/model.tar.gz",
			{ path: "a/b/model.tar.gz", path_prefix: "a/b/", path_extension: "gz", path_filename: "model.tar" },
		],
		[
			".gitattributes",
			{ path: ".gitattributes", path_prefix: "", path_extension: "", path_filename: ".gitattributes" },
		],
		["dir/Makefile", { path: "dir/Makefile", path_prefix: "dir/", path_extension: "", path_filename: "Makefile" }],
	])("splits %s", (path, fields) => expect(pathFields(path)).toEqual(fields));
});

describe("matchesDownloadQuery", () => {
	it("matches single terms on each field", () => {
		expect(matchesDownloadQuery('path:"config.json"', "config.json")).toBe(true);
		expect(matchesDownloadQuery('path:"config.json"', "sub/config.json")).toBe(false);
		expect(matchesDownloadQuery('path_extension:"nemo"', "x/model.nemo")).toBe(true);
		expect(matchesDownloadQuery('path_filename:"config"', "sub/config.yaml")).toBe(true);
		expect(matchesDownloadQuery('path_prefix:"checkpoints/"', "checkpoints/a.pt")).toBe(true);
		expect(matchesDownloadQuery('path_prefix:"checkpoints/"', "checkpoints/deep/a.pt")).toBe(false);
	});

	it("binds AND tighter than OR, and honours parentheses", () => {
		const query = 'path_extension:"gguf" OR path_filename:"config" AND path_extension:"json"';
		expect(matchesDownloadQuery(query, "m.gguf")).toBe(true);
		expect(matchesDownloadQuery(query, "config.json")).toBe(true);
		expect(matchesDownloadQuery(query, "config.yaml")).toBe(false);
		const grouped = '(path_extension:"gguf" OR path_filename:"config") AND path_extension:"json"';
		expect(matchesDownloadQuery(grouped, "m.gguf")).toBe(false);
		expect(matchesDownloadQuery(grouped, "config.json")).toBe(true);
	});

	it("reads _exists_, bare values, escapes and multi-line queries", () => {
		const mil = 'path_filename:"model" AND path_extension:"mil" AND _exists_:"path_prefix"';
		expect(matchesDownloadQuery(mil, "pkg/model.mil")).toBe(true);
		expect(matchesDownloadQuery(mil, "model.mil")).toBe(false);
		expect(matchesDownloadQuery("path:config.json", "config.json")).toBe(true);
		expect(matchesDownloadQuery('path:"we\\"ird.json"', 'we"ird.json')).toBe(true);
		expect(matchesDownloadQuery('path:"a.bin"\n\t\tOR path:"b.bin"', "b.bin")).toBe(true);
	});

	it.each([
		["", /Empty query/],
		['path:"a', /Unterminated/],
		['path:"a" OR', /ends where a term was expected/],
		['(path:"a"', /Missing '\)'/],
		['path:"a")', /Unbalanced/],
		['size:"1"', /Unknown field size/],
		['path "a"', /Expected ':'/],
		['path:"a" path:"b"', /Expected AND or OR/],
		["path:", /Missing value/],
		['AND path:"a"', /Expected a term/],
	])("rejects %j with a clear error", (query, message) => {
		expect(() => parseDownloadQuery(query)).toThrow(DownloadQueryError);
		expect(() => parseDownloadQuery(query)).toThrow(message);
	});

	it("parses every query of the registry", () => {
		const entries: [string, LibraryEntry][] = Object.entries(LIBRARIES);
		const queries = entries.map(([, e]) => e.countDownloads).filter((q): q is string => q !== undefined);
		expect(queries.length).toBeGreaterThan(150);
		for (const query of queries) expect(() => parseDownloadQuery(query)).not.toThrow();
	});
});

describe("countsAsDownload", () => {
	it("uses the default files when the library has no query", () => {
		expect(countsAsDownload("transformers", "config.json")).toBe(true);
		expect(countsAsDownload("transformers", "model.safetensors")).toBe(false);
		expect(countsAsDownload(undefined, "params.json")).toBe(true);
		expect(countsAsDownload("transformers", "sub/config.json")).toBe(false);
	});

	it("uses the library's query when it has one", () => {
		expect(countsAsDownload("adapter-transformers", "adapter_config.json")).toBe(true);
		expect(countsAsDownload("adapter-transformers", "config.json")).toBe(false);
	});

	it("always counts GGUF files, and applies the diffusers rule", () => {
		expect(countsAsDownload("transformers", "q/model-Q4_K_M.gguf")).toBe(true);
		expect(countsAsDownload("diffusers", "model_index.json")).toBe(true);
		expect(countsAsDownload("diffusers", "unet.safetensors")).toBe(true);
		expect(countsAsDownload("diffusers", "unet/diffusion_pytorch_model.safetensors")).toBe(false);
	});
});
