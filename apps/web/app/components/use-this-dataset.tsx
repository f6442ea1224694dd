import type { ShownDatasetSnippet } from "../lib/dataset-usage.server.ts";
import { CodeBlock } from "./code-block.tsx";

/** "Use this dataset": the snippets of every library that reads the dataset, labelled, highlighted and copyable. */
export function UseThisDataset({ snippets }: { snippets: ShownDatasetSnippet[] }) {
	if (snippets.length === 0) return null;
	return (
		<section aria-labelledby="use-this-dataset-heading" id="use-this-dataset" className="mb-8 space-y-4">
			<h2 id="use-this-dataset-heading" className="text-lg font-semibold">
				Use this dataset
			</h2>
			{snippets.map((snippet) => (
				<div key={snippet.label} className="space-y-1">
					<CodeBlock label={snippet.label} code={snippet.code} html={snippet.html} />
					{snippet.docsUrl ? (
						<p className="text-right text-sm">
							<a href={snippet.docsUrl} rel="noopener">
								Documentation
							</a>
						</p>
					) : null}
				</div>
			))}
		</section>
	);
}
