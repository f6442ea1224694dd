import { htrflow } from "./htrflow.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("htrflow", htrflow, [
	{
		name: "recognition",
		model: { id: "Riksarkivet/trocr-base-handwritten-hist-swe-2", pipeline_tag: "image-to-text" },
		contains: ['"step": "TextRecognition"', '"model": "TrOCR"'],
		excludes: ['"Segmentation"'],
	},
	{
		name: "segmentation",
		model: { id: "Riksarkivet/yolov9-lines-within-regions-1", pipeline_tag: "object-detection" },
		contains: ['"step": "Segmentation"', '"model": "yolo"'],
		excludes: ['"TextRecognition"'],
	},
]);
