import type { LibraryKey } from "../libraries/registry.ts";
import type { PipelineId } from "./catalogue.ts";

/** A sample repository or metric shown on a task page, with our description of it. */
export interface TaskExample {
	/** Repository id (`namespace/name`) or metric id. */
	id: string;
	/** One or two sentences, written by us, on what it is and why it is a good example. */
	description: string;
}

/** One demo input or output of a task page. */
export type TaskDemoEntry =
	| { type: "text"; label?: string; content: string }
	| { type: "img"; filename: string }
	| { type: "audio"; filename: string }
	| { type: "chart"; data: { label: string; score: number }[] }
	| { type: "tabular"; data: string[][] }
	| { type: "text-with-tokens"; text: string; tokens: DemoToken[] };

/** A highlighted span of a `text-with-tokens` demo: `text.slice(start, end)`, labelled `type`. */
export interface DemoToken {
	type: string;
	start: number;
	end: number;
}

/** The demo of a task page: what goes in and what comes out. */
export interface TaskDemo {
	inputs: TaskDemoEntry[];
	outputs: TaskDemoEntry[];
}

/** A task page of the catalogue. */
export interface TaskData {
	id: PipelineId;
	/** Display name, from the pipeline table. */
	label: string;
	/** Libraries that support the task, derived from the task-to-library table. */
	libraries: LibraryKey[];
	/** A paragraph a newcomer learns the task from. */
	summary: string;
	datasets: TaskExample[];
	models: TaskExample[];
	spaces: TaskExample[];
	metrics: TaskExample[];
	demo: TaskDemo;
	/** Models shown in the page's widget. */
	widgetModels: string[];
	/** Id of an explanatory video, when there is one. */
	youtubeId?: string;
	/** The page is a stub inviting contributions. */
	isPlaceholder?: boolean;
	/** The task whose page this one defers to (e.g. translation → text-generation). */
	canonicalId?: PipelineId;
}

/** What a task's `data.json` holds: everything but the fields the assembler derives. */
export type TaskContent = Omit<TaskData, "id" | "label" | "libraries">;
