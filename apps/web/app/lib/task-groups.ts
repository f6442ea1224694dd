import { MODALITIES, MODALITY_LABELS, PIPELINES, type Modality } from "@atrium/tasks";

/** A task, as the site lists it. */
export interface TaskRef {
	id: string;
	label: string;
}

/** Tasks grouped by modality, in catalogue order. */
export interface TaskGroup {
	modality: Modality;
	label: string;
	tasks: TaskRef[];
}

/**
 * The pipeline types grouped by modality, in catalogue order; `for` drops the types hidden from
 * that list's filter. Empty groups are left out.
 */
export function taskGroups(forList: "models" | "datasets" | "all" = "all"): TaskGroup[] {
	const all = Object.values(PIPELINES) as {
		id: string;
		label: string;
		modality: Modality;
		hideInModels?: boolean;
		hideInDatasets?: boolean;
	}[];
	return MODALITIES.map((modality) => ({
		modality,
		label: MODALITY_LABELS[modality],
		tasks: all
			.filter((p) => p.modality === modality)
			.filter((p) => !(forList === "models" && p.hideInModels) && !(forList === "datasets" && p.hideInDatasets))
			.map((p) => ({ id: p.id, label: p.label })),
	})).filter((g) => g.tasks.length > 0);
}

/** The display name of a pipeline type, or the id itself when unknown. */
export function taskLabel(id: string | null | undefined): string {
	if (!id) return "";
	return (PIPELINES as Record<string, { label: string } | undefined>)[id]?.label ?? id;
}
