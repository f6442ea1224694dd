/**
 * The pipeline types of the hub, in display order. Order matters: when a model could belong to
 * several types, the first one listed wins, and lists, filters and the catalogue page follow it.
 *
 * Facts (ids, labels, modalities, subtasks, filter visibility) follow the public ecosystem; the
 * `PipelineId` union is derived from this table and never written by hand.
 */

export const MODALITIES = ["multimodal", "nlp", "cv", "audio", "tabular", "rl", "other"] as const;
export type Modality = (typeof MODALITIES)[number];

/** Human-readable names of the modalities, for headings and facets. */
export const MODALITY_LABELS = {
	multimodal: "Multimodal",
	nlp: "Natural Language Processing",
	cv: "Computer Vision",
	audio: "Audio",
	tabular: "Tabular",
	rl: "Reinforcement Learning",
	other: "Other",
} as const satisfies Record<Modality, string>;

export interface SubTask {
	/** The subtask id, as used in dataset metadata (`task_ids`). */
	type: string;
	/** Display name. */
	name: string;
}

export interface PipelineData {
	id: string;
	/** Display name of the pipeline type. */
	label: string;
	modality: Modality;
	subtasks?: readonly SubTask[];
	/** Hidden from the model list's task filter. */
	hideInModels?: boolean;
	/** Hidden from the dataset list's task filter. */
	hideInDatasets?: boolean;
}

