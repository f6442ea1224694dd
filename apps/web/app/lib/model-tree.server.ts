import type { ApiFetch } from "./api-context.ts";
import { encodePath } from "./paths.ts";

/** How a model derives from its base (the `base_model:{relation}:{id}` tags). */
export type TreeRelation = "adapter" | "finetune" | "quantized" | "merge";

const RELATIONS: TreeRelation[] = ["adapter", "finetune", "quantized", "merge"];
/** Children listed per relation; more are counted and linked to the filtered list. */
const CHILDREN_SHOWN = 10;

/** A model's place in the model tree: its bases, and the models built on it by relation. */
export interface ModelTree {
	parents: { relation: TreeRelation; models: string[] } | null;
	/** Every child the reader may see. */
	childCount: number;
	children: { relation: TreeRelation; models: string[]; more: boolean; href: string }[];
}

async function json<T>(apiFetch: ApiFetch, path: string): Promise<{ body: T; res: Response } | null> {
	const res = await apiFetch(path, { headers: { accept: "application/json" } });
	return res.ok ? { body: (await res.json()) as T, res } : null;
}

/**
 * The model tree of model `id` from the API: `expand[]=baseModels` and `expand[]=childrenModelCount`,
 * and one list per relation (`filter=base_model:{relation}:{id}`, the first few children). Null when
 * the model has neither bases nor children.
 */
export async function modelTree(apiFetch: ApiFetch, id: string): Promise<ModelTree | null> {
	const info = await json<{
		baseModels?: { relation: TreeRelation; models: { id: string }[] };
		childrenModelCount?: number;
	}>(apiFetch, `/api/models/${encodePath(id)}?expand[]=baseModels&expand[]=childrenModelCount`);
	if (!info) return null;
	const { baseModels, childrenModelCount = 0 } = info.body;
	const parents = baseModels ? { relation: baseModels.relation, models: baseModels.models.map((m) => m.id) } : null;
	const lists =
		childrenModelCount === 0
			? []
			: await Promise.all(
					RELATIONS.map(async (relation) => {
						const filter = `base_model:${relation}:${id}`;
						const page = await json<{ id: string }[]>(
							apiFetch,
							`/api/models?filter=${encodeURIComponent(filter)}&limit=${CHILDREN_SHOWN}`,
						);
						return {
							relation,
							models: (page?.body ?? []).map((model) => model.id),
							more: Boolean(page?.res.headers.get("link")),
							href: `/models?other=${encodeURIComponent(filter)}`,
						};
					}),
				);
	const children = lists.filter((list) => list.models.length > 0);
	if (!parents && children.length === 0) return null;
	return { parents, childCount: childrenModelCount, children };
}
