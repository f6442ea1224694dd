import { describe, expect, it } from "vitest";
import { uploadPath } from "./upload-paths.ts";

describe("upload paths", () => {
	it("joins the target folder and the file's relative path", () => {
		expect(uploadPath("", "config.json")).toBe("config.json");
		expect(uploadPath("weights/", "run1/model.bin")).toBe("weights/run1/model.bin");
		expect(uploadPath("/a//b/", "/c")).toBe("a/b/c");
	});
	it("refuses paths the hub would refuse", () => {
		for (const [folder, file] of [
			["", ""],
			["", "../x"],
			["a/..", "x"],
			["", ".git/config"],
			["", "a\\b"],
			[".", "x"],
		] as const) {
			expect(uploadPath(folder, file), `${folder} + ${file}`).toBeNull();
		}
	});
});
