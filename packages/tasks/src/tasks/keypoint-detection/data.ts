import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Keypoint detection locates specific points of interest in an image and returns their pixel coordinates, each with a confidence score. " +
		"In pose estimation the points are named body parts, such as the 17 joints of the COCO skeleton from nose to ankles, or the 21 joints of a hand. " +
		"Generic detectors like SuperPoint instead find distinctive corners and blobs with descriptors, which matchers such as SuperGlue and LightGlue pair up between two photos of the same scene. " +
		"Keypoints drive fitness and sports analysis, gesture control, animation, image stitching and 3D reconstruction.",
	datasets: [
		{
			id: "Vincent-luo/hagrid-mediapipe-hands",
			description:
				"Hand gesture photos from HaGRID with hand landmarks extracted by MediaPipe, for training hand keypoint and gesture models.",
		},
	],
	models: [
		{
			id: "usyd-community/vitpose-base-simple",
			description:
				"ViTPose with a plain vision transformer backbone that predicts the 17 COCO body keypoints for each person box; available in transformers.",
		},
		{
			id: "magic-leap-community/superpoint",
			description:
				"SuperPoint, a self-supervised network that detects interest points and computes a descriptor for each in one pass.",
		},
		{
			id: "magic-leap-community/superglue_outdoor",
			description:
				"SuperGlue, a graph neural network that matches SuperPoint keypoints between two outdoor images, robust to large viewpoint changes.",
		},
		{
			id: "qualcomm/RTMPose-Body2d",
			description: "RTMPose optimised by Qualcomm for real-time body pose estimation on phones and edge devices.",
		},
		{
			id: "ETH-CVG/lightglue_disk",
			description:
				"LightGlue matching DISK keypoints; faster than SuperGlue because it stops early on easy image pairs.",
		},
	],
	spaces: [
		{
			id: "datasciencedojo/Hand-Keypoint-Detection-Realtime",
			description: "Tracks the keypoints of your hands from the webcam in real time.",
		},
		{
			id: "ETH-CVG/LightGlue",
			description: "Upload two photos of the same place and see the keypoint matches LightGlue finds.",
		},
	],
	metrics: [
		{
			id: "OKS AP",
			description:
				"Average precision based on object keypoint similarity, which scores distance errors relative to the person's size and each joint's typical error; the COCO metric.",
		},
		{
			id: "PCK",
			description:
				"Percentage of correct keypoints: the share of predicted points that lie within a set fraction of the head or body size from the truth.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "runner.jpg" }],
		outputs: [{ type: "img", filename: "runner-keypoints.jpg" }],
	},
	widgetModels: ["usyd-community/vitpose-base-simple"],
};

export default content;
