import { expect, it } from "vitest";
import { describeBackends } from "../../testing/describe-backends.ts";

describeBackends("collections API", (hub) => {
	it("lists no collections, whatever the filters", async () => {
		for (const query of ["", "?owner=atrium", "?item=models/atrium/tiny-gpt&limit=10&sort=trending"]) {
			const response = await hub().app.request(`/api/collections${query}`);
			expect(response.status).toBe(200);
			expect(await response.json()).toEqual([]);
		}
	});

	it("answers a collection slug with CollectionNotFound (404)", async () => {
		const response = await hub().app.request("/api/collections/atrium/favourites-0123456789abcdef01234567");
		expect(response.status).toBe(404);
		expect(response.headers.get("x-error-code")).toBe("CollectionNotFound");
		expect(await response.json()).toMatchObject({ code: "CollectionNotFound" });
	});
});
