# pip install -U ChatTTS soundfile
import ChatTTS
import soundfile as sf
from huggingface_hub import snapshot_download

chat = ChatTTS.Chat()
# load() verifies the asset files against the package's pinned hashes and returns False on a mismatch
assert chat.load(source="custom", custom_path=snapshot_download(repo_id="acme/demo-model"))
wavs = chat.infer(["The weather is lovely today."])
sf.write("output.wav", wavs[0], 24000)
