import { expect, it } from "vitest";
import { AuditLog } from "@atrium/hub-api";
import { addTestUser } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { writerHeaders } from "../../testing/writers.ts";

describeBackends("repository settings in the audit log", (hub) => {
	it("records visibility and gating changes and deletions, with who did them, and nothing for a no-op", async () => {
		const alice = await writerHeaders(hub(), "audit-alice");
		const json = (method: string, path: string, body: unknown) =>
			hub().app.request(path, {
				method,
				headers: { ...alice, "content-type": "application/json" },
				body: JSON.stringify(body),
			});
		expect((await json("POST", "/api/repos/create", { name: "audited", type: "model" })).status).toBe(200);
		expect((await json("PUT", "/api/models/audit-alice/audited/settings", { private: true })).status).toBe(200);
		expect((await json("PUT", "/api/models/audit-alice/audited/settings", { private: true })).status).toBe(200);
		expect((await json("PUT", "/api/models/audit-alice/audited/settings", { gated: "manual" })).status).toBe(200);
		const deleted = await json("DELETE", "/api/repos/delete", { name: "audited", organization: "audit-alice" });
		expect(deleted.status).toBe(200);

		const root = await addTestUser(hub().db, "audit-root", { admin: true });
		const audit = await readJson(
			await hub().app.request("/api/admin/audit?limit=500", { headers: root.auth() }),
			AuditLog,
		);
		const mine = audit.filter((entry) => entry.target === "model:audit-alice/audited");
		expect(mine.map((entry) => entry.event).sort()).toEqual(["gating-changed", "repo-deleted", "visibility-changed"]);
		for (const entry of mine) expect(entry.actor).toBe("audit-alice");
	});
});
