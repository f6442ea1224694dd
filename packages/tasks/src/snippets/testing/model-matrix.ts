import { TASK_LIBRARIES } from "../../libraries/task-libraries.ts";
import type { ModelRecord } from "../../model-record.ts";

/** Text that tries every way of breaking out of a literal, in every snippet language. */
export const NASTY = `it's "quoted" \\ back\\slash\nnew line $(touch /tmp/pwned) \`id\` "); import os; ("`;

/** A model id with quotes, a backslash, a newline and a command substitution in it. */
export const NASTY_ID = `evil"org/it's-$(touch /tmp/pwned)\`id\`\\x\nmodel`;

/** A named model record a generator is run over. */
export interface MatrixCase {
	name: string;
	model: ModelRecord;
}

/** The first pipeline type the task-to-library table lists for a library, if any. */
export function typicalTask(library: string): string | undefined {
	for (const [task, libraries] of Object.entries(TASK_LIBRARIES)) {
		if ((libraries as readonly string[]).includes(library)) return task;
	}
	return undefined;
}

/**
 * The baseline cases every library generator runs over: a typical model, the same model with no
 * pipeline tag, and an adversarial one (every author-controlled string hostile). Generators add
 * their own rule cases beside them.
 */
export function baselineCases(library: string): MatrixCase[] {
	const task = typicalTask(library);
	const typical: ModelRecord = {
		id: "acme/demo-model",
		library_name: library,
		pipeline_tag: task ?? null,
		tags: [library, ...(task ? [task] : [])],
		widgetData: [{ text: "The weather is lovely today." }],
	};
	return [
		{ name: "typical", model: typical },
		{ name: "no-pipeline-tag", model: { ...typical, pipeline_tag: null, tags: [library] } },
		{ name: "adversarial", model: hostile(typical) },
	];
}

/** The same record with every author-controlled string replaced by hostile text. */
export function hostile(model: ModelRecord): ModelRecord {
	return {
		...model,
		id: NASTY_ID,
		mask_token: NASTY,
		widgetData: [{ text: NASTY, source_sentence: NASTY, sentences: [NASTY, NASTY] }],
		cardData: {
			...model.cardData,
			...(model.cardData?.base_model !== undefined ? { base_model: NASTY } : {}),
			...(model.cardData?.instance_prompt !== undefined ? { instance_prompt: NASTY } : {}),
		},
	};
}
