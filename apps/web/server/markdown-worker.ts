// Worker thread of the card renderer (markdown-pool.ts): renders one card per message. It may be
// terminated at any moment (time budget) or die of its memory limit; the pool replaces it.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { highlightCode } from "../app/lib/highlight.server.ts";
import { renderMarkdown, type MarkdownOptions } from "../app/lib/markdown.server.ts";

/** A job the pool sends: markdown to render, or code to highlight. */
export type RenderJob =
	| { id: number; kind: "markdown"; text: string; options: MarkdownOptions }
	| { id: number; kind: "highlight"; text: string; language: string };

/** The worker's answer: the HTML, or why there is none; `ready` once, when the pipeline has loaded. */
export type RenderReply = { id: number; html: string } | { id: number; error: string } | { ready: true };

// On Linux, lower this thread's scheduling priority (its own thread id, from /proc/thread-self), so a
// card that burns its whole budget yields the CPU to the hub's event loop when cores are scarce.
try {
	const tid = Number(/task\/(\d+)$/.exec(readlinkSync("/proc/thread-self"))?.[1]);
	if (tid > 0) setPriority(tid, 19);
} catch {
	// Not Linux, or not permitted: run at the process's priority.
}

parentPort?.on("message", (job: RenderJob) => {
	let reply: RenderReply;
	try {
		const html =
			job.kind === "markdown" ? renderMarkdown(job.text, job.options).html : highlightCode(job.text, job.language);
		reply = { id: job.id, html };
	} catch (error) {
		// Deep nesting overflows the stack of the parsers (RangeError); anything else is reported the same way.
		reply = { id: job.id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
	}
	parentPort?.postMessage(reply);
});

// The pipeline is loaded (static imports): the pool starts render budgets from here, not from boot.
parentPort?.postMessage({ ready: true } satisfies RenderReply);
