# brew install quintinshaw/tap/openasr  (or a release binary: https://github.com/QuintinShaw/openasr/releases)
openasr pull 'demo-model'
openasr transcribe audio.wav --model 'demo-model'
