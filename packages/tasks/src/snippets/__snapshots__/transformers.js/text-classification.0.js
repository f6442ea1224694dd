// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("text-classification", "acme/demo-model");
const output = await pipe("I love transformers!");
console.log(output);
