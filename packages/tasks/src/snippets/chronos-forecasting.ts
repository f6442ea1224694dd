import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** Chronos: load a forecasting pipeline (Chronos, Chronos-Bolt or Chronos-2) and forecast a series. */
export const chronosForecasting: SnippetGenerator = (model) => [
	python(
		"Forecast a time series",
		code`
			# pip install -U chronos-forecasting
			import pandas as pd
			from chronos import BaseChronosPipeline

			pipeline = BaseChronosPipeline.from_pretrained(${py(model.id)}, device_map="cpu")

			context_df = pd.DataFrame(
			    {
			        "item_id": "series-1",
			        "timestamp": pd.date_range("2024-01-01", periods=48, freq="D"),
			        "target": [float(day % 7) for day in range(48)],
			    }
			)
			forecast_df = pipeline.predict_df(
			    context_df,
			    prediction_length=12,
			    quantile_levels=[0.1, 0.5, 0.9],
			    id_column="item_id",
			    timestamp_column="timestamp",
			    target="target",
			)
			print(forecast_df.head())
		`,
	),
];
