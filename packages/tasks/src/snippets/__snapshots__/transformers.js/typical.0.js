// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("audio-classification", "acme/demo-model");
const output = await pipe("https://huggingface.co/datasets/Xenova/transformers.js-docs/resolve/main/jfk.wav");
console.log(output);
