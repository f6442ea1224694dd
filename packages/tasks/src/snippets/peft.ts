import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { notice } from "./shared/notice.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** The PEFT task types this generator supports, with the transformers auto class of the base model. */
export const PEFT_TASK_TYPES = {
	CAUSAL_LM: "AutoModelForCausalLM",
	SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
	TOKEN_CLS: "AutoModelForTokenClassification",
	SEQ_CLS: "AutoModelForSequenceClassification",
} as const;

/** The adapter's task type (`config.peft.task_type`) when it is one of `PEFT_TASK_TYPES`. */
export function peftTaskType(model: ModelRecord): keyof typeof PEFT_TASK_TYPES | undefined {
	const taskType = model.config?.peft?.task_type;
	return typeof taskType === "string" && Object.hasOwn(PEFT_TASK_TYPES, taskType)
		? (taskType as keyof typeof PEFT_TASK_TYPES)
		: undefined;
}

/** The adapter's base model (`config.peft.base_model_name_or_path`), when set. */
export function peftBaseModel(model: ModelRecord): string | undefined {
	const base = model.config?.peft?.base_model_name_or_path;
	return typeof base === "string" && base.length > 0 ? base : undefined;
}

/**
 * PEFT: load the base model with the auto class of the adapter's task type, then the adapter on
 * top. An unknown task type gives "Task type is invalid."; a missing base model "Base model is not found.".
 */
export const peft: SnippetGenerator = (model) => {
	const taskType = peftTaskType(model);
	if (!taskType) return [notice("Task type is invalid.")];
	const base = peftBaseModel(model);
	if (!base) return [notice("Base model is not found.")];
	const autoClass = PEFT_TASK_TYPES[taskType];
	return [
		python(
			"Load the adapter on its base model",
			code`
				# pip install -U peft transformers
				from peft import PeftModel
				from transformers import ${autoClass}

				base_model = ${autoClass}.from_pretrained(${py(base)})
				model = PeftModel.from_pretrained(base_model, ${py(model.id)})
			`,
		),
	];
};
