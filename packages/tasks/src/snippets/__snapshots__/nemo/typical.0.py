# pip install -U "nemo_toolkit[asr]"
import nemo.collections.asr as nemo_asr

asr_model = nemo_asr.models.ASRModel.from_pretrained(model_name="acme/demo-model")
transcriptions = asr_model.transcribe(["sample.wav"])
print(transcriptions[0].text)
