import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Anemoi: run a data-driven weather forecast with the `anemoi-inference run` command, whose
 * configuration is given as `key=value` overrides: the checkpoint comes straight from the hub
 * (`checkpoint.huggingface`), the initial conditions from a GRIB file, and every forecast step
 * goes to another GRIB file. (The Python runner API changes between releases; the command and
 * its configuration keys are the documented interface.)
 */
export const anemoi: SnippetGenerator = (model) => [
	{
		language: "sh",
		title: "Run a forecast",
		code: code`
			# pip install -U anemoi-inference huggingface_hub
			# Initial conditions come from input.grib; every step of the 24-hour forecast goes to forecast.grib
			anemoi-inference run ${sh(`checkpoint.huggingface=${model.id}`)} date=2024-10-25 lead_time=24 input.grib=input.grib output.grib=forecast.grib
		`,
	},
];
