# pip install -U stable-baselines3 huggingface_sb3 gymnasium
import gymnasium as gym
from huggingface_sb3 import load_from_hub
from stable_baselines3 import PPO

checkpoint = load_from_hub(repo_id="sb3/ppo-LunarLander-v2", filename="ppo-LunarLander-v2.zip")
model = PPO.load(checkpoint)

# Box2D and Atari environments need extras (gymnasium[box2d], ale-py); retired versions need an older gymnasium.
env = gym.make("LunarLander-v2")
obs, info = env.reset()
action, _ = model.predict(obs, deterministic=True)
print(action)
