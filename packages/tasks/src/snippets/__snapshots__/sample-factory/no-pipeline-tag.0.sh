# pip install -U sample-factory
python -m sample_factory.huggingface.load_from_hub -r 'acme/demo-model' -d ./train_dir
# Then run the enjoy script of its environment family with --train_dir=./train_dir and the experiment name.
