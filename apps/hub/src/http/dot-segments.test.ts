import { expect, it } from "vitest";
import { hasDotSegment } from "./dot-segments.ts";

it("finds plain and encoded dot segments in raw paths", () => {
	for (const path of ["/a/../b", "/a/./b", "/a/%2E%2E/b", "/a/%2e./b", "/a/.%2E", "/..?x=1"])
		expect(hasDotSegment(path), path).toBe(true);
	for (const path of ["/a/b", "/a/.gitattributes", "/a/..b/c", "/a/b?x=/../", "/a/...", "/a/%2E%2E%2E"])
		expect(hasDotSegment(path), path).toBe(false);
});
