# pip install -U opendde huggingface_hub
hf download 'acme/demo-model' 'opendde.pt' --local-dir ./opendde-checkpoint
opendde pred -i tiny.json -o ./output \
    --load_checkpoint_path './opendde-checkpoint/opendde.pt' \
    --use_msa false --use_template false --use_rna_msa false
