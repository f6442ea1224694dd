import type { ModelRecord } from "../../model-record.ts";
import type { Code } from "./code-template.ts";

/** The YOLO version of a model from a tag `yolov<digits>` (e.g. `yolov8` → `"8"`), or `undefined`. Digits only, so it is `Code`. */
export function yoloVersion(model: ModelRecord): Code | undefined {
	if (!Array.isArray(model.tags)) return undefined;
	for (const tag of model.tags) {
		const match = typeof tag === "string" ? /^yolov(\d+)$/i.exec(tag) : null;
		if (match?.[1]) return match[1] as Code;
	}
	return undefined;
}

/** The placeholder shown when no `yolov<digits>` tag names the version. */
export const YOLO_PLACEHOLDER_VERSION = "XX";

/** The warning comment a snippet carries when it had to use the placeholder version. */
export const YOLO_VERSION_WARNING = '# Warning: this model has no "yolov<N>" tag, so its YOLO version is unknown.';
