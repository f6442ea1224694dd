import { describeRuleCases } from "./testing/rule-cases.ts";
import { whisperkit } from "./whisperkit.ts";

describeRuleCases("whisperkit", whisperkit, [
	{
		name: "variant-folder",
		model: {
			id: "argmaxinc/whisperkit-coreml",
			siblings: [{ rfilename: ".gitattributes" }, { rfilename: "openai_whisper-large-v3/config.json" }],
		},
		contains: ["--include 'openai_whisper-large-v3/*'", "--model-path './whisperkit-models/openai_whisper-large-v3'"],
	},
]);
