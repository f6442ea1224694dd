# pip install -U "aneforge[models]"
import aneforge as af

encoder = af.load("acme/demo-model")
first = encoder("The weather is lovely today.")[0]
second = encoder("It is sunny outside.")[0]
print(float(first @ second))  # cosine similarity (the embeddings are L2-normalised)
