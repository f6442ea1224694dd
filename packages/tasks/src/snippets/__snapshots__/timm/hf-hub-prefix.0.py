# pip install -U timm
import timm

model = timm.create_model("hf-hub:acme/demo-model", pretrained=True)
model = model.eval()

# The preprocessing the model was trained with
data_config = timm.data.resolve_model_data_config(model)
transforms = timm.data.create_transform(**data_config, is_training=False)
