import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Table question answering answers a question written in plain language by reading a table, such as a spreadsheet or a database extract. " +
		"The model has to find the relevant rows and columns and sometimes combine cells, for example by counting, summing or averaging them. " +
		"Some models point at the cells that hold the answer and name the aggregation to apply, while others generate the answer as text. " +
		"It lets people query structured data without writing SQL or spreadsheet formulas.",
	datasets: [
		{
			id: "wikitablequestions",
			description:
				"About 22,000 questions over 2,100 tables taken from Wikipedia, many needing comparisons, counting or arithmetic over several rows.",
		},
		{
			id: "wikisql",
			description:
				"80,000 questions paired with SQL queries over Wikipedia tables, useful for training models that translate questions into lookups.",
		},
	],
	models: [
		{
			id: "google/tapas-base-finetuned-wtq",
			description:
				"A TAPAS model fine-tuned on WikiTableQuestions that selects answer cells and predicts an aggregation such as SUM, COUNT or AVERAGE.",
		},
		{
			id: "microsoft/tapex-base",
			description:
				"A BART model pre-trained to execute SQL over tables, a strong starting point for fine-tuning on table reasoning.",
		},
		{
			id: "google/tapas-large-finetuned-wtq",
			description: "The larger TAPAS variant, more accurate on multi-step questions at a higher compute cost.",
		},
		{
			id: "microsoft/tapex-large-finetuned-wtq",
			description:
				"A TAPEX model fine-tuned on WikiTableQuestions that writes the answer as text instead of pointing at cells.",
		},
	],
	spaces: [
		{
			id: "katanaml/table-query",
			description: "An app that lets you upload a table and ask questions about it in plain English.",
		},
	],
	metrics: [
		{
			id: "Denotation Accuracy",
			description:
				"The share of questions whose predicted answer value equals the reference value, however the model arrived at it.",
		},
	],
	demo: {
		inputs: [
			{
				type: "tabular",
				data: [
					["Station", "Line", "Daily riders"],
					["Central", "Red", "48200"],
					["Harbour", "Blue", "15600"],
					["Museum", "Red", "21300"],
					["Airport", "Blue", "30900"],
				],
			},
			{ type: "text", label: "Question", content: "How many daily riders do the Red line stations have in total?" },
		],
		outputs: [{ type: "text", label: "Answer", content: "SUM > 48200, 21300" }],
	},
	widgetModels: ["google/tapas-base-finetuned-wtq"],
};

export default content;
