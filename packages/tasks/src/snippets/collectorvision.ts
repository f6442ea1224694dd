import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { ModelRecord } from "../model-record.ts";
import type { SnippetGenerator } from "./types.ts";

/** The project's own repository: its catalogs are the default when a repository lists none. */
const DEFAULT_CATALOG = "hf://HanClinto/milo/scryfall-mtg";

/**
 * The catalog key of a repository that hosts catalogs (`catalogs/manifest.json` beside files named
 * `catalogs/{algo}-{key}-{YYYY-MM}.npz`), e.g. `scryfall-mtg`; `undefined` when it hosts none.
 */
function catalogKey(model: ModelRecord): string | undefined {
	const files = (model.siblings ?? []).map((file) => file.rfilename);
	if (!files.includes("catalogs/manifest.json")) return undefined;
	for (const name of files) {
		const match = /^catalogs\/[^/-]+-([^/]+)-\d{4}-\d{2}\.npz$/.exec(name);
		if (match?.[1]) return match[1];
	}
	return undefined;
}

/**
 * CollectorVision: identifies a collectible card from a photo. The package ships its detector
 * and embedder weights; `Catalog.load("hf://{owner}/{repo}/{key}")` fetches a catalog from a
 * repository's `catalogs/` folder, so a repository that lists catalogs is loaded by its own id,
 * and any other falls back to the project's catalog.
 */
export const collectorvision: SnippetGenerator = (model) => {
	const key = catalogKey(model);
	const catalog = key
		? code`catalog = cvg.Catalog.load(${py(`hf://${model.id}/${key}`)})`
		: code`catalog = cvg.Catalog.load(${py(DEFAULT_CATALOG)})  # this repository lists no catalogs/`;
	return [
		python(
			"Identify a card",
			code`
				# pip install git+https://github.com/HanClinto/CollectorVision.git
				import collector_vision as cvg
				import cv2

				${catalog}
				image = cv2.imread("card.jpg")
				detection = cvg.NeuralCornerDetector().detect(image)
				crop = detection.dewarp(image)
				hits = catalog.search(catalog.embedder.embed(crop), top_k=5)
				score, card_id = hits[0]
				print(card_id, score)
			`,
		),
	];
};
