import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "PKU-Alignment/align-anything", description: "" }],
	models: [
		{ id: "Qwen/Qwen2.5-Omni-7B", description: "" },
		{ id: "OmniGen2/OmniGen2", description: "" },
		{ id: "openbmb/MiniCPM-o-2_6", description: "" },
		{ id: "ByteDance-Seed/BAGEL-7B-MoT", description: "" },
	],
	spaces: [{ id: "OmniGen2/OmniGen2", description: "" }],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
