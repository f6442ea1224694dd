import { depthAnythingV2 } from "./depth-anything-v2.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("depth-anything-v2", depthAnythingV2, [
	{
		name: "small-from-id",
		model: { id: "depth-anything/Depth-Anything-V2-Small" },
		contains: ['encoder="vits"', "features=64", "depth_anything_v2_vits.pth"],
	},
	{
		name: "giant-from-file",
		model: {
			id: "someone/my-depth-model",
			siblings: [{ rfilename: "README.md" }, { rfilename: "depth_anything_v2_vitg.pth" }],
		},
		contains: ['encoder="vitg"', "out_channels=[1536, 1536, 1536, 1536]", 'filename="depth_anything_v2_vitg.pth"'],
	},
	{
		name: "large-default",
		model: { id: "someone/depth" },
		contains: ['encoder="vitl"'],
		excludes: ["vits", "vitb", "vitg"],
	},
]);
