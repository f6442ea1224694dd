import { MODALITIES, PIPELINES } from "@atrium/tasks";
import { describe, expect, it } from "vitest";
import { taskGroups, taskLabel } from "./task-groups.ts";

describe("taskGroups", () => {
	it("groups every pipeline type by modality, in catalogue order", () => {
		const groups = taskGroups("all");
		expect(groups.map((g) => g.modality)).toEqual(MODALITIES.filter((m) => groups.some((g) => g.modality === m)));
		expect(groups.flatMap((g) => g.tasks.map((t) => t.id)).sort()).toEqual(Object.keys(PIPELINES).sort());
	});

	it("leaves out the types hidden from a list's filter", () => {
		const hidden = Object.values(PIPELINES as Record<string, { id: string; hideInModels?: boolean }>).filter(
			(p) => p.hideInModels,
		);
		const ids = taskGroups("models").flatMap((g) => g.tasks.map((t) => t.id));
		for (const p of hidden) expect(ids).not.toContain(p.id);
	});

	it("labels tasks, and returns unknown ids as they are", () => {
		expect(taskLabel("fill-mask")).toBe("Fill-Mask");
		expect(taskLabel("no-such-task")).toBe("no-such-task");
		expect(taskLabel(null)).toBe("");
	});
});
