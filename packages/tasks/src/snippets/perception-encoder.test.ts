import { perceptionEncoder } from "./perception-encoder.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("perception-encoder", perceptionEncoder, [
	{
		name: "core",
		model: { id: "facebook/PE-Core-L14-336" },
		contains: ['pe.CLIP.from_config("PE-Core-L14-336"', 'pe.VisionTransformer.from_config("PE-Core-L14-336"'],
	},
	{
		name: "spatial",
		model: { id: "facebook/PE-Spatial-G14-448" },
		contains: ['pe.VisionTransformer.from_config("PE-Spatial-G14-448"'],
		excludes: ["pe.CLIP"],
	},
	{
		name: "audio-visual",
		model: { id: "facebook/pe-av-large" },
		contains: ['PEAudioVisual.from_config("pe-av-large"'],
		excludes: ["pe.CLIP", "PEAudioFrame"],
	},
	{
		name: "audio-frame",
		model: { id: "facebook/pe-a-frame-large" },
		contains: ['PEAudioFrame.from_config("pe-a-frame-large"'],
		excludes: ["PEAudioVisual"],
	},
]);
