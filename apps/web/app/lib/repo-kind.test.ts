import { describe, expect, it } from "vitest";
import { kindOfPath } from "./repo-kind.ts";

describe("kindOfPath", () => {
	it("tells the kind from the path", () => {
		expect(kindOfPath("/datasets/acme/x")).toBe("dataset");
		expect(kindOfPath("/spaces/acme/x/tree/main")).toBe("space");
		expect(kindOfPath("/acme/x")).toBe("model");
	});

	it("tells the kind of the list and creation pages, and not of an account named like one", () => {
		expect(kindOfPath("/datasets")).toBe("dataset");
		expect(kindOfPath("/spaces")).toBe("space");
		expect(kindOfPath("/models")).toBe("model");
		expect(kindOfPath("/new-dataset")).toBe("dataset");
		expect(kindOfPath("/new-space")).toBe("space");
		expect(kindOfPath("/new")).toBe("model");
		expect(kindOfPath("/new-dataset/x")).toBe("model");
	});
});
