# brew install whisperkit-cli && pip install -U huggingface_hub
hf download 'argmaxinc/whisperkit-coreml' --include 'openai_whisper-large-v3/*' --local-dir ./whisperkit-models
whisperkit-cli transcribe --model-path './whisperkit-models/openai_whisper-large-v3' --audio-path audio.wav
