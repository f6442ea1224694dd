# Build the CLI first: https://github.com/QuintinShaw/openasr#building-from-source
openasr pull 'demo-model'
openasr transcribe audio.wav --model 'demo-model'
