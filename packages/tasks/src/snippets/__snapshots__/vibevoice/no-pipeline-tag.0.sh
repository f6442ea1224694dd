# git clone https://github.com/microsoft/VibeVoice.git && cd VibeVoice && pip install -e .
python demo/inference_from_file.py --model_path 'acme/demo-model' \
    --txt_path demo/text_examples/2p_music.txt --speaker_names Alice Frank
