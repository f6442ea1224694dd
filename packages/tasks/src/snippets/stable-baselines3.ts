import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** Algorithm prefixes of checkpoint names (`ppo-LunarLander-v2.zip`) → class and package. */
const ALGORITHMS = {
	a2c: { cls: "A2C", module: "stable_baselines3", install: "stable-baselines3" },
	ddpg: { cls: "DDPG", module: "stable_baselines3", install: "stable-baselines3" },
	dqn: { cls: "DQN", module: "stable_baselines3", install: "stable-baselines3" },
	ppo: { cls: "PPO", module: "stable_baselines3", install: "stable-baselines3" },
	sac: { cls: "SAC", module: "stable_baselines3", install: "stable-baselines3" },
	td3: { cls: "TD3", module: "stable_baselines3", install: "stable-baselines3" },
	ars: { cls: "ARS", module: "sb3_contrib", install: "sb3-contrib" },
	qrdqn: { cls: "QRDQN", module: "sb3_contrib", install: "sb3-contrib" },
	tqc: { cls: "TQC", module: "sb3_contrib", install: "sb3-contrib" },
	trpo: { cls: "TRPO", module: "sb3_contrib", install: "sb3-contrib" },
	recurrentppo: { cls: "RecurrentPPO", module: "sb3_contrib", install: "sb3-contrib" },
} as const satisfies Record<string, { cls: string; module: string; install: string }>;

const PLACEHOLDER_FILE = "model.zip";
const ENV_ID = /^[A-Za-z0-9_./-]+-v\d+$/;

/**
 * Stable-Baselines3: download the checkpoint `.zip` with `huggingface_sb3` and load it with its
 * algorithm class. The checkpoint is the repository's first `.zip` file; its name
 * (`<algo>-<env>.zip`) gives the algorithm and, when it ends in a gymnasium version, the
 * environment to run one step in. Unknown names fall back to `PPO` with a comment.
 */
export const stableBaselines3: SnippetGenerator = (model) => {
	const file = model.siblings?.find((s) => s.rfilename.endsWith(".zip") && !s.rfilename.includes("/"))?.rfilename;
	const stem = (file ?? PLACEHOLDER_FILE).slice(0, -".zip".length);
	const dash = stem.indexOf("-");
	const prefix = dash > 0 ? stem.slice(0, dash).toLowerCase() : "";
	const known = Object.hasOwn(ALGORITHMS, prefix) ? ALGORITHMS[prefix as keyof typeof ALGORITHMS] : undefined;
	const algo = known ?? ALGORITHMS.ppo;
	const env = dash > 0 ? stem.slice(dash + 1) : "";
	const runnable = known !== undefined && ENV_ID.test(env);
	const install = runnable
		? code`
				# pip install -U ${algo.install} huggingface_sb3 gymnasium
				import gymnasium as gym
			`
		: code`# pip install -U ${algo.install} huggingface_sb3`;
	// Optional comment lines, each ending in its line break: they start the line they explain.
	const pickFile = file ? "" : "# Use the name of the .zip checkpoint in the repository.\n";
	const pickAlgorithm = known
		? ""
		: "# Use the algorithm class the agent was trained with (PPO, A2C, DQN, SAC, TD3, ...).\n";
	// A runnable agent steps through its environment, after a blank line.
	const use = runnable
		? code`

				# Box2D and Atari environments need extras (gymnasium[box2d], ale-py); retired versions need an older gymnasium.
				env = gym.make(${py(env)})
				obs, info = env.reset()
				action, _ = model.predict(obs, deterministic=True)
				print(action)
			`
		: "print(model.policy)";
	return [
		python(
			"Load the agent",
			code`
				${install}
				from huggingface_sb3 import load_from_hub
				from ${algo.module} import ${algo.cls}

				${pickFile}checkpoint = load_from_hub(repo_id=${py(model.id)}, filename=${py(file ?? PLACEHOLDER_FILE)})
				${pickAlgorithm}model = ${algo.cls}.load(checkpoint)
				${use}
			`,
		),
	];
};
