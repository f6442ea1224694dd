# pip install -U pythae
from pythae.models import AutoModel
from pythae.samplers import NormalSampler

model = AutoModel.load_from_hf_hub(hf_hub_path="acme/demo-model", allow_pickle=True)
sampler = NormalSampler(model=model)
samples = sampler.sample(num_samples=4)
print(samples.shape)
