import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Robotics models, usually called policies, decide how a robot should move. " +
		"At every control step a policy receives observations (camera images, the robot's joint positions and often a written instruction) and outputs actions, such as target joint angles or gripper commands, typically a short chunk of future actions at once. " +
		"Most open policies today are trained by imitation learning on recorded demonstrations, and vision-language-action models add a pre-trained vision-language backbone so that one model can follow many different instructions. " +
		"Reinforcement learning in simulation is the other main way to obtain policies.",
	datasets: [
		{
			id: "lerobot/svla_so101_pickplace",
			description:
				"Pick-and-place demonstrations recorded with the low-cost SO-101 arm, with two camera views, joint states and a task sentence per episode; a good first dataset for fine-tuning SmolVLA.",
		},
		{
			id: "lerobot/aloha_sim_transfer_cube_human",
			description:
				"Human demonstrations of a bimanual ALOHA robot handing a cube from one arm to the other in simulation, the classic benchmark for the ACT policy.",
		},
		{
			id: "lerobot/pusht",
			description:
				"The Push-T task: push a T-shaped block onto a target with a circular end-effector. Small and fast to train on, widely used to compare policies such as Diffusion Policy.",
		},
	],
	models: [
		{
			id: "lerobot/smolvla_base",
			description:
				"SmolVLA, a compact vision-language-action model (about 450 million parameters) pre-trained on community robot datasets and meant to be fine-tuned on your own demonstrations on a single GPU.",
		},
		{
			id: "lerobot/act_aloha_sim_transfer_cube_human",
			description:
				"An Action Chunking Transformer trained on the ALOHA cube-transfer demonstrations; predicts chunks of future joint targets from camera images.",
		},
		{
			id: "lerobot/diffusion_pusht",
			description:
				"Diffusion Policy trained on Push-T: generates action sequences by denoising, which handles tasks where several different motions are equally valid.",
		},
		{
			id: "nvidia/GR00T-N1.5-3B",
			description:
				"NVIDIA's open foundation model for generalist robots and humanoids, combining a vision-language backbone with a diffusion action head.",
		},
		{
			id: "openvla/openvla-7b",
			description:
				"OpenVLA, a 7-billion-parameter vision-language-action model trained on the Open X-Embodiment data that turns an image and an instruction into end-effector actions.",
		},
	],
	spaces: [
		{
			id: "lerobot/visualize_dataset",
			description:
				"Browse any LeRobot-format dataset on the hub episode by episode, with synchronised camera videos and plots of states and actions.",
		},
	],
	metrics: [
		{
			id: "success_rate",
			description:
				"Share of evaluation episodes in which the robot completes the task, in simulation or on the real robot. The metric that matters most.",
		},
		{
			id: "average_return",
			description:
				"Mean reward collected per episode in a simulated environment; gives partial credit where success alone is too coarse.",
		},
		{
			id: "mse",
			description:
				"Mean squared error between predicted and demonstrated actions on held-out episodes. Cheap to compute offline but only loosely linked to real success.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "tabletop-camera-view.png" },
			{ type: "text", label: "Instruction", content: "Pick up the red cube and put it in the blue bowl." },
		],
		outputs: [
			{
				type: "tabular",
				data: [
					["Step", "shoulder_pan", "shoulder_lift", "elbow_flex", "wrist_flex", "wrist_roll", "gripper"],
					["t+1", "-2.1", "14.8", "-31.5", "62.0", "1.2", "34.0"],
					["t+2", "-4.6", "18.9", "-27.2", "60.7", "1.5", "34.0"],
					["t+3", "-7.3", "23.4", "-22.8", "59.1", "1.9", "33.5"],
					["t+4", "-9.8", "27.6", "-18.9", "57.4", "2.2", "20.0"],
					["t+5", "-11.2", "29.3", "-17.1", "56.8", "2.3", "6.5"],
				],
			},
		],
	},
	widgetModels: ["lerobot/smolvla_base"],
};

export default content;
