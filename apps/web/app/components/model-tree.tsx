import type { ModelTree, TreeRelation } from "../lib/model-tree.server.ts";
import { encodePath } from "../lib/paths.ts";

const PARENT_LABEL: Record<TreeRelation, string> = {
	adapter: "Adapter of",
	finetune: "Fine-tuned from",
	quantized: "Quantized from",
	merge: "Merge of",
};
const CHILD_LABEL: Record<TreeRelation, string> = {
	adapter: "Adapters",
	finetune: "Fine-tunes",
	quantized: "Quantizations",
	merge: "Merges",
};

function ModelLinks({ ids }: { ids: string[] }) {
	return (
		<ul className="mt-1 space-y-0.5">
			{ids.map((id) => (
				<li key={id} className="break-all">
					<a href={`/${encodePath(id)}`}>{id}</a>
				</li>
			))}
		</ul>
	);
}

/** The model tree beside a model's card: what it derives from, and what derives from it by relation. */
export function ModelTreePanel({ tree }: { tree: ModelTree }) {
	return (
		<section aria-labelledby="model-tree-heading" data-slot="model-tree">
			<h2 id="model-tree-heading" className="mb-2 text-lg font-semibold">
				Model tree
			</h2>
			<div className="space-y-3 text-sm">
				{tree.parents ? (
					<div data-slot="model-tree-parents">
						<p className="font-medium">{PARENT_LABEL[tree.parents.relation]}</p>
						<ModelLinks ids={tree.parents.models} />
					</div>
				) : null}
				{tree.childCount > 0 ? (
					<p className="text-muted" data-slot="model-tree-count">
						{tree.childCount} {tree.childCount === 1 ? "model is" : "models are"} built on this one
					</p>
				) : null}
				{tree.children.map((group) => (
					<div key={group.relation} data-slot={`model-tree-${group.relation}`}>
						<p className="font-medium">
							<a href={group.href}>{CHILD_LABEL[group.relation]}</a>
						</p>
						<ModelLinks ids={group.models} />
						{group.more ? (
							<p className="mt-1">
								<a href={group.href}>All {CHILD_LABEL[group.relation].toLowerCase()}</a>
							</p>
						) : null}
					</div>
				))}
			</div>
		</section>
	);
}
