# pip install -U lightning-ir
from lightning_ir import CrossEncoderModule

module = CrossEncoderModule("webis/monoelectra-base")
query = "What is the capital of France?"
docs = ["Paris is the capital of France.", "Berlin is the capital of Germany."]
output = module.score(query, docs)
print(output.scores)
