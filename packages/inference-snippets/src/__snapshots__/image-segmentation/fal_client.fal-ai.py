# pip install -U fal-client
# fal_client reads your fal key from the FAL_KEY environment variable.
import fal_client

file_url = fal_client.upload_file("cats.jpg")

result = fal_client.subscribe(
    "acme/image-segmentation-model",
    arguments={
        "image_url": file_url,
    },
)
print(result)
