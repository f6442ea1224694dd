import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { ensureBuild } from "../scripts/ensure-build.ts";
import { createSiteHandler, type SiteHandler } from "./create-site-handler.ts";

let site: SiteHandler;
beforeAll(() => {
	// The handler renders the built site: made first when the sources are newer, as `npm start` does.
	ensureBuild();
	site = createSiteHandler({
		apiFetch: async () => Response.json({ error: "Unauthorized" }, { status: 401 }),
	});
});
afterAll(() => site.close());

it("answers a form posted to a page without an action with 405, logging no server error for it", async () => {
	const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
	try {
		const answer = await site.fetch(
			new Request("http://localhost/docs/hub", {
				method: "POST",
				headers: { "content-type": "application/x-www-form-urlencoded" },
				body: "anything=1",
			}),
		);
		expect(answer.status).toBe(405);
		expect(logged).not.toHaveBeenCalled();
	} finally {
		logged.mockRestore();
	}
});
