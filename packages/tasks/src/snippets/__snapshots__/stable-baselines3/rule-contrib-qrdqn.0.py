# pip install -U sb3-contrib huggingface_sb3 gymnasium
import gymnasium as gym
from huggingface_sb3 import load_from_hub
from sb3_contrib import QRDQN

checkpoint = load_from_hub(repo_id="sb3/qrdqn-BreakoutNoFrameskip-v4", filename="qrdqn-BreakoutNoFrameskip-v4.zip")
model = QRDQN.load(checkpoint)

# Box2D and Atari environments need extras (gymnasium[box2d], ale-py); retired versions need an older gymnasium.
env = gym.make("BreakoutNoFrameskip-v4")
obs, info = env.reset()
action, _ = model.predict(obs, deterministic=True)
print(action)
