# git clone https://github.com/Phantom-video/Phantom.git && cd Phantom && pip install -r requirements.txt
hf download Wan-AI/Wan2.1-T2V-1.3B --local-dir ./Wan2.1-T2V-1.3B
hf download 'acme/demo-model' --local-dir ./Phantom-Wan-Models
python generate.py --task s2v-1.3B --size '832*480' \
    --ckpt_dir ./Wan2.1-T2V-1.3B --phantom_ckpt './Phantom-Wan-Models/Phantom-Wan-1.3B.pth' \
    --ref_image 'examples/ref1.png,examples/ref2.png' --prompt 'A girl in a light green dress crouches beside daisies, holding up a toy camera next to a brown and white dog.' --base_seed 42
