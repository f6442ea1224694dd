# pip install git+https://github.com/nari-labs/dia2.git
from dia2 import Dia2, GenerationConfig, SamplingConfig

dia = Dia2.from_repo("acme/demo-model", device="cuda", dtype="bfloat16")
config = GenerationConfig(cfg_scale=2.0, audio=SamplingConfig(temperature=0.8, top_k=50))
dia.generate("[S1] Hello from Dia2! [S2] Nice to hear you.", config=config, output_wav="dialogue.wav")
