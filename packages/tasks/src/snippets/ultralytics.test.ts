import { describe, expect, it } from "vitest";
import { yoloVersion } from "./shared/yolo-version.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";
import { ultralyticsWeights } from "./ultralytics.ts";

describe("YOLO rules", () => {
	it.each([
		[["yolov8"], "8"],
		[["ultralytics", "yolov11"], "11"],
		[["YOLOv5"], "5"],
		[["yolov"], undefined],
		[["yolov8n"], undefined],
		[["my-yolov8"], undefined],
		[[], undefined],
	])("yoloVersion(%j)", (tags, expected) => expect(yoloVersion({ id: "a/b", tags })).toBe(expected));

	it("prefers a real weights file, then the versioned name", () => {
		expect(ultralyticsWeights({ id: "a/b", siblings: [{ rfilename: "w/best.pt" }] })).toBe("w/best.pt");
		expect(ultralyticsWeights({ id: "a/b", tags: ["yolov9"] })).toBe("yolov9.pt");
		expect(ultralyticsWeights({ id: "a/b" })).toBe("yolovXX.pt");
	});
});

describeRuleTable("ultralytics");
