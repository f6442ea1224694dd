# pip install -U bertopic
from bertopic import BERTopic

topic_model = BERTopic.load("acme/demo-model")
print(topic_model.get_topic_info())
