import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";

describe("the request id", () => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub("sqlite", "fs");
	});
	afterAll(() => hub.close());

	it("gives every response an X-Request-Id, echoing the caller's", async () => {
		expect((await hub.app.request("/api/models?limit=1")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
		const error = await hub.app.request("/api/models/atrium/nope", { headers: { "X-Request-Id": "abc-123" } });
		expect(error.headers.get("x-request-id")).toBe("abc-123");
	});
});
