# pip install -U terratorch huggingface_hub
hf download 'acme/demo-model' --local-dir ./model
terratorch predict -c './model/config.yaml' --ckpt_path './model/model.ckpt' \
    --predict_output_dir ./predictions --data.init_args.predict_data_root ./inputs
