import { describeRuleCases } from "./testing/rule-cases.ts";
import { vfiMamba } from "./vfi-mamba.ts";

describeRuleCases("vfi-mamba", vfiMamba, [
	{
		name: "model-repo",
		model: { id: "MCG-NJU/VFIMamba_S", siblings: [{ rfilename: "config.json" }, { rfilename: "model.pkl" }] },
		contains: ['Model.from_pretrained("MCG-NJU/VFIMamba_S")'],
		excludes: ["hf_hub_download", "convert("],
	},
	{
		name: "checkpoint-collection",
		model: {
			id: "MCG-NJU/VFIMamba_ckpts",
			siblings: [{ rfilename: "ckpt/VFIMamba.pkl" }, { rfilename: "ckpt/VFIMamba_S.pkl" }],
		},
		contains: ['filename="ckpt/VFIMamba_S.pkl"', "Model(-1)"],
		excludes: ["from_pretrained"],
	},
]);
