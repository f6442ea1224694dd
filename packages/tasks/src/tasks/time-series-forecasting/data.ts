import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Time-series forecasting predicts the future values of a quantity measured over time, such as hourly electricity demand, daily sales or monthly visitors, from its past values and sometimes from related variables (covariates) like prices, holidays or weather. " +
		"Good forecasts are probabilistic: besides a best guess they give a range, for example the 10th and 90th percentiles, so that planners can see the uncertainty. " +
		"Alongside classical statistical methods and models trained per dataset, pre-trained time-series foundation models such as Chronos, TimesFM and Moirai now forecast unseen series zero-shot, much as language models handle unseen text. " +
		"The horizon (how far ahead), the frequency and any seasonality of the data shape every choice.",
	datasets: [
		{
			id: "autogluon/chronos_datasets",
			description:
				"A large collection of public time series (energy, traffic, retail, weather and more) in one uniform format, used to train and evaluate the Chronos models.",
		},
		{
			id: "Salesforce/GiftEval",
			description:
				"The GIFT-Eval benchmark: 97 forecasting configurations across seven domains and ten frequencies, built to test foundation models fairly.",
		},
		{
			id: "ETDataset/ett",
			description:
				"Electricity Transformer Temperature data: hourly and 15-minute readings of load and oil temperature from Chinese power transformers, a classic long-horizon benchmark.",
		},
	],
	models: [
		{
			id: "amazon/chronos-bolt-base",
			description:
				"Chronos-Bolt, a pre-trained forecaster that predicts several quantiles for many future steps at once; fast, accurate zero-shot and runs on CPU.",
		},
		{
			id: "amazon/chronos-2",
			description:
				"Chronos-2 extends the family to multivariate series and covariates, so it can use known future inputs such as promotions or temperature forecasts.",
		},
		{
			id: "google/timesfm-2.0-500m-pytorch",
			description:
				"Google's TimesFM, a decoder-only foundation model pre-trained on about 100 billion time points, with long context support.",
		},
		{
			id: "Salesforce/moirai-1.1-R-base",
			description:
				"Moirai, a universal forecasting transformer that handles any frequency and any number of variables, trained on the LOTSA archive.",
		},
		{
			id: "ibm-granite/granite-timeseries-ttm-r2",
			description:
				"Tiny Time Mixers: compact pre-trained models (around one million parameters) for fast multivariate forecasting on modest hardware.",
		},
	],
	spaces: [
		{
			id: "Salesforce/GIFT-Eval",
			description:
				"The GIFT-Eval leaderboard, comparing statistical, deep learning and foundation forecasting models across many datasets.",
		},
	],
	metrics: [
		{
			id: "mase",
			description:
				"Mean absolute scaled error: the forecast's absolute error divided by that of a naive seasonal forecast. Below 1 means better than simply repeating last season.",
		},
		{
			id: "wql",
			description:
				"Weighted quantile loss, which scores probabilistic forecasts by checking all predicted quantiles at once; lower is better.",
		},
		{
			id: "crps",
			description:
				"Continuous ranked probability score, the standard proper score for a forecast distribution against the observed value.",
		},
		{
			id: "mae",
			description: "Mean absolute error of the point forecast, in the unit of the series; simple and easy to explain.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				data: [
					["Month", "Visitors (thousands)"],
					["2024-01", "41.2"],
					["2024-02", "43.5"],
					["2024-03", "52.8"],
					["2024-04", "61.0"],
					["2024-05", "68.4"],
					["2024-06", "79.9"],
					["2024-07", "92.3"],
					["2024-08", "95.1"],
					["2024-09", "74.6"],
					["2024-10", "63.2"],
					["2024-11", "48.7"],
					["2024-12", "55.9"],
				],
			},
		],
		outputs: [
			{ type: "img", filename: "museum-visitors-forecast.png" },
			{
				type: "tabular",
				data: [
					["Month", "10% quantile", "Median", "90% quantile"],
					["2025-01", "40.0", "43.0", "46.0"],
					["2025-02", "41.6", "45.6", "49.6"],
					["2025-03", "50.1", "55.1", "60.1"],
					["2025-04", "57.4", "63.4", "69.4"],
					["2025-05", "64.2", "71.2", "78.2"],
					["2025-06", "74.8", "82.8", "90.8"],
				],
			},
		],
	},
	widgetModels: ["amazon/chronos-bolt-base"],
};

export default content;
