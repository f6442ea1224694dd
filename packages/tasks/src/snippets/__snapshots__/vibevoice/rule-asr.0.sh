# git clone https://github.com/microsoft/VibeVoice.git && cd VibeVoice && pip install -e .
python demo/vibevoice_asr_inference_from_file.py --model_path 'microsoft/VibeVoice-ASR' --audio_files audio.wav
