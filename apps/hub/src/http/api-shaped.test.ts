import { describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import { apiShapedError, isApiShaped } from "./api-shaped.ts";

describe("API-shaped URLs", () => {
	it("are anything under /api, file URLs and git URLs, never site pages", () => {
		for (const path of [
			"/api",
			"/api/nope",
			"/atrium//tiny-gpt/resolve/main/config.json",
			"/atrium%5ctiny-gpt/resolve/main/config.json",
			"/atrium/tiny-gpt/extra/resolve/main/config.json",
			"/datasets/atrium/x/raw/main",
			"/atrium/tiny-gpt.git/info/lfs/objects/batch",
			"/atrium//x/info/refs",
			"/a/b/git-upload-pack",
		])
			expect(isApiShaped(path), path).toBe(true);
		for (const path of [
			"/",
			"/models",
			"/atrium/tiny-gpt",
			"/atrium/tiny-gpt/tree/main/resolve/x",
			"/atrium/tiny-gpt/blob/main/raw",
			"/docs/resolve/raw",
			"/tasks/info/refs",
		])
			expect(isApiShaped(path), path).toBe(false);
	});

	it("name the malformed id, a missing file path, or a method files do not take", () => {
		const codeOf = (path: string, method = "GET"): string => {
			try {
				return apiShapedError(path, method).code;
			} catch (error) {
				return error instanceof ApiError ? error.code : "thrown";
			}
		};
		expect(codeOf("/atrium//tiny-gpt/resolve/main/x")).toBe("InvalidRepoId");
		expect(codeOf("/atrium/tiny-gpt/extra/resolve/main/x")).toBe("InvalidRepoId");
		expect(codeOf("/atrium/tiny-gpt/resolve/main")).toBe("EntryNotFound");
		expect(codeOf("/atrium/tiny-gpt/resolve/main/x", "POST")).toBe("MethodNotAllowed");
		expect(codeOf("/%E2%80%AEatrium/x.git/info/lfs/objects/batch", "POST")).toBe("InvalidRepoId");
		expect(codeOf("/atrium/x.git/nope")).toBe("NotFound");
		expect(codeOf("/api/nope")).toBe("NotFound");
	});
});
