import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * RouteE-Powertrain: a repository on the hub is a model library (a registry with an index); the
 * snippet opens it as a registry, loads its first model and predicts the energy of three road links.
 */
export const routeePowertrain: SnippetGenerator = (model) => [
	python(
		"Predict energy use over road links",
		code`
			# pip install -U routee.powertrain huggingface_hub pandas
			import pandas as pd
			from routee.powertrain.registry.hf import HFRegistry

			registry = HFRegistry(repo_id=${py(model.id)})
			model_ids = registry.list_models()
			print(model_ids)
			model = registry.load(model_ids[0])

			links = pd.DataFrame(
			    {
			        "distance_mi": [0.1, 0.2, 0.3],
			        "speed_mph": [30, 40, 50],
			        "grade_pct": [-5.0, 0.0, 5.0],
			    }
			)
			print(model.predict(links))
		`,
	),
];
