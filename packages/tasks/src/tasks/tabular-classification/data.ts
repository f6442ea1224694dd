import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Tabular classification predicts a category for each row of a table from the values in its other columns, for example whether a loan will be repaid or which plan a customer will choose. " +
		"Columns can be numbers, categories, dates or short text, and the column to predict is called the target. " +
		"Gradient-boosted trees and other classical models from libraries like scikit-learn, XGBoost and LightGBM remain very strong here, and tabular foundation models such as TabPFN now compete on small tables. " +
		"Good results depend at least as much on clean data and sensible features as on the choice of model.",
	datasets: [
		{
			id: "inria-soda/tabular-benchmark",
			description:
				"A curated benchmark of real-world classification and regression tables, built to compare tree models with deep learning fairly.",
		},
		{
			id: "scikit-learn/adult-census-income",
			description:
				"US census records labelled by whether income exceeds 50,000 dollars a year; a classic mixed numeric and categorical table.",
		},
		{
			id: "scikit-learn/iris",
			description:
				"150 iris flowers described by four measurements and labelled with three species; the smallest possible starting point.",
		},
	],
	models: [
		{
			id: "scikit-learn/cancer-prediction-trees",
			description:
				"A scikit-learn tree ensemble that classifies breast tumours as benign or malignant from cell measurements, with its model card and config.",
		},
		{
			id: "scikit-learn/tabular-playground",
			description:
				"A scikit-learn pipeline trained on a Kaggle Tabular Playground table, showing preprocessing and model saved together.",
		},
		{
			id: "Prior-Labs/TabPFN-v2-clf",
			description:
				"A transformer pre-trained on millions of synthetic tables that classifies a new table in one forward pass, with no training or tuning.",
		},
	],
	spaces: [
		{
			id: "scikit-learn/tabular-playground",
			description: "Enter feature values in a form and get the class predicted by a scikit-learn model.",
		},
		{
			id: "scikit-learn/classification",
			description: "Compares several scikit-learn classifiers and their decision boundaries on toy datasets.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description: "The share of rows classified correctly; use it only when classes are roughly balanced.",
		},
		{
			id: "recall",
			description:
				"Of the rows truly in a class, the share the model found; key when missing a positive case is costly, as in fraud or disease.",
		},
		{
			id: "precision",
			description:
				"Of the rows the model put in a class, the share that belong there; key when false alarms are costly.",
		},
		{
			id: "f1",
			description:
				"The harmonic mean of precision and recall, a single score that stays meaningful on imbalanced tables.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				data: [
					["age", "education", "occupation", "hours-per-week", "capital-gain"],
					["52", "Masters", "Exec-managerial", "50", "15024"],
					["23", "HS-grad", "Handlers-cleaners", "30", "0"],
					["38", "Bachelors", "Prof-specialty", "40", "0"],
				],
			},
		],
		outputs: [
			{
				type: "tabular",
				data: [["income"], [">50K"], ["<=50K"], [">50K"]],
			},
		],
	},
	widgetModels: ["scikit-learn/tabular-playground"],
};

export default content;
