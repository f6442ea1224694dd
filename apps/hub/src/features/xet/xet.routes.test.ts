import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";

setPasswordCost(10);

/**
 * huggingface_hub >= 1.20 with hf_xet installed asks `GET /api/{type}s/{id}/xet-write-token/{rev}`
 * (`?create_pr=1` for pull requests, `None` as the revision when it does not know it) before an
 * upload, and `xet-read-token` for downloads of files the hub advertises as Xet. Xet is off: the
 * caller who may use the repository gets XetNotSupported (501) naming HF_HUB_DISABLE_XET=1;
 * everyone else gets the answer of the access check, a hidden repository the missing-repo one.
 */
describeDialects("Xet token routes while Xet is off (ATRIUM_XET=off)", (dialect) => {
	let hub: TestHub;
	let owner: TestUser;
	let reader: TestUser;
	let stranger: TestUser;
	const weights = new Uint8Array(4096).map((_, index) => (index * 7) % 256);
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false, config: { xet: "off" } });
		owner = await addTestUser(hub.db, "owner");
		reader = await addTestUser(hub.db, "reader");
		stranger = await addTestUser(hub.db, "stranger");
		const post = (path: string, body: unknown) =>
			hub.app.request(path, {
				method: "POST",
				headers: { ...owner.auth(), "content-type": "application/json" },
				body: JSON.stringify(body),
			});
		expect((await post("/api/organizations", { name: "lab" })).status).toBe(201);
		expect((await post("/api/organizations/lab/members", { user: "reader", role: "read" })).status).toBe(200);
		const files = {
			".gitattributes": "*.bin filter=lfs diff=lfs merge=lfs -text\n",
			"README.md": "# Weights\n",
			"weights.bin": weights,
		};
		await addTestRepo(hub, { type: "model", id: "lab/open", files });
		await addTestRepo(hub, { type: "dataset", id: "lab/data", files: { "data.csv": "a\n1\n" } });
		await addTestRepo(hub, { type: "space", id: "lab/demo", files: { "app.py": "print(1)\n" } });
		await addTestRepo(hub, { type: "model", id: "lab/hidden", files, private: true });
		await addTestRepo(hub, { type: "model", id: "lab/gated", files, gated: "manual" });
	});
	afterAll(() => hub.close());

	const get = (path: string, headers: Record<string, string> = {}) => hub.app.request(path, { headers });
	const expectError = async (response: Response, status: number, code: string): Promise<string> => {
		expect(response.status).toBe(status);
		expect(response.headers.get("x-error-code")).toBe(code);
		const body = (await response.json()) as { error: string; code: string };
		expect(body.code).toBe(code);
		expect(response.headers.get("x-error-message")).toBe(body.error);
		return body.error;
	};

	it("answers XetNotSupported (501) naming HF_HUB_DISABLE_XET=1 to a writer, for every kind and revision form", async () => {
		const paths = [
			"/api/models/lab/open/xet-write-token/main",
			"/api/models/lab/open/xet-write-token/feature%2Fv1",
			"/api/models/lab/open/xet-write-token/feature/v1",
			"/api/models/lab/open/xet-write-token/None?create_pr=1",
			"/api/models/lab/open/xet-write-token",
			"/api/datasets/lab/data/xet-write-token/main",
			"/api/spaces/lab/demo/xet-write-token/main?create_pr=1",
		];
		for (const path of paths) {
			const message = await expectError(await get(path, owner.auth()), 501, "XetNotSupported");
			expect(message, path).toContain("HF_HUB_DISABLE_XET=1");
		}
	});

	it("answers a read token with XetNotSupported to whoever may download, anonymous callers included", async () => {
		for (const headers of [{}, stranger.auth("read"), reader.auth("read"), owner.auth()]) {
			await expectError(await get("/api/models/lab/open/xet-read-token/main", headers), 501, "XetNotSupported");
			await expectError(await get("/api/datasets/lab/data/xet-read-token/main", headers), 501, "XetNotSupported");
		}
		await expectError(await get("/api/models/lab/hidden/xet-read-token/main", reader.auth()), 501, "XetNotSupported");
		// A gated repository without approval answers as its downloads do.
		await expectError(await get("/api/models/lab/gated/xet-read-token/main", stranger.auth()), 403, "GatedRepo");
		await expectError(await get("/api/models/lab/gated/xet-read-token/main"), 401, "GatedRepo");
	});

	it("checks upload access for a write token: read-only tokens and anonymous callers are refused, readers pass (pull requests)", async () => {
		await expectError(await get("/api/models/lab/open/xet-write-token/main"), 401, "Unauthorized");
		for (const headers of [reader.auth("read"), stranger.auth("read"), owner.auth("read")])
			await expectError(await get("/api/models/lab/open/xet-write-token/main", headers), 403, "Forbidden");
		// Readers may upload for a pull request (decision 037), so they pass the check and meet Xet's refusal.
		for (const headers of [reader.auth(), stranger.auth()])
			await expectError(await get("/api/models/lab/open/xet-write-token/main", headers), 501, "XetNotSupported");
	});

	it("answers a hidden repository exactly like a missing one", async () => {
		for (const kind of ["write", "read"]) {
			for (const [headers, status] of [
				[stranger.auth(), 404],
				[{}, 401],
			] as const) {
				const hidden = await expectError(
					await get(`/api/models/lab/hidden/xet-${kind}-token/main`, headers),
					status,
					"RepoNotFound",
				);
				const missing = await expectError(
					await get(`/api/models/lab/nothing/xet-${kind}-token/main`, headers),
					status,
					"RepoNotFound",
				);
				expect(hidden.replace("hidden", "X")).toBe(missing.replace("nothing", "X"));
			}
		}
	});

	it("never advertises Xet: no X-Xet-Hash, no xet-auth link, no xetHash, LFS batch stays basic", async () => {
		const sha256 = createHash("sha256").update(weights).digest("hex");
		const head = await hub.app.request("/lab/open/resolve/main/weights.bin", { method: "HEAD" });
		expect(head.headers.get("x-linked-etag")).toBe(`"${sha256}"`);
		expect(head.headers.get("x-xet-hash")).toBeNull();
		expect(head.headers.get("x-xet-refresh-route")).toBeNull();
		expect(head.headers.get("link") ?? "").not.toMatch(/xet/i);
		const tree = await (await get("/api/models/lab/open/tree/main?expand=true")).text();
		expect(tree).toContain(sha256);
		expect(tree).not.toMatch(/xet/i);
		const pathsInfo = await hub.app.request("/api/models/lab/open/paths-info/main", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ paths: ["weights.bin"], expand: true }),
		});
		expect(await pathsInfo.text()).not.toMatch(/xet/i);
		const info = await (await get("/api/models/lab/open?expand[]=xetEnabled")).json();
		expect(info).toMatchObject({ xetEnabled: false });
		// huggingface_hub < 1.20 offers ["basic", "multipart", "xet"] and uses Xet only if the hub picks it.
		const batch = await hub.app.request("/lab/open.git/info/lfs/objects/batch", {
			method: "POST",
			headers: {
				...owner.auth(),
				"content-type": "application/vnd.git-lfs+json",
				accept: "application/vnd.git-lfs+json",
			},
			body: JSON.stringify({
				operation: "upload",
				transfers: ["basic", "multipart", "xet"],
				objects: [{ oid: "a".repeat(64), size: 10 }],
				hash_algo: "sha256",
			}),
		});
		expect(batch.status).toBe(200);
		expect(((await batch.json()) as { transfer: string }).transfer).toBe("basic");
	});
});
