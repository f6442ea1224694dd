import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { Health, ModelInfo } from "@atrium/hub-api";
import { assertMatches, withContractCheck } from "./contract-check.ts";

describe("the contract check of test hubs", () => {
	it("passes answers that match the documented schema and rejects those that do not", async () => {
		const app = new Hono();
		let body: unknown = { status: "ok" };
		app.get("/api/health", (c) => c.json(body));
		app.get("/api/undocumented", (c) => c.json({}));
		app.get("/api/broken", (c) => c.json({ error: 42 }, 500));
		withContractCheck(app);
		expect((await app.request("/api/health")).status).toBe(200);
		body = { status: "ok", extra: true };
		await expect(app.request("/api/health")).rejects.toThrow(/does not match its schema/);
		body = { status: "fine" };
		await expect(app.request("/api/health")).rejects.toThrow(/status/);
		await expect(app.request("/api/undocumented")).rejects.toThrow(/not in the OpenAPI document/);
		await expect(app.request("/api/broken")).rejects.toThrow(/does not match/);
	});

	it("checks creations (201), a route's own error answers, and the errors of file routes", async () => {
		const app = new Hono();
		let created: unknown = { name: "acme" };
		let exists: Record<string, unknown> = { error: "taken", code: "RepoExists", url: "http://hub.test/a/b" };
		app.post("/api/organizations", (c) => c.json(created, 201));
		app.post("/api/repos/create", (c) => c.json(exists, 409));
		app.get("/:namespace/:name/resolve/:rev/:path{.+}", (c) => c.json({ message: "gone" }, 404));
		withContractCheck(app);
		expect((await app.request("/api/organizations", { method: "POST" })).status).toBe(201);
		created = { name: "acme", members: [] };
		await expect(app.request("/api/organizations", { method: "POST" })).rejects.toThrow(/does not match/);
		expect((await app.request("/api/repos/create", { method: "POST" })).status).toBe(409);
		exists = { error: "taken", code: "RepoExists" };
		await expect(app.request("/api/repos/create", { method: "POST" })).rejects.toThrow(/url/);
		await expect(app.request("/a/b/resolve/main/config.json")).rejects.toThrow(/does not match/);
	});

	it("names the failing field", () => {
		expect(() => assertMatches(Health, { status: "ok", details: { database: "mysql" } }, "health")).toThrow(/database/);
		expect(() => assertMatches(ModelInfo, { id: "a/b" }, "model")).toThrow(/sha/);
	});
});
