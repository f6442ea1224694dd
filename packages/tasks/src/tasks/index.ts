import { librariesForTask } from "../libraries/derived.ts";
import { PIPELINES, type PipelineId } from "./catalogue.ts";
import type { TaskContent, TaskData } from "./types.ts";
import textClassification from "./text-classification/data.ts";
import tokenClassification from "./token-classification/data.ts";
import tableQuestionAnswering from "./table-question-answering/data.ts";
import questionAnswering from "./question-answering/data.ts";
import zeroShotClassification from "./zero-shot-classification/data.ts";
import translation from "./translation/data.ts";
import summarization from "./summarization/data.ts";
import featureExtraction from "./feature-extraction/data.ts";
import textGeneration from "./text-generation/data.ts";
import fillMask from "./fill-mask/data.ts";
import sentenceSimilarity from "./sentence-similarity/data.ts";
import textToSpeech from "./text-to-speech/data.ts";
import textToAudio from "./text-to-audio/data.ts";
import automaticSpeechRecognition from "./automatic-speech-recognition/data.ts";
import audioToAudio from "./audio-to-audio/data.ts";
import audioClassification from "./audio-classification/data.ts";
import audioTextToText from "./audio-text-to-text/data.ts";
import voiceActivityDetection from "./voice-activity-detection/data.ts";
import depthEstimation from "./depth-estimation/data.ts";
import imageClassification from "./image-classification/data.ts";
import objectDetection from "./object-detection/data.ts";
import imageSegmentation from "./image-segmentation/data.ts";
import textToImage from "./text-to-image/data.ts";
import imageToText from "./image-to-text/data.ts";
import imageToImage from "./image-to-image/data.ts";
import imageToVideo from "./image-to-video/data.ts";
import unconditionalImageGeneration from "./unconditional-image-generation/data.ts";
import videoClassification from "./video-classification/data.ts";
import reinforcementLearning from "./reinforcement-learning/data.ts";
import robotics from "./robotics/data.ts";
import tabularClassification from "./tabular-classification/data.ts";
import tabularRegression from "./tabular-regression/data.ts";
import tabularToText from "./tabular-to-text/data.ts";
import tableToText from "./table-to-text/data.ts";
import multipleChoice from "./multiple-choice/data.ts";
import textRanking from "./text-ranking/data.ts";
import textRetrieval from "./text-retrieval/data.ts";
import timeSeriesForecasting from "./time-series-forecasting/data.ts";
import textToVideo from "./text-to-video/data.ts";
import imageTextToText from "./image-text-to-text/data.ts";
import imageTextToImage from "./image-text-to-image/data.ts";
import imageTextToVideo from "./image-text-to-video/data.ts";
import visualQuestionAnswering from "./visual-question-answering/data.ts";
import documentQuestionAnswering from "./document-question-answering/data.ts";
import zeroShotImageClassification from "./zero-shot-image-classification/data.ts";
import graphMl from "./graph-ml/data.ts";
import maskGeneration from "./mask-generation/data.ts";
import zeroShotObjectDetection from "./zero-shot-object-detection/data.ts";
import textTo3d from "./text-to-3d/data.ts";
import imageTo3d from "./image-to-3d/data.ts";
import imageFeatureExtraction from "./image-feature-extraction/data.ts";
import videoTextToText from "./video-text-to-text/data.ts";
import keypointDetection from "./keypoint-detection/data.ts";
import visualDocumentRetrieval from "./visual-document-retrieval/data.ts";
import anyToAny from "./any-to-any/data.ts";
import videoToVideo from "./video-to-video/data.ts";

/** Builds a task page from its content, adding the fields derived from the tables. */
function taskData(id: PipelineId, content: TaskContent): TaskData {
	return { id, label: PIPELINES[id].label, libraries: librariesForTask(id), ...content };
}

/**
 * The task catalogue: one page per pipeline type, `undefined` where a type has none. Each page's
 * content lives in `./<task-id>/data.ts`, its longer prose in `./<task-id>/about.md`.
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
