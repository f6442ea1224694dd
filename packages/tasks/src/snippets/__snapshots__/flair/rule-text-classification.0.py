# pip install -U flair
from flair.data import Sentence
from flair.models import TextClassifier

classifier = TextClassifier.load("flair/sentiment")
sentence = Sentence("George Washington went to Washington.")
classifier.predict(sentence)
print(sentence.labels)