export const PIPELINES = {
	"text-classification": {
		id: "text-classification",
		label: "Text Classification",
		modality: "nlp",
		subtasks: [
			{ type: "acceptability-classification", name: "Acceptability Classification" },
			{ type: "entity-linking-classification", name: "Entity Linking Classification" },
			{ type: "fact-checking", name: "Fact Checking" },
			{ type: "intent-classification", name: "Intent Classification" },
			{ type: "language-identification", name: "Language Identification" },
			{ type: "multi-class-classification", name: "Multi Class Classification" },
			{ type: "multi-label-classification", name: "Multi Label Classification" },
			{ type: "multi-input-text-classification", name: "Multi-input Text Classification" },
			{ type: "natural-language-inference", name: "Natural Language Inference" },
			{ type: "semantic-similarity-classification", name: "Semantic Similarity Classification" },
			{ type: "sentiment-classification", name: "Sentiment Classification" },
			{ type: "topic-classification", name: "Topic Classification" },
			{ type: "semantic-similarity-scoring", name: "Semantic Similarity Scoring" },
			{ type: "sentiment-scoring", name: "Sentiment Scoring" },
			{ type: "sentiment-analysis", name: "Sentiment Analysis" },
			{ type: "hate-speech-detection", name: "Hate Speech Detection" },
			{ type: "text-scoring", name: "Text Scoring" },
		],
	},
	"token-classification": {
		id: "token-classification",
		label: "Token Classification",
		modality: "nlp",
		subtasks: [
			{ type: "named-entity-recognition", name: "Named Entity Recognition" },
			{ type: "part-of-speech", name: "Part of Speech" },
			{ type: "parsing", name: "Parsing" },
			{ type: "lemmatization", name: "Lemmatization" },
			{ type: "word-sense-disambiguation", name: "Word Sense Disambiguation" },
			{ type: "coreference-resolution", name: "Coreference-resolution" },
		],
	},
	"table-question-answering": {
		id: "table-question-answering",
		label: "Table Question Answering",
		modality: "nlp",
	},
	"question-answering": {
		id: "question-answering",
		label: "Question Answering",
		modality: "nlp",
		subtasks: [
			{ type: "extractive-qa", name: "Extractive QA" },
			{ type: "open-domain-qa", name: "Open Domain QA" },
			{ type: "closed-domain-qa", name: "Closed Domain QA" },
		],
	},
	"zero-shot-classification": {
		id: "zero-shot-classification",
		label: "Zero-Shot Classification",
		modality: "nlp",
	},
	translation: {
		id: "translation",
		label: "Translation",
		modality: "nlp",
	},
	summarization: {
		id: "summarization",
		label: "Summarization",
		modality: "nlp",
		subtasks: [
			{ type: "news-articles-summarization", name: "News Articles Summarization" },
			{ type: "news-articles-headline-generation", name: "News Articles Headline Generation" },
		],
	},
	"feature-extraction": {
		id: "feature-extraction",
		label: "Feature Extraction",
		modality: "nlp",
	},
	"text-generation": {
		id: "text-generation",
		label: "Text Generation",
		modality: "nlp",
		subtasks: [
			{ type: "dialogue-modeling", name: "Dialogue Modeling" },
			{ type: "dialogue-generation", name: "Dialogue Generation" },
			{ type: "conversational", name: "Conversational" },
			{ type: "language-modeling", name: "Language Modeling" },
			{ type: "text-simplification", name: "Text simplification" },
			{ type: "explanation-generation", name: "Explanation Generation" },
			{ type: "abstractive-qa", name: "Abstractive QA" },
			{ type: "open-domain-abstractive-qa", name: "Open Domain Abstractive QA" },
			{ type: "closed-domain-qa", name: "Closed Domain QA" },
			{ type: "open-book-qa", name: "Open Book QA" },
			{ type: "closed-book-qa", name: "Closed Book QA" },
			{ type: "text2text-generation", name: "Text2Text Generation" },
		],
	},
	"fill-mask": {
		id: "fill-mask",
		label: "Fill-Mask",
		modality: "nlp",
		subtasks: [
			{ type: "slot-filling", name: "Slot Filling" },
			{ type: "masked-language-modeling", name: "Masked Language Modeling" },
		],
	},
	"sentence-similarity": {
		id: "sentence-similarity",
		label: "Sentence Similarity",
		modality: "nlp",
	},
	"text-to-speech": {
		id: "text-to-speech",
		label: "Text-to-Speech",
		modality: "audio",
	},
	"text-to-audio": {
		id: "text-to-audio",
		label: "Text-to-Audio",
		modality: "audio",
	},
	"automatic-speech-recognition": {
		id: "automatic-speech-recognition",
		label: "Automatic Speech Recognition",
		modality: "audio",
	},
	"audio-to-audio": {
		id: "audio-to-audio",
		label: "Audio-to-Audio",
		modality: "audio",
	},
	"audio-classification": {
		id: "audio-classification",
		label: "Audio Classification",
		modality: "audio",
		subtasks: [
			{ type: "keyword-spotting", name: "Keyword Spotting" },
			{ type: "speaker-identification", name: "Speaker Identification" },
			{ type: "audio-intent-classification", name: "Audio Intent Classification" },
			{ type: "audio-emotion-recognition", name: "Audio Emotion Recognition" },
			{ type: "audio-language-identification", name: "Audio Language Identification" },
		],
	},
	"audio-text-to-text": {
		id: "audio-text-to-text",
		label: "Audio-Text-to-Text",
		modality: "multimodal",
		hideInDatasets: true,
	},
	"voice-activity-detection": {
		id: "voice-activity-detection",
		label: "Voice Activity Detection",
		modality: "audio",
	},
	"depth-estimation": {
		id: "depth-estimation",
		label: "Depth Estimation",
		modality: "cv",
	},
	"image-classification": {
		id: "image-classification",
		label: "Image Classification",
		modality: "cv",
		subtasks: [
			{ type: "multi-label-image-classification", name: "Multi Label Image Classification" },
			{ type: "multi-class-image-classification", name: "Multi Class Image Classification" },
		],
	},
	"object-detection": {
		id: "object-detection",
		label: "Object Detection",
		modality: "cv",
		subtasks: [
			{ type: "face-detection", name: "Face Detection" },
			{ type: "vehicle-detection", name: "Vehicle Detection" },
		],
	},
	"image-segmentation": {
		id: "image-segmentation",
		label: "Image Segmentation",
		modality: "cv",
		subtasks: [
			{ type: "instance-segmentation", name: "Instance Segmentation" },
			{ type: "semantic-segmentation", name: "Semantic Segmentation" },
			{ type: "panoptic-segmentation", name: "Panoptic Segmentation" },
		],
	},
	"text-to-image": {
		id: "text-to-image",
		label: "Text-to-Image",
		modality: "cv",
	},
	"image-to-text": {
		id: "image-to-text",
		label: "Image-to-Text",
		modality: "cv",
		subtasks: [{ type: "image-captioning", name: "Image Captioning" }],
	},
	"image-to-image": {
		id: "image-to-image",
		label: "Image-to-Image",
		modality: "cv",
		subtasks: [
			{ type: "image-inpainting", name: "Image Inpainting" },
			{ type: "image-colorization", name: "Image Colorization" },
			{ type: "super-resolution", name: "Super Resolution" },
		],
	},
	"image-to-video": {
		id: "image-to-video",
		label: "Image-to-Video",
		modality: "cv",
	},
	"unconditional-image-generation": {
		id: "unconditional-image-generation",
		label: "Unconditional Image Generation",
		modality: "cv",
	},
	"video-classification": {
		id: "video-classification",
		label: "Video Classification",
		modality: "cv",
	},
	"reinforcement-learning": {
		id: "reinforcement-learning",
		label: "Reinforcement Learning",
		modality: "rl",
	},
	robotics: {
		id: "robotics",
		label: "Robotics",
		modality: "rl",
		subtasks: [
			{ type: "grasping", name: "Grasping" },
			{ type: "task-planning", name: "Task Planning" },
		],
	},
	"tabular-classification": {
		id: "tabular-classification",
		label: "Tabular Classification",
		modality: "tabular",
		subtasks: [
			{ type: "tabular-multi-class-classification", name: "Tabular Multi Class Classification" },
			{ type: "tabular-multi-label-classification", name: "Tabular Multi Label Classification" },
		],
	},
	"tabular-regression": {
		id: "tabular-regression",
		label: "Tabular Regression",
		modality: "tabular",
		subtasks: [{ type: "tabular-single-column-regression", name: "Tabular Single Column Regression" }],
	},
	"tabular-to-text": {
		id: "tabular-to-text",
		label: "Tabular to Text",
		modality: "tabular",
		subtasks: [{ type: "rdf-to-text", name: "RDF to text" }],
		hideInModels: true,
	},
	"table-to-text": {
		id: "table-to-text",
		label: "Table to Text",
		modality: "nlp",
		hideInModels: true,
	},
	"multiple-choice": {
		id: "multiple-choice",
		label: "Multiple Choice",
		modality: "nlp",
		subtasks: [
			{ type: "multiple-choice-qa", name: "Multiple Choice QA" },
			{ type: "multiple-choice-coreference-resolution", name: "Multiple Choice Coreference Resolution" },
		],
		hideInModels: true,
	},
	"text-ranking": {
		id: "text-ranking",
		label: "Text Ranking",
		modality: "nlp",
	},
	"text-retrieval": {
		id: "text-retrieval",
		label: "Text Retrieval",
		modality: "nlp",
		subtasks: [
			{ type: "document-retrieval", name: "Document Retrieval" },
			{ type: "utterance-retrieval", name: "Utterance Retrieval" },
			{ type: "entity-linking-retrieval", name: "Entity Linking Retrieval" },
			{ type: "fact-checking-retrieval", name: "Fact Checking Retrieval" },
		],
		hideInModels: true,
	},
	"time-series-forecasting": {
		id: "time-series-forecasting",
		label: "Time Series Forecasting",
		modality: "tabular",
		subtasks: [
			{ type: "univariate-time-series-forecasting", name: "Univariate Time Series Forecasting" },
			{ type: "multivariate-time-series-forecasting", name: "Multivariate Time Series Forecasting" },
		],
	},
	"text-to-video": {
		id: "text-to-video",
		label: "Text-to-Video",
		modality: "cv",
	},
	"image-text-to-text": {
		id: "image-text-to-text",
		label: "Image-Text-to-Text",
		modality: "multimodal",
	},
	"image-text-to-image": {
		id: "image-text-to-image",
		label: "Image-Text-to-Image",
		modality: "multimodal",
	},
	"image-text-to-video": {
		id: "image-text-to-video",
		label: "Image-Text-to-Video",
		modality: "multimodal",
	},
	"visual-question-answering": {
		id: "visual-question-answering",
		label: "Visual Question Answering",
		modality: "multimodal",
		subtasks: [{ type: "visual-question-answering", name: "Visual Question Answering" }],
	},
	"document-question-answering": {
		id: "document-question-answering",
		label: "Document Question Answering",
		modality: "multimodal",
		subtasks: [{ type: "document-question-answering", name: "Document Question Answering" }],
		hideInDatasets: true,
	},
	"zero-shot-image-classification": {
		id: "zero-shot-image-classification",
		label: "Zero-Shot Image Classification",
		modality: "cv",
	},
	"graph-ml": {
		id: "graph-ml",
		label: "Graph Machine Learning",
		modality: "other",
	},
	"mask-generation": {
		id: "mask-generation",
		label: "Mask Generation",
		modality: "cv",
	},
	"zero-shot-object-detection": {
		id: "zero-shot-object-detection",
		label: "Zero-Shot Object Detection",
		modality: "cv",
	},
	"text-to-3d": {
		id: "text-to-3d",
		label: "Text-to-3D",
		modality: "cv",
	},
	"image-to-3d": {
		id: "image-to-3d",
		label: "Image-to-3D",
		modality: "cv",
	},
	"image-feature-extraction": {
		id: "image-feature-extraction",
		label: "Image Feature Extraction",
		modality: "cv",
	},
	"video-text-to-text": {
		id: "video-text-to-text",
		label: "Video-Text-to-Text",
		modality: "multimodal",
	},
	"keypoint-detection": {
		id: "keypoint-detection",
		label: "Keypoint Detection",
		modality: "cv",
		subtasks: [{ type: "pose-estimation", name: "Pose Estimation" }],
		hideInDatasets: true,
	},
	"visual-document-retrieval": {
		id: "visual-document-retrieval",
		label: "Visual Document Retrieval",
		modality: "multimodal",
	},
	"any-to-any": {
		id: "any-to-any",
		label: "Any-to-Any",
		modality: "multimodal",
	},
	"video-to-video": {
		id: "video-to-video",
		label: "Video-to-Video",
		modality: "cv",
		hideInDatasets: true,
	},
	other: {
		id: "other",
		label: "Other",
		modality: "other",
		hideInModels: true,
		hideInDatasets: true,
	},
} as const satisfies Record<string, PipelineData>;

export type PipelineId = keyof typeof PIPELINES;

/** Every pipeline id, in catalogue order. */
export const PIPELINE_IDS = Object.keys(PIPELINES) as PipelineId[];

/** Whether a string is a known pipeline id. */
export function isPipelineId(value: unknown): value is PipelineId {
	return typeof value === "string" && Object.hasOwn(PIPELINES, value);
}
