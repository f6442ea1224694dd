import type { TaskContent } from "../types.ts";

// Not written yet: ids only.
const content: TaskContent = {
	summary: "",
	datasets: [{ id: "Vincent-luo/hagrid-mediapipe-hands", description: "" }],
	models: [
		{ id: "magic-leap-community/superpoint", description: "" },
		{ id: "magic-leap-community/superglue_outdoor", description: "" },
		{ id: "qualcomm/RTMPose-Body2d", description: "" },
		{ id: "ETH-CVG/lightglue_disk", description: "" },
	],
	spaces: [
		{ id: "datasciencedojo/Hand-Keypoint-Detection-Realtime", description: "" },
		{ id: "ETH-CVG/LightGlue", description: "" },
	],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
};

export default content;
