# pip install -U "jev-style[torch]"
from jev_style import JevStyle, choice, noul, score

js = JevStyle.from_pretrained("acme/demo-model")
answers = js.decide(
    "The weather is lovely today.",
    {
        "billing": noul("This message is about billing."),
        "tone": choice("What is the tone?", ["calm", "frustrated", "angry"]),
        "urgency": score("How urgent is it?", ["can wait", "this week", "today"]),
    },
)
print(answers["answers"])
