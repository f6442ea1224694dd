# pip install -U lerobot
from lerobot.configs.policies import PreTrainedConfig
from lerobot.policies.factory import get_policy_class

config = PreTrainedConfig.from_pretrained("acme/demo-model")
policy = get_policy_class(config.type).from_pretrained("acme/demo-model")
policy.eval()
print(config.type, config.input_features, config.output_features)
