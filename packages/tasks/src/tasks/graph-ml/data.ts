import type { TaskContent } from "../types.ts";

const content: TaskContent = {
	summary:
		"Graph machine learning works on data made of nodes connected by edges: molecules (atoms and bonds), social and citation networks, road maps, knowledge graphs or meshes. " +
		"Models such as graph neural networks pass messages along the edges so that each node's representation takes its neighbourhood into account, and graph transformers add attention over the whole graph. " +
		"The same machinery answers questions at three levels: about a whole graph (is this molecule toxic?), about a node (which topic is this paper?) or about an edge (will these two users connect?). " +
		"Chemistry, biology, recommendation and fraud detection are the main fields of use.",
	datasets: [
		{
			id: "OGB/ogbg-molhiv",
			description:
				"From the Open Graph Benchmark: about 41,000 molecules as graphs, labelled by whether they inhibit HIV replication. A standard graph classification benchmark.",
		},
		{
			id: "graphs-datasets/ZINC",
			description:
				"Drug-like molecules from the ZINC database with a constrained solubility score to predict; the usual graph regression benchmark.",
		},
		{
			id: "graphs-datasets/MUTAG",
			description:
				"188 small nitroaromatic compounds labelled by whether they are mutagenic; tiny, so ideal for a first graph classification experiment.",
		},
		{
			id: "graphs-datasets/PROTEINS",
			description: "Protein structures as graphs of secondary-structure elements, labelled as enzymes or non-enzymes.",
		},
	],
	models: [
		{
			id: "clefourrier/graphormer-base-pcqm4mv2",
			description:
				"Graphormer, a transformer adapted to graphs with structural encodings, pre-trained on the PCQM4Mv2 quantum chemistry dataset and ready to fine-tune on molecule tasks.",
		},
		{
			id: "ibm-research/MoLFormer-XL-both-10pct",
			description:
				"A chemical language model that reads molecules as SMILES strings instead of explicit graphs; a strong alternative baseline for molecular property prediction.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "roc_auc",
			description:
				"Area under the ROC curve, the official metric of many molecule classification benchmarks such as ogbg-molhiv, robust to class imbalance.",
		},
		{
			id: "mae",
			description: "Mean absolute error of predicted graph properties, used for regression benchmarks such as ZINC.",
		},
		{
			id: "accuracy",
			description:
				"Share of graphs or nodes classified correctly, common on balanced node and graph classification sets.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "phenol-molecule-graph.png" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Crosses the blood–brain barrier", score: 0.86 },
					{ label: "Does not cross", score: 0.14 },
				],
			},
		],
	},
	widgetModels: ["clefourrier/graphormer-base-pcqm4mv2"],
};

export default content;
