import { saelens } from "./saelens.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("saelens", saelens, [
	{
		name: "sae-folder",
		model: {
			id: "chanind/sae-lens-upload-demo",
			siblings: [{ rfilename: "README.md" }, { rfilename: "blocks.1.hook_resid_pre/cfg.json" }],
		},
		contains: ['sae_id="blocks.1.hook_resid_pre"'],
	},
]);
