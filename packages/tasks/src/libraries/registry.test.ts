import { readReference, REFERENCE_SKIPPED } from "../testing/reference.ts";
import { describe, expect, it } from "vitest";
import { PIPELINE_IDS } from "../tasks/catalogue.ts";
import { LIBRARY_SNIPPETS } from "../snippets/index.ts";
import { librariesForTask, tasksForLibrary } from "./derived.ts";
import { LIBRARIES, LIBRARY_KEYS } from "./registry.ts";
import { TASK_LIBRARIES } from "./task-libraries.ts";
import type { LibraryEntry } from "./types.ts";

const entries: [string, LibraryEntry][] = Object.entries(LIBRARIES);

describe("the library registry", () => {
	it("holds the 257 libraries, sorted by key", () => {
		expect(LIBRARY_KEYS).toHaveLength(257);
		expect([...LIBRARY_KEYS].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(LIBRARY_KEYS);
	});

	it("is data only: it survives a JSON round trip unchanged", () => {
		expect(JSON.parse(JSON.stringify(LIBRARIES))).toEqual(LIBRARIES);
	});

	it("has valid URLs and labels on every entry", () => {
		for (const [key, entry] of entries) {
			expect(entry.prettyLabel.length, key).toBeGreaterThan(0);
			expect(new URL(entry.repoUrl).protocol).toBe("https:");
			if (entry.docsUrl) expect(new URL(entry.docsUrl).protocol).toBe("https:");
		}
	});

	it.skipIf(REFERENCE_SKIPPED)("matches the reference facts", () => {
		const reference = readReference<
			{
				key: string;
				prettyLabel: string;
				repoName: string;
				repoUrl: string;
				docsUrl: string | null;
				filter: boolean;
				countDownloads: string | null;
			}[]
		>("libraries.json");
		expect(reference.length).toBeGreaterThan(0);
		for (const r of reference) {
			const entry: LibraryEntry | undefined = (LIBRARIES as Record<string, LibraryEntry>)[r.key];
			expect(entry, r.key).toBeDefined();
			expect(entry).toEqual({
				prettyLabel: r.prettyLabel,
				repoName: r.repoName,
				repoUrl: r.repoUrl,
				...(r.docsUrl ? { docsUrl: r.docsUrl } : {}),
				filter: r.filter,
				...(r.countDownloads ? { countDownloads: r.countDownloads } : {}),
			});
		}
	});

	it("maps snippet generators only to registered libraries, and every filter library has one", () => {
		for (const key of Object.keys(LIBRARY_SNIPPETS)) expect(Object.hasOwn(LIBRARIES, key), key).toBe(true);
		for (const [key, entry] of entries) if (entry.filter) expect(Object.hasOwn(LIBRARY_SNIPPETS, key), key).toBe(true);
	});
});

describe("the task-to-library table", () => {
	it("names only pipeline types and registered libraries", () => {
		for (const [task, libraries] of Object.entries(TASK_LIBRARIES)) {
			expect(PIPELINE_IDS).toContain(task);
			for (const library of libraries) expect(Object.hasOwn(LIBRARIES, library)).toBe(true);
		}
	});

	it("derives both directions from the one table", () => {
		expect(librariesForTask("audio-classification")).toEqual(["speechbrain", "transformers", "transformers.js"]);
		expect(librariesForTask("text-to-image")).toEqual(["diffusers"]);
		expect(librariesForTask("robotics")).toEqual([]);
		expect(tasksForLibrary("speechbrain")).toContain("audio-classification");
		for (const task of PIPELINE_IDS) {
			for (const library of librariesForTask(task)) expect(tasksForLibrary(library)).toContain(task);
		}
	});
});
