# pip install -U fairseq
from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

models, cfg, task = load_model_ensemble_and_task_from_hf_hub("acme/demo-model")
model = models[0]
print(task)
