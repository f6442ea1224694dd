# pip install -U relik
from relik import Relik

relik = Relik.from_pretrained("acme/demo-model")
output = relik("The weather is lovely today.")
print(output.spans)
