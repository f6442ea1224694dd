# pip install -U fal-client
# fal_client reads your fal key from the FAL_KEY environment variable.
import fal_client

file_url = fal_client.upload_file("sample1.flac")

result = fal_client.subscribe(
    "acme/audio-to-audio-model",
    arguments={
        "audio_url": file_url,
    },
)
print(result)
