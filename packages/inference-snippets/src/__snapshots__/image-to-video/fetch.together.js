import { readFile } from "node:fs/promises";

const fileData = "data:image/jpeg;base64," + (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/together/v2/videos", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		model: "acme/image-to-video-model",
		prompt: "The cats slowly wake up and stretch.",
		frame_images: [
			{
				input_image: fileData,
				frame: "first",
			},
		],
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
