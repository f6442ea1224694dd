import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [
		{ id: "s3prl/superb", description: "" },
		{ id: "agkphysics/AudioSet", description: "" },
	],
	models: [
		{ id: "speechbrain/google_speech_command_xvector", description: "" },
		{ id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition", description: "" },
		{ id: "facebook/mms-lid-126", description: "" },
	],
	spaces: [{ id: "kurianbenoy/audioclassification", description: "" }],
	metrics: [
		{ id: "accuracy", description: "" },
		{ id: "recall", description: "" },
		{ id: "precision", description: "" },
		{ id: "f1", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
	youtubeId: "KWwzcmG98Ds",
};

export default content;
