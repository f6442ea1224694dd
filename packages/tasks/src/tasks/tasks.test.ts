import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LIBRARIES } from "../libraries/registry.ts";
import { PIPELINE_IDS, PIPELINES } from "./catalogue.ts";
import { TASKS } from "./index.ts";
import type { TaskData, TaskDemoEntry } from "./types.ts";

const here = new URL("./", import.meta.url);
const assets = new URL("../../assets/", import.meta.url);
const pages = Object.values(TASKS).filter((t): t is TaskData => t !== undefined);

describe("the task catalogue", () => {
	it("has an entry or an explicit undefined for every pipeline type", () => {
		expect(Object.keys(TASKS).sort()).toEqual([...PIPELINE_IDS].sort());
		expect(TASKS.other).toBeUndefined();
		expect(pages).toHaveLength(56);
	});

	it("registers every task folder on disk, and every folder has its about page", () => {
		const folders = readdirSync(here, { withFileTypes: true })
			.filter((d) => d.isDirectory())
			.map((d) => d.name);
		expect(folders.sort()).toEqual(pages.map((p) => p.id).sort());
	});
});

describe.each(pages.map((p) => [p.id, p] as const))("task %s", (id, task) => {
	it("takes its id and label from the pipeline table", () => {
		expect(task.id).toBe(id);
		expect(task.label).toBe(PIPELINES[id].label);
	});

	it("has a summary a newcomer learns from", () => {
		expect(task.summary.length).toBeGreaterThan(120);
		expect(task.summary).not.toMatch(/TODO|lorem/i);
	});

	it("is complete: every list filled, every entry described, no id twice", () => {
		for (const list of [task.datasets, task.models, task.metrics]) expect(list.length).toBeGreaterThan(0);
		expect(task.widgetModels.length).toBeGreaterThan(0);
		for (const list of [task.datasets, task.models, task.spaces, task.metrics]) {
			for (const entry of list) {
				expect(entry.id.trim()).toBe(entry.id);
				expect(entry.description.length, `${entry.id} needs a description`).toBeGreaterThan(20);
			}
			expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
		}
		for (const list of [task.datasets, task.models, task.spaces]) {
			for (const entry of list) expect(entry.id).toMatch(/^[\w.-]+(\/[\w.-]+)?$/);
		}
	});

	it("names only libraries of the registry", () => {
		for (const library of task.libraries) expect(Object.hasOwn(LIBRARIES, library)).toBe(true);
	});

	it("has a demo input and output, with shipped assets and correct token offsets", () => {
		expect(task.demo.inputs.length).toBeGreaterThan(0);
		expect(task.demo.outputs.length).toBeGreaterThan(0);
		for (const entry of [...task.demo.inputs, ...task.demo.outputs]) checkDemoEntry(id, entry);
	});

	it("holds only the fields of TaskData, and demo entries of known types with their fields", () => {
		expect(Object.keys(task).filter((key) => !TASK_FIELDS.has(key))).toEqual([]);
		for (const entry of [...task.demo.inputs, ...task.demo.outputs]) {
			const fields = DEMO_FIELDS[entry.type];
			expect(fields, `demo entry type ${entry.type}`).toBeDefined();
			expect(Object.keys(entry).filter((key) => key !== "type" && !fields?.includes(key))).toEqual([]);
		}
	});

	it("has an about page", () => {
		const about = new URL(`./${id}/about.md`, here);
		expect(existsSync(about)).toBe(true);
		const text = readFileSync(about, "utf8");
		expect(text.length).toBeGreaterThan(1200);
		expect(text).toMatch(/^## /m);
	});

	it("points its canonical id at a task with a page", () => {
		if (task.canonicalId) expect(TASKS[task.canonicalId]).toBeDefined();
	});
});

/** The fields a task page may hold (`TaskData`): its `data.json` is not type-checked by the compiler. */
const TASK_FIELDS = new Set([
	"id",
	"label",
	"libraries",
	"summary",
	"datasets",
	"models",
	"spaces",
	"metrics",
	"demo",
	"widgetModels",
	"youtubeId",
	"isPlaceholder",
	"canonicalId",
]);

/** The fields of each demo entry type (`TaskDemoEntry`), besides `type`. */
const DEMO_FIELDS: Record<string, string[]> = {
	text: ["label", "content"],
	img: ["filename"],
	audio: ["filename"],
	chart: ["data"],
	tabular: ["data"],
	"text-with-tokens": ["text", "tokens"],
};

function checkDemoEntry(task: string, entry: TaskDemoEntry): void {
	switch (entry.type) {
		case "text":
			expect(entry.content.length).toBeGreaterThan(0);
			break;
		case "img":
		case "audio":
			expect(existsSync(new URL(`./${task}/${entry.filename}`, assets)), `${task}/${entry.filename} is shipped`).toBe(
				true,
			);
			break;
		case "chart":
			expect(entry.data.length).toBeGreaterThan(0);
			for (const row of entry.data) {
				expect(row.label.length).toBeGreaterThan(0);
				expect(Number.isFinite(row.score)).toBe(true);
			}
			break;
		case "tabular": {
			expect(entry.data.length).toBeGreaterThan(1);
			const width = entry.data[0]?.length;
			for (const row of entry.data) expect(row.length).toBe(width);
			break;
		}
		case "text-with-tokens": {
			let last = 0;
			for (const token of entry.tokens) {
				expect(token.start).toBeGreaterThanOrEqual(last);
				expect(token.end).toBeGreaterThan(token.start);
				expect(token.end).toBeLessThanOrEqual(entry.text.length);
				const span = entry.text.slice(token.start, token.end);
				expect(span.trim(), `token "${span}" must not start or end with space`).toBe(span);
				// Spans sit on word boundaries.
				expect(/\w/.test(entry.text[token.start - 1] ?? " ") && /\w/.test(span[0] ?? "")).toBe(false);
				expect(/\w/.test(entry.text[token.end] ?? " ") && /\w/.test(span.at(-1) ?? "")).toBe(false);
				last = token.end;
			}
			break;
		}
	}
}
