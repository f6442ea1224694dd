import { lines } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * CollectorVision: identifies a collectible card from a photo. The package resolves its own
 * detector and embedder weights; the catalog is fetched from the hub on first use.
 */
export const collectorvision: SnippetGenerator = () => [
	{
		language: "python",
		title: "Identify a card",
		code: lines(
			"# pip install git+https://github.com/HanClinto/CollectorVision.git",
			"import collector_vision as cvg",
			"import cv2",
			"",
			'catalog = cvg.Catalog.load("hf://HanClinto/milo/scryfall-mtg")',
			'image = cv2.imread("card.jpg")',
			"detection = cvg.NeuralCornerDetector().detect(image)",
			"crop = detection.dewarp(image)",
			"hits = catalog.search(catalog.embedder.embed(crop), top_k=5)",
			"score, card_id = hits[0]",
			"print(card_id, score)",
		),
	},
];
