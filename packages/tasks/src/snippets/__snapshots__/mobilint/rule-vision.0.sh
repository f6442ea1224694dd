# pip install -U mblt-model-zoo
# The model name is the zoo's name for it (see mblt_model_zoo.vision.list_models()).
mblt-model-zoo predict --source ./image.jpg --model 'resnet50'
