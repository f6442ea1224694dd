import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "edbeeching/decision_transformer_gym_replay", description: "" }],
	models: [
		{ id: "edbeeching/decision-transformer-gym-hopper-expert", description: "" },
		{ id: "HumanCompatibleAI/ppo-seals-CartPole-v0", description: "" },
	],
	spaces: [
		{ id: "ThomasSimonini/Huggy", description: "" },
		{ id: "ThomasSimonini/SnowballFight", description: "" },
	],
	metrics: [
		{ id: "Discounted Total Reward", description: "" },
		{ id: "Mean Reward", description: "" },
		{ id: "Level of Performance After Some Time", description: "" },
	],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
	youtubeId: "q0BiUn5LiBc",
};

export default content;
