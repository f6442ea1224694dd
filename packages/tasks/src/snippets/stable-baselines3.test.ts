import { stableBaselines3 } from "./stable-baselines3.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("stable-baselines3", stableBaselines3, [
	{
		name: "ppo-lunarlander",
		model: {
			id: "sb3/ppo-LunarLander-v2",
			siblings: [{ rfilename: "README.md" }, { rfilename: "ppo-LunarLander-v2.zip" }],
		},
		contains: ['filename="ppo-LunarLander-v2.zip"', "PPO.load(checkpoint)", 'gym.make("LunarLander-v2")'],
		excludes: ["Use the algorithm class"],
	},
	{
		name: "contrib-qrdqn",
		model: { id: "sb3/qrdqn-BreakoutNoFrameskip-v4", siblings: [{ rfilename: "qrdqn-BreakoutNoFrameskip-v4.zip" }] },
		contains: ["from sb3_contrib import QRDQN", "pip install -U sb3-contrib"],
	},
	{
		name: "unknown-file",
		model: { id: "someone/my-agent" },
		contains: ['filename="model.zip"', "Use the algorithm class"],
		excludes: ["gym.make"],
	},
]);
