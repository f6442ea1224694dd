import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

/**
 * KerasHub task classes a preset can declare (`config.keras_hub.tasks`), with an example call each.
 * Only classes `keras_hub.models` exports are listed (`AudioToText`, for one, is internal).
 */
export const KERAS_HUB_TASKS = {
	CausalLM: 'print(task.generate("The quick brown fox", max_length=32))',
	TextClassifier: 'print(task.predict(["What a wonderful day!"]))',
	TextToImage: 'image = task.generate("A photo of an astronaut riding a horse")',
	ImageClassifier: "# task.predict(images) returns class scores for a batch of images",
	ImageSegmenter: "# task.predict(images) returns segmentation masks for a batch of images",
	ObjectDetector: "# task.predict(images) returns boxes and classes for a batch of images",
	Seq2SeqLM: "# task.generate(inputs) returns generated text for a batch of encoder inputs",
	MaskedLM: "# task.predict(texts) returns token logits for masked positions",
	ImageToImage: "# task.generate(...) returns edited images",
	Inpaint: "# task.generate(...) returns inpainted images",
} as const satisfies Record<string, string>;

/** A KerasHub task class this generator knows. */
type KerasHubTask = keyof typeof KERAS_HUB_TASKS;

/** The known KerasHub tasks a model declares, in its order; none when the config lists none. */
export function kerasHubTasks(model: ModelRecord): KerasHubTask[] {
	const tasks = model.config?.keras_hub?.tasks;
	if (!Array.isArray(tasks)) return [];
	return [
		...new Set(
			tasks.filter((task): task is KerasHubTask => typeof task === "string" && Object.hasOwn(KERAS_HUB_TASKS, task)),
		),
	];
}

function taskSnippet(id: string, task: KerasHubTask): GeneratedSnippet {
	return {
		language: "python",
		title: `Load the ${task} task`,
		code: code`
			# pip install -U keras-hub
			import keras_hub

			task = keras_hub.models.${task}.from_preset(${py(`hf://${id}`)})
			${KERAS_HUB_TASKS[task]}
		`,
	};
}

/** KerasHub: one snippet per task the preset declares, else the bare backbone. */
export const kerasHub: SnippetGenerator = (model) => {
	const tasks = kerasHubTasks(model);
	if (tasks.length > 0) return tasks.map((task) => taskSnippet(model.id, task));
	return [
		python(
			"Load the backbone",
			code`
				# pip install -U keras-hub
				import keras_hub

				backbone = keras_hub.models.Backbone.from_preset(${py(`hf://${model.id}`)})
				backbone.summary()
			`,
		),
	];
};
