/**
 * @atrium/tasks — the task catalogue, the library registry and the usage-snippet generators.
 * No runtime dependencies, no I/O, nothing done at import: safe in browsers and servers alike.
 */
export { PIPELINES, PIPELINE_IDS, MODALITIES, MODALITY_LABELS, isPipelineId } from "./tasks/catalogue.ts";
export type { PipelineId, PipelineData, Modality, SubTask } from "./tasks/catalogue.ts";
export { TASKS } from "./tasks/index.ts";
export type { TaskData, TaskContent, TaskDemo, TaskDemoEntry, TaskExample, DemoToken } from "./tasks/types.ts";
export { LIBRARIES, LIBRARY_KEYS, isLibraryKey } from "./libraries/registry.ts";
export type { LibraryKey } from "./libraries/registry.ts";
export type { LibraryEntry } from "./libraries/types.ts";
export { TASK_LIBRARIES } from "./libraries/task-libraries.ts";
export { DEFAULT_COUNTED_FILES, librariesForTask, tasksForLibrary, downloadQueryOf } from "./libraries/derived.ts";
export { LIBRARY_SNIPPETS } from "./snippets/index.ts";
export { librarySnippets } from "./snippets/library-snippets.ts";
export type { HubEndpointOptions } from "./snippets/hub-endpoint.ts";
export type { Snippet, SnippetLanguage, GeneratedSnippet, SnippetGenerator } from "./snippets/types.ts";
export type { ModelRecord, ModelConfig, ModelCardData, WidgetExample, TransformersInfo } from "./model-record.ts";
export {
	matchesDownloadQuery,
	parseDownloadQuery,
	evaluateDownloadQuery,
	countsAsDownload,
	pathFields,
	DownloadQueryError,
	DOWNLOAD_QUERY_FIELDS,
} from "./downloads.ts";
export type { DownloadQuery, DownloadQueryField } from "./downloads.ts";
export {
	GGUF_FILE_QUANTIZATION_TYPES,
	GGML_TENSOR_TYPES,
	parseGGUFQuantLabel,
	orderByQuantSize,
	bitsPerWeight,
} from "./gguf.ts";
export type { GGUFFileQuantizationType, GGMLTensorType } from "./gguf.ts";
export {
	localAppsFor,
	LOCAL_APPS,
	LOCAL_APP_DISPLAY,
	isGgufModel,
	isMlxModel,
	isToolCallingModel,
	isVllmModel,
} from "./local-apps/index.ts";
export type { LocalAppOffer, LocalAppEntry, LocalAppKey } from "./local-apps/index.ts";
export {
	NO_INPUT_EXAMPLE,
	ZERO_SHOT_TEXT_LABELS,
	ZERO_SHOT_IMAGE_LABELS,
	SAMPLE_FILES,
	CHAT_PROMPT,
	IMAGE_CHAT_PROMPT,
	IMAGE_CHAT_URL,
	TASKS_WITH_SAMPLE_INPUT,
	taskSampleInput,
	modelSampleInput,
	getModelInputSnippet,
	sampleInputJson,
} from "./inputs.ts";
export type { SampleInput, SampleFile } from "./inputs.ts";
export { py, js, sh, pyValue, jsValue } from "./snippets/shared/literals.ts";
export { DATASET_LIBRARIES, isDatasetLibraryKey } from "./dataset-libraries/registry.ts";
export type { DatasetLibraryEntry, DatasetLibraryKey } from "./dataset-libraries/registry.ts";
export { datasetSnippets } from "./dataset-libraries/dataset-snippets.ts";
export type {
	DatasetConfigFiles,
	DatasetDescription,
	DatasetFormat,
	DatasetSnippet,
} from "./dataset-libraries/dataset-snippets.ts";
export type { JsonValue } from "./snippets/shared/literals.ts";
