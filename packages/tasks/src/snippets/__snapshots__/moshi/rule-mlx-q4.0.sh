# pip install -U moshi_mlx
python -m moshi_mlx.local -q 4 --hf-repo 'kyutai/moshika-mlx-q4'
