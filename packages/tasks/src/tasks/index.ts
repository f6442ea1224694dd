import { librariesForTask } from "../libraries/derived.ts";
import { PIPELINES, type PipelineId } from "./catalogue.ts";
import type { TaskContent, TaskData } from "./types.ts";
import textClassification from "./text-classification/data.json" with { type: "json" };
import tokenClassification from "./token-classification/data.json" with { type: "json" };
import tableQuestionAnswering from "./table-question-answering/data.json" with { type: "json" };
import questionAnswering from "./question-answering/data.json" with { type: "json" };
import zeroShotClassification from "./zero-shot-classification/data.json" with { type: "json" };
import translation from "./translation/data.json" with { type: "json" };
import summarization from "./summarization/data.json" with { type: "json" };
import featureExtraction from "./feature-extraction/data.json" with { type: "json" };
import textGeneration from "./text-generation/data.json" with { type: "json" };
import fillMask from "./fill-mask/data.json" with { type: "json" };
import sentenceSimilarity from "./sentence-similarity/data.json" with { type: "json" };
import textToSpeech from "./text-to-speech/data.json" with { type: "json" };
import textToAudio from "./text-to-audio/data.json" with { type: "json" };
import automaticSpeechRecognition from "./automatic-speech-recognition/data.json" with { type: "json" };
import audioToAudio from "./audio-to-audio/data.json" with { type: "json" };
import audioClassification from "./audio-classification/data.json" with { type: "json" };
import audioTextToText from "./audio-text-to-text/data.json" with { type: "json" };
import voiceActivityDetection from "./voice-activity-detection/data.json" with { type: "json" };
import depthEstimation from "./depth-estimation/data.json" with { type: "json" };
import imageClassification from "./image-classification/data.json" with { type: "json" };
import objectDetection from "./object-detection/data.json" with { type: "json" };
import imageSegmentation from "./image-segmentation/data.json" with { type: "json" };
import textToImage from "./text-to-image/data.json" with { type: "json" };
import imageToText from "./image-to-text/data.json" with { type: "json" };
import imageToImage from "./image-to-image/data.json" with { type: "json" };
import imageToVideo from "./image-to-video/data.json" with { type: "json" };
import unconditionalImageGeneration from "./unconditional-image-generation/data.json" with { type: "json" };
import videoClassification from "./video-classification/data.json" with { type: "json" };
import reinforcementLearning from "./reinforcement-learning/data.json" with { type: "json" };
import robotics from "./robotics/data.json" with { type: "json" };
import tabularClassification from "./tabular-classification/data.json" with { type: "json" };
import tabularRegression from "./tabular-regression/data.json" with { type: "json" };
import tabularToText from "./tabular-to-text/data.json" with { type: "json" };
import tableToText from "./table-to-text/data.json" with { type: "json" };
import multipleChoice from "./multiple-choice/data.json" with { type: "json" };
import textRanking from "./text-ranking/data.json" with { type: "json" };
import textRetrieval from "./text-retrieval/data.json" with { type: "json" };
import timeSeriesForecasting from "./time-series-forecasting/data.json" with { type: "json" };
import textToVideo from "./text-to-video/data.json" with { type: "json" };
import imageTextToText from "./image-text-to-text/data.json" with { type: "json" };
import imageTextToImage from "./image-text-to-image/data.json" with { type: "json" };
import imageTextToVideo from "./image-text-to-video/data.json" with { type: "json" };
import visualQuestionAnswering from "./visual-question-answering/data.json" with { type: "json" };
import documentQuestionAnswering from "./document-question-answering/data.json" with { type: "json" };
import zeroShotImageClassification from "./zero-shot-image-classification/data.json" with { type: "json" };
import graphMl from "./graph-ml/data.json" with { type: "json" };
import maskGeneration from "./mask-generation/data.json" with { type: "json" };
import zeroShotObjectDetection from "./zero-shot-object-detection/data.json" with { type: "json" };
import textTo3d from "./text-to-3d/data.json" with { type: "json" };
import imageTo3d from "./image-to-3d/data.json" with { type: "json" };
import imageFeatureExtraction from "./image-feature-extraction/data.json" with { type: "json" };
import videoTextToText from "./video-text-to-text/data.json" with { type: "json" };
import keypointDetection from "./keypoint-detection/data.json" with { type: "json" };
import visualDocumentRetrieval from "./visual-document-retrieval/data.json" with { type: "json" };
import anyToAny from "./any-to-any/data.json" with { type: "json" };
import videoToVideo from "./video-to-video/data.json" with { type: "json" };

/**
 * Builds a task page from its content, adding the fields derived from the tables. The content is
 * plain JSON, whose inferred type widens the demo entries' `type` to `string`; `tasks.test.ts`
 * checks every file against `TaskContent` (known keys, known demo entry types).
 */
function taskData(id: PipelineId, content: object): TaskData {
	return { id, label: PIPELINES[id].label, libraries: librariesForTask(id), ...(content as TaskContent) };
}

/**
 * The task catalogue: one page per pipeline type, `undefined` where a type has none. Each page's
 * content lives in `./<task-id>/data.json`, its longer prose in `./<task-id>/about.md`.
 */
