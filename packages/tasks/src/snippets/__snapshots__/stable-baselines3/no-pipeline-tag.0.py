# pip install -U stable-baselines3 huggingface_sb3
from huggingface_sb3 import load_from_hub
from stable_baselines3 import PPO

# Use the name of the .zip checkpoint in the repository.
checkpoint = load_from_hub(repo_id="acme/demo-model", filename="model.zip")
# Use the algorithm class the agent was trained with (PPO, A2C, DQN, SAC, TD3, ...).
model = PPO.load(checkpoint)
print(model.policy)
