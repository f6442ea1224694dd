import { PaddleOCR } from "./PaddleOCR.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("PaddleOCR", PaddleOCR, [
	{
		name: "text-detection",
		model: { id: "PaddlePaddle/PP-OCRv5_server_det" },
		contains: ["TextDetection(", 'model_name="PP-OCRv5_server_det"'],
	},
	{ name: "text-recognition", model: { id: "PaddlePaddle/PP-OCRv5_mobile_rec" }, contains: ["TextRecognition("] },
	{
		name: "seal-detection",
		model: { id: "PaddlePaddle/PP-OCRv4_server_seal_det" },
		contains: ["SealTextDetection("],
		excludes: ["import TextDetection"],
	},
	{ name: "layout", model: { id: "PaddlePaddle/PP-DocLayout_plus-L" }, contains: ["LayoutDetection("] },
	{
		name: "doc-orientation",
		model: { id: "PaddlePaddle/PP-LCNet_x1_0_doc_ori" },
		contains: ["DocImgOrientationClassification("],
	},
	{ name: "table-structure", model: { id: "PaddlePaddle/SLANet_plus" }, contains: ["TableStructureRecognition("] },
	{
		name: "unknown-name",
		model: { id: "someone/my-ocr-model" },
		contains: ["snapshot_download("],
		excludes: ["from paddleocr import"],
	},
]);