export const TASKS: Record<PipelineId, TaskData | undefined> = {
	"text-classification": /* @__PURE__ */ taskData("text-classification", textClassification),
	"token-classification": /* @__PURE__ */ taskData("token-classification", tokenClassification),
	"table-question-answering": /* @__PURE__ */ taskData("table-question-answering", tableQuestionAnswering),
	"question-answering": /* @__PURE__ */ taskData("question-answering", questionAnswering),
	"zero-shot-classification": /* @__PURE__ */ taskData("zero-shot-classification", zeroShotClassification),
	translation: /* @__PURE__ */ taskData("translation", translation),
	summarization: /* @__PURE__ */ taskData("summarization", summarization),
	"feature-extraction": /* @__PURE__ */ taskData("feature-extraction", featureExtraction),
	"text-generation": /* @__PURE__ */ taskData("text-generation", textGeneration),
	"fill-mask": /* @__PURE__ */ taskData("fill-mask", fillMask),
	"sentence-similarity": /* @__PURE__ */ taskData("sentence-similarity", sentenceSimilarity),
	"text-to-speech": /* @__PURE__ */ taskData("text-to-speech", textToSpeech),
	"text-to-audio": /* @__PURE__ */ taskData("text-to-audio", textToAudio),
	"automatic-speech-recognition": /* @__PURE__ */ taskData("automatic-speech-recognition", automaticSpeechRecognition),
	"audio-to-audio": /* @__PURE__ */ taskData("audio-to-audio", audioToAudio),
	"audio-classification": /* @__PURE__ */ taskData("audio-classification", audioClassification),
	"audio-text-to-text": /* @__PURE__ */ taskData("audio-text-to-text", audioTextToText),
	"voice-activity-detection": /* @__PURE__ */ taskData("voice-activity-detection", voiceActivityDetection),
	"depth-estimation": /* @__PURE__ */ taskData("depth-estimation", depthEstimation),
	"image-classification": /* @__PURE__ */ taskData("image-classification", imageClassification),
	"object-detection": /* @__PURE__ */ taskData("object-detection", objectDetection),
	"image-segmentation": /* @__PURE__ */ taskData("image-segmentation", imageSegmentation),
	"text-to-image": /* @__PURE__ */ taskData("text-to-image", textToImage),
	"image-to-text": /* @__PURE__ */ taskData("image-to-text", imageToText),
	"image-to-image": /* @__PURE__ */ taskData("image-to-image", imageToImage),
	"image-to-video": /* @__PURE__ */ taskData("image-to-video", imageToVideo),
	"unconditional-image-generation": /* @__PURE__ */ taskData(
		"unconditional-image-generation",
		unconditionalImageGeneration,
	),
	"video-classification": /* @__PURE__ */ taskData("video-classification", videoClassification),
	"reinforcement-learning": /* @__PURE__ */ taskData("reinforcement-learning", reinforcementLearning),
	robotics: /* @__PURE__ */ taskData("robotics", robotics),
	"tabular-classification": /* @__PURE__ */ taskData("tabular-classification", tabularClassification),
	"tabular-regression": /* @__PURE__ */ taskData("tabular-regression", tabularRegression),
	"tabular-to-text": /* @__PURE__ */ taskData("tabular-to-text", tabularToText),
	"table-to-text": /* @__PURE__ */ taskData("table-to-text", tableToText),
	"multiple-choice": /* @__PURE__ */ taskData("multiple-choice", multipleChoice),
	"text-ranking": /* @__PURE__ */ taskData("text-ranking", textRanking),
	"text-retrieval": /* @__PURE__ */ taskData("text-retrieval", textRetrieval),
	"time-series-forecasting": /* @__PURE__ */ taskData("time-series-forecasting", timeSeriesForecasting),
	"text-to-video": /* @__PURE__ */ taskData("text-to-video", textToVideo),
	"image-text-to-text": /* @__PURE__ */ taskData("image-text-to-text", imageTextToText),
	"image-text-to-image": /* @__PURE__ */ taskData("image-text-to-image", imageTextToImage),
	"image-text-to-video": /* @__PURE__ */ taskData("image-text-to-video", imageTextToVideo),
	"visual-question-answering": /* @__PURE__ */ taskData("visual-question-answering", visualQuestionAnswering),
	"document-question-answering": /* @__PURE__ */ taskData("document-question-answering", documentQuestionAnswering),
	"zero-shot-image-classification": /* @__PURE__ */ taskData(
		"zero-shot-image-classification",
		zeroShotImageClassification,
	),
	"graph-ml": /* @__PURE__ */ taskData("graph-ml", graphMl),
	"mask-generation": /* @__PURE__ */ taskData("mask-generation", maskGeneration),
	"zero-shot-object-detection": /* @__PURE__ */ taskData("zero-shot-object-detection", zeroShotObjectDetection),
	"text-to-3d": /* @__PURE__ */ taskData("text-to-3d", textTo3d),
	"image-to-3d": /* @__PURE__ */ taskData("image-to-3d", imageTo3d),
	"image-feature-extraction": /* @__PURE__ */ taskData("image-feature-extraction", imageFeatureExtraction),
	"video-text-to-text": /* @__PURE__ */ taskData("video-text-to-text", videoTextToText),
	"keypoint-detection": /* @__PURE__ */ taskData("keypoint-detection", keypointDetection),
	"visual-document-retrieval": /* @__PURE__ */ taskData("visual-document-retrieval", visualDocumentRetrieval),
	"any-to-any": /* @__PURE__ */ taskData("any-to-any", anyToAny),
	"video-to-video": /* @__PURE__ */ taskData("video-to-video", videoToVideo),
	other: undefined,
};
