# pip install -U huggingface_hub
hf download 'acme/demo-model' --local-dir ./vibevoice-model
# The long-form TTS inference code was removed from https://github.com/microsoft/VibeVoice
# (2025-09-05); its docs/vibevoice-tts.md describes the model. The repository now runs the
# Realtime and ASR models only.
