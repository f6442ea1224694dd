# pip install -U lightning-ir
from lightning_ir import BiEncoderModule

module = BiEncoderModule("acme/demo-model")
query = "The weather is lovely today."
docs = ["Paris is the capital of France.", "Berlin is the capital of Germany."]
output = module.score(query, docs)
print(output.scores)
