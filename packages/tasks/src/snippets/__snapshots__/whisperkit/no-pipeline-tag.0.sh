# brew install whisperkit-cli && pip install -U huggingface_hub
hf download 'acme/demo-model' --include 'openai_whisper-base/*' --local-dir ./whisperkit-models
whisperkit-cli transcribe --model-path './whisperkit-models/openai_whisper-base' --audio-path audio.wav
