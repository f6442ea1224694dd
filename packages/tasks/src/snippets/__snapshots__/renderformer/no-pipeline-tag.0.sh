# git clone https://github.com/microsoft/renderformer && cd renderformer && pip install -r requirements.txt
python3 scene_processor/convert_scene.py examples/cbox.json --output_h5_path tmp/cbox/cbox.h5
python3 infer.py --h5_file tmp/cbox/cbox.h5 --model_id 'acme/demo-model' --output_dir output/cbox/
