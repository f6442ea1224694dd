import { lines, py } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Anemoi: run a data-driven weather forecast from a checkpoint on the hub, reading the initial
 * conditions from a GRIB file and writing every forecast step to another.
 */
export const anemoi: SnippetGenerator = (model) => [
	{
		language: "python",
		title: "Run a forecast",
		code: lines(
			"# pip install -U anemoi-inference",
			"import datetime",
			"",
			"from anemoi.inference.config.run import RunConfiguration",
			"from anemoi.inference.inputs.gribfile import GribFileInput",
			"from anemoi.inference.outputs.gribfile import GribFileOutput",
			"from anemoi.inference.runners.default import DefaultRunner",
			"",
			`runner = DefaultRunner(RunConfiguration(checkpoint={"huggingface": ${py(model.id)}}))`,
			"",
			'input_state = GribFileInput(runner, "input.grib").create_input_state(date=datetime.datetime(2024, 10, 25))',
			'output = GribFileOutput(runner, "forecast.grib")',
			"output.write_initial_state(input_state)",
			"for state in runner.run(input_state=input_state, lead_time=24):",
			"    output.write_state(state)",
			"output.close()",
		),
	},
];
