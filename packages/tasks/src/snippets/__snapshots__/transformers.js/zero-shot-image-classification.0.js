// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("zero-shot-image-classification", "acme/demo-model");
const output = await pipe("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg", ["animals", "humans", "landscape"]);
console.log(output);
