# pip install -U aneforge transformers
import aneforge as af

encoder = af.load("acme/demo-model")
vectors = encoder(["The weather is lovely today.", "It is sunny outside."])
print(vectors @ vectors.T)  # cosine similarities (the vectors are L2-normalised)
