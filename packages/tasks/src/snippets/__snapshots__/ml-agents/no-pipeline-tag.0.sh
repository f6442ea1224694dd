# pip install -U mlagents
mlagents-load-from-hf --repo-id='acme/demo-model' --local-dir=./downloads
# Then drop the .onnx file from ./downloads into your Unity project to drive the agent.
