import { describeRuleCases } from "./testing/rule-cases.ts";
import { zeromodels } from "./zeromodels.ts";

describeRuleCases("zeromodels", zeromodels, [
	{
		name: "segmentation",
		model: { id: "zeromodels/segformer_b0_ade_512", pipeline_tag: "image-segmentation" },
		contains: ["from zeromodels.auto import AutoZMSemanticSegment", "AutoZMSemanticSegment.from_weights"],
		excludes: ["AutoZModel"],
	},
	{
		name: "backbone",
		model: { id: "zeromodels/bert-base-uncased" },
		contains: ["from zeromodels import AutoZModel"],
	},
]);
