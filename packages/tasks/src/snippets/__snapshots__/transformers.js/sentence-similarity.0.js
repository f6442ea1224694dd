// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline("feature-extraction", "acme/demo-model");
const output = await pipe("I love transformers!", { pooling: "mean", normalize: true });
console.log(output);
