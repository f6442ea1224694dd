import { LIBRARIES, PIPELINES, TASKS, type TaskData } from "@atrium/tasks";
import { renderMarkdown } from "./markdown.server.ts";
import { ownValue } from "./own-value.ts";

const ABOUT = import.meta.glob<string>("../../../../packages/tasks/src/tasks/*/about.md", {
	query: "?raw",
	import: "default",
});

/** The rendered about page of a task, or null when it has none (or it is empty). */
export async function taskAbout(id: string): Promise<string | null> {
	const key = Object.keys(ABOUT).find((k) => k.endsWith(`/tasks/${id}/about.md`));
	const load = key ? ABOUT[key] : undefined;
	if (!load) return null;
	const text = (await load()).trim();
	return text ? renderMarkdown(text).html : null;
}

/** The catalogue entry of a task, or undefined when the type has no page. */
export function taskData(id: string): TaskData | undefined {
	return ownValue<TaskData | undefined>(TASKS, id);
}

/** Whether `id` is a pipeline type of the catalogue. */
export function isTask(id: string): boolean {
	return Object.hasOwn(PIPELINES, id);
}

/** The libraries of a task as links: key and label. */
export function taskLibraries(task: TaskData): { key: string; label: string }[] {
	return task.libraries.map((key) => ({ key, label: LIBRARIES[key].prettyLabel }));
}
