import { moshi } from "./moshi.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("moshi", moshi, [
	{
		name: "mlx-q4",
		model: { id: "kyutai/moshika-mlx-q4" },
		contains: ["python -m moshi_mlx.local -q 4 --hf-repo"],
		excludes: ["moshi.server"],
	},
	{
		name: "mlx-bf16",
		model: { id: "kyutai/moshika-mlx-bf16" },
		contains: ["python -m moshi_mlx.local --hf-repo"],
		excludes: [" -q "],
	},
	{
		name: "pytorch",
		model: { id: "kyutai/moshiko-pytorch-bf16" },
		contains: ["python -m moshi.server --hf-repo 'kyutai/moshiko-pytorch-bf16'", "loaders.get_mimi"],
		excludes: ["moshi_mlx"],
	},
]);
