# pip install -U terratorch huggingface_hub
hf download 'ibm-nasa-geospatial/Prithvi-EO-2.0-300M-BurnScars' --local-dir ./model
terratorch predict -c './model/burn_scars_config.yaml' --ckpt_path './model/Prithvi_EO_V2_300M_BurnScars.pt' \
    --predict_output_dir ./predictions --data.init_args.predict_data_root ./inputs
