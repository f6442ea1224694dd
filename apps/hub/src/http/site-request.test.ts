import { Hono } from "hono";
import { expect, it } from "vitest";
import { siteRefusal } from "./site-request.ts";

/** A real Hono app that answers what `siteRefusal` says, as `createApp` does before the site renders. */
const app = new Hono().all("*", (c) => {
	const refusal = siteRefusal(c);
	return refusal ? c.json({ code: refusal.code }, refusal.status as 400, refusal.headers) : c.text("site");
});

it("lets reads and HTML form posts through to the site", async () => {
	for (const init of [
		{ method: "GET" },
		{ method: "HEAD" },
		{ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "intent=x" },
		{ method: "POST", headers: { "content-type": "multipart/form-data; boundary=b" }, body: "--b--\r\n" },
	])
		expect((await app.request("/atrium/tiny-qa", init)).status, init.method).toBe(200);
});

it("refuses other methods (405 with Allow) and non-form bodies (400), which made the site's actions fail with 500", async () => {
	const deleted = await app.request("/atrium/tiny-qa", { method: "DELETE" });
	expect(deleted.status).toBe(405);
	expect(deleted.headers.get("allow")).toBe("GET, HEAD, POST");
	for (const type of ["application/json", "text/plain", ""]) {
		const posted = await app.request("/atrium/tiny-qa", {
			method: "POST",
			headers: { "content-type": type },
			body: "{}",
		});
		expect(posted.status, type).toBe(400);
	}
});
