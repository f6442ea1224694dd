import { pyannoteAudio } from "./pyannote-audio.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("pyannote-audio", pyannoteAudio, [
	{
		name: "pipeline",
		model: { id: "pyannote/speaker-diarization-3.1", tags: ["pyannote-audio-pipeline"] },
		contains: ["Pipeline.from_pretrained", 'token=os.environ.get("HF_TOKEN")'],
		excludes: ["Inference"],
	},
	{
		name: "model",
		model: { id: "pyannote/segmentation-3.0", tags: ["pyannote-audio-model"] },
		contains: ["Model.from_pretrained", "Inference(model)"],
		excludes: ["Pipeline"],
	},
]);
