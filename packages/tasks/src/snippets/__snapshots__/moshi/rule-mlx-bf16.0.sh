# pip install -U moshi_mlx
python -m moshi_mlx.local --hf-repo 'kyutai/moshika-mlx-bf16'
