# git clone https://github.com/microsoft/VibeVoice.git && cd VibeVoice && pip install -e ".[streamingtts]"
python demo/realtime_model_inference_from_file.py --model_path 'microsoft/VibeVoice-Realtime-0.5B' \
    --txt_path demo/text_examples/1p_vibevoice.txt --speaker_name Carter
