import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Tabular regression predicts a number from a row of a table whose columns describe the thing being measured. " +
		"Examples are a house price from its size and location, a delivery time from distance and traffic, or a fish's weight from its species and length measurements. " +
		"Gradient-boosted trees (XGBoost, LightGBM, scikit-learn) remain the strongest and cheapest default for such data, while pre-trained tabular foundation models such as TabPFN now predict well on small tables without any training. " +
		"Unlike time-series forecasting, each row is treated as an independent example.",
	datasets: [
		{
			id: "inria-soda/tabular-benchmark",
			description:
				"A curated collection of real-world classification and regression tables with standardised splits, built to compare tree-based models with deep learning fairly.",
		},
	],
	models: [
		{
			id: "scikit-learn/Fish-Weight",
			description:
				"A small scikit-learn model that predicts the weight of a fish from its species, three length measurements, height and width. A clear, tiny example for the widget.",
		},
		{
			id: "Prior-Labs/TabPFN-v2-reg",
			description:
				"TabPFN v2 for regression, a transformer pre-trained on millions of synthetic tables that predicts on a new small dataset in one forward pass, without fitting.",
		},
	],
	spaces: [
		{
			id: "scikit-learn/fish-weight-prediction",
			description: "Enter a fish's species and measurements and get the predicted weight from the Fish-Weight model.",
		},
	],
	metrics: [
		{
			id: "mse",
			description:
				"Mean squared error between predicted and true values. Penalises large errors strongly; its square root (RMSE) is in the target's unit.",
		},
		{
			id: "r-squared",
			description:
				"Coefficient of determination: the share of the target's variance explained by the model. 1 is perfect; 0 is no better than predicting the mean.",
		},
		{
			id: "mae",
			description:
				"Mean absolute error, the average size of the errors in the target's unit; less sensitive to outliers than MSE.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				data: [
					["Species", "Length1 (cm)", "Length2 (cm)", "Length3 (cm)", "Height (cm)", "Width (cm)"],
					["Bream", "23.2", "25.4", "30.0", "11.52", "4.02"],
					["Roach", "20.5", "22.5", "25.3", "7.03", "3.82"],
					["Perch", "22.0", "24.0", "25.5", "6.38", "3.83"],
					["Pike", "40.0", "42.5", "45.5", "7.28", "4.32"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				data: [
					["Species", "Predicted weight (g)"],
					["Bream", "248.1"],
					["Roach", "171.6"],
					["Perch", "183.9"],
					["Pike", "512.4"],
				],
			},
		],
	},
	widgetModels: ["scikit-learn/Fish-Weight"],
};

export default content;
