# pip install -U flair
from flair.data import Sentence
from flair.models import SequenceTagger

tagger = SequenceTagger.load("acme/demo-model")
sentence = Sentence("The weather is lovely today.")
tagger.predict(sentence)
print(sentence)
