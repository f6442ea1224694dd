import { phantomWan } from "./phantom-wan.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("phantom-wan", phantomWan, [
	{
		name: "14b",
		model: {
			id: "bytedance-research/Phantom",
			siblings: [{ rfilename: "Phantom_Wan_14B-00001-of-00006.safetensors" }, { rfilename: "README.md" }],
		},
		contains: ["--task s2v-14B", "--phantom_ckpt ./Phantom-Wan-Models \\"],
		excludes: ["s2v-1.3B"],
	},
	{
		name: "1-3b",
		model: { id: "bytedance-research/Phantom", siblings: [{ rfilename: "Phantom-Wan-1.3B.pth" }] },
		contains: ["--task s2v-1.3B", "'./Phantom-Wan-Models/Phantom-Wan-1.3B.pth'"],
	},
]);
