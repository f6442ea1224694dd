import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		'Text-to-3D generates a three-dimensional object from a written description, for example "a wooden rocking chair" or "a low-poly green dragon". ' +
		"The result is a mesh, a point cloud, a neural radiance field or a set of 3D Gaussians that can be rotated, rendered from any angle and exported to game engines or 3D printers. " +
		"Some models generate 3D directly after training on large collections of 3D assets, while others first generate one or several images of the object and then lift them into 3D. " +
		"Quality still trails text-to-image, but it already speeds up prototyping of props, product concepts and game assets.",
	datasets: [
		{
			id: "allenai/objaverse-xl",
			description:
				"References to over ten million 3D objects collected from the web, the largest open source of training data for 3D generation.",
		},
		{
			id: "tiange/Cap3D",
			description:
				"Descriptive captions for hundreds of thousands of Objaverse objects, written automatically from rendered views; text and 3D pairs for training.",
		},
	],
	models: [
		{
			id: "openai/shap-e",
			description:
				"Shap-E generates the parameters of an implicit 3D function from text, which can be rendered as images or exported as a textured mesh in seconds.",
		},
		{
			id: "ashawkey/LGM",
			description:
				"The Large Multi-View Gaussian Model turns four generated views of an object into 3D Gaussians, producing detailed objects in a few seconds.",
		},
		{
			id: "tencent/Hunyuan3D-2",
			description:
				"A high-quality shape and texture generator that works from an image; paired with a text-to-image model it turns prompts into textured meshes.",
		},
	],
	spaces: [
		{
			id: "hysts/Shap-E",
			description: "Type a prompt and inspect the generated 3D object from every side in the browser.",
		},
		{
			id: "ashawkey/LGM",
			description: "Generates a 3D Gaussian model from text or an image and shows it in an interactive viewer.",
		},
	],
	metrics: [
		{
			id: "CLIP R-Precision",
			description:
				"Renders the object from several views and checks how often CLIP retrieves the right prompt among distractors; measures prompt alignment.",
		},
		{
			id: "CLIP Score",
			description: "The average CLIP similarity between the prompt and rendered views of the generated object.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Prompt", content: "A wooden rocking chair with a red cushion" }],
		outputs: [
			{
				type: "text",
				label: "Output",
				content:
					"rocking-chair.ply: a textured triangle mesh of about 9,000 vertices, with vertex colours for the brown wood and the red cushion, ready to open in Blender.",
			},
		],
	},
	widgetModels: ["openai/shap-e"],
};

export default content;
