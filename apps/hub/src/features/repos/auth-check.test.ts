import { afterAll, beforeAll, expect, it } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestRepo, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { hubWithUsers } from "../../testing/people-hub.ts";

setPasswordCost(10);

/**
 * `HfApi.auth_check(repo_id)` GETs `/api/{type}s/{id}/auth-check` and `auth_check(repo_id, write=True)`
 * GETs `/auth-check/write`; `hf_raise_for_status` turns `X-Error-Code: GatedRepo` into `GatedRepoError`
 * and `RepoNotFound` into `RepositoryNotFoundError`.
 */
describeDialects("auth-check", (dialect) => {
	let hub: TestHub;
	let owner: TestUser;
	let reader: TestUser;
	let writer: TestUser;
	let approved: TestUser;
	let stranger: TestUser;
	beforeAll(async () => {
		({
			hub,
			users: { owner, reader, writer, approved, stranger },
		} = await hubWithUsers(dialect, ["owner", "reader", "writer", "approved", "stranger"]));
		const post = (path: string, body: unknown, headers: Record<string, string>) =>
			hub.app.request(path, {
				method: "POST",
				headers: { ...headers, "content-type": "application/json" },
				body: JSON.stringify(body),
			});
		expect((await post("/api/organizations", { name: "lab" }, owner.auth())).status).toBe(201);
		expect((await post("/api/organizations/lab/members", { user: "reader", role: "read" }, owner.auth())).status).toBe(
			200,
		);
		expect((await post("/api/organizations/lab/members", { user: "writer", role: "write" }, owner.auth())).status).toBe(
			200,
		);
		const files = { "README.md": "# Gated\n", "config.json": "{}" };
		await addTestRepo(hub, { type: "model", id: "lab/gated", files, gated: "auto" });
		await addTestRepo(hub, { type: "dataset", id: "lab/open", files: { "data.csv": "a\n1\n" } });
		await addTestRepo(hub, { type: "model", id: "lab/hidden", files, private: true });
		expect((await post("/api/models/lab/gated/ask-access", { fields: {} }, approved.auth())).status).toBe(200);
	});
	afterAll(() => hub.close());

	const check = (path: string, headers: Record<string, string> = {}) => hub.app.request(path, { headers });
	const expectError = async (response: Response, status: number, code: string) => {
		expect(response.status).toBe(status);
		expect(response.headers.get("x-error-code")).toBe(code);
		expect(response.headers.get("x-error-message")).toBeTruthy();
	};

	it("answers GatedRepo (403; 401 anonymous) to a caller without approval, 200 to approved users and members", async () => {
		await expectError(await check("/api/models/lab/gated/auth-check", stranger.auth()), 403, "GatedRepo");
		await expectError(await check("/api/models/lab/gated/auth-check", stranger.auth("read")), 403, "GatedRepo");
		await expectError(await check("/api/models/lab/gated/auth-check"), 401, "GatedRepo");
		for (const user of [approved, reader, writer, owner]) {
			const response = await check("/api/models/lab/gated/auth-check", user.auth("read"));
			expect(response.status, user.user.name).toBe(200);
			expect(await response.json()).toEqual({});
		}
		expect((await check("/api/datasets/lab/open/auth-check")).status).toBe(200);
	});

	it("tells a reader from a writer with /auth-check/write", async () => {
		for (const user of [writer, owner])
			expect((await check("/api/models/lab/gated/auth-check/write", user.auth())).status).toBe(200);
		expect((await check("/api/datasets/lab/open/auth-check/write", writer.auth())).status).toBe(200);
		// A member with the read role, an approved user, a stranger, and a writer's read-only token: Forbidden.
		for (const headers of [reader.auth(), approved.auth(), stranger.auth(), writer.auth("read")])
			await expectError(await check("/api/models/lab/gated/auth-check/write", headers), 403, "Forbidden");
		await expectError(await check("/api/datasets/lab/open/auth-check/write", reader.auth()), 403, "Forbidden");
		await expectError(await check("/api/datasets/lab/open/auth-check/write"), 401, "Unauthorized");
	});

	it("answers a hidden repository exactly like a missing one, for both checks", async () => {
		for (const suffix of ["auth-check", "auth-check/write"]) {
			const hidden = await check(`/api/models/lab/hidden/${suffix}`, stranger.auth());
			const missing = await check(`/api/models/lab/nothing/${suffix}`, stranger.auth());
			await expectError(hidden, 404, "RepoNotFound");
			await expectError(missing, 404, "RepoNotFound");
			expect((await hidden.json()).error.replace("hidden", "X")).toBe(
				(await missing.json()).error.replace("nothing", "X"),
			);
			await expectError(await check(`/api/models/lab/hidden/${suffix}`), 401, "RepoNotFound");
			expect((await check(`/api/models/lab/hidden/${suffix}`, reader.auth("read"))).status).toBe(
				suffix === "auth-check" ? 200 : 403,
			);
		}
	});
});
