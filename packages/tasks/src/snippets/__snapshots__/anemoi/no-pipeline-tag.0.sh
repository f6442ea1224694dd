# pip install -U anemoi-inference huggingface_hub
# Initial conditions come from input.grib; every step of the 24-hour forecast goes to forecast.grib
anemoi-inference run 'checkpoint.huggingface=acme/demo-model' date=2024-10-25 lead_time=24 input.grib=input.grib output.grib=forecast.grib
