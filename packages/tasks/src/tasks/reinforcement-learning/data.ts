import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Reinforcement learning trains an agent to make a sequence of decisions by trial and error in an environment, such as a game, a simulator or a robot. " +
		"At each step the agent observes the state, chooses an action and receives a reward, and it learns a policy that maximises the total reward it collects over time. " +
		"Nobody labels the right action; the agent must discover which choices pay off, sometimes many steps later. " +
		"Models on the hub are trained policies that you load and run in the matching environment; offline methods learn policies from logged episodes instead.",
	datasets: [
		{
			id: "edbeeching/decision_transformer_gym_replay",
			description:
				"Recorded episodes of MuJoCo locomotion tasks (HalfCheetah, Hopper, Walker) from agents of several skill levels, for offline reinforcement learning.",
		},
	],
	models: [
		{
			id: "edbeeching/decision-transformer-gym-hopper-expert",
			description:
				"A Decision Transformer that treats control as sequence modelling: given a target return, it predicts the actions that make the Hopper robot hop.",
		},
		{
			id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
			description:
				"A PPO agent that balances a pole on a moving cart, trained on the fixed-length seals version of the environment; a compact first example.",
		},
		{
			id: "sb3/dqn-SpaceInvadersNoFrameskip-v4",
			description:
				"A DQN agent from the Stable-Baselines3 zoo that plays the Atari game Space Invaders from raw screen pixels.",
		},
		{
			id: "sb3/ppo-CartPole-v1",
			description:
				"A Stable-Baselines3 PPO policy for the standard Gymnasium CartPole, loadable in a few lines with huggingface_sb3.",
		},
	],
	spaces: [
		{
			id: "ThomasSimonini/Huggy",
			description: "Play fetch in the browser with Huggy, a dog agent trained with Unity ML-Agents to chase a stick.",
		},
		{
			id: "ThomasSimonini/SnowballFight",
			description: "A Unity game where you throw snowballs against an agent trained with reinforcement learning.",
		},
	],
	metrics: [
		{
			id: "Discounted Total Reward",
			description:
				"The sum of rewards over an episode with later rewards weighted down by a discount factor; the quantity the agent is trained to maximise.",
		},
		{
			id: "Mean Reward",
			description:
				"The average undiscounted episode return over many evaluation episodes, usually reported with its standard deviation.",
		},
		{
			id: "Level of Performance After Some Time",
			description:
				"The return reached after a fixed budget of environment steps or training time, which measures how sample-efficient a method is.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "State",
				content:
					"Cart position: 0.02 m, cart velocity: -0.15 m/s, pole angle: 0.06 rad (leaning right), pole angular velocity: 0.31 rad/s",
			},
		],
		outputs: [
			{ type: "text", label: "Action", content: "Push the cart to the right" },
			{ type: "text", label: "Next reward", content: "+1 (the pole is still upright)" },
		],
	},
	widgetModels: ["HumanCompatibleAI/ppo-seals-CartPole-v0"],
	youtubeId: "q0BiUn5LiBc",
};

export default content;
