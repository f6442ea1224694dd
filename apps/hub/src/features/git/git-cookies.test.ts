import { afterAll, beforeAll, expect, it } from "vitest";
import { createSession } from "../../auth/sessions.repository.ts";
import { addTestRepo, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { hubWithUsers } from "../../testing/people-hub.ts";

const LFS = "application/vnd.git-lfs+json";

/**
 * git and git-lfs authenticate with tokens: a page of another site can make a signed-in browser
 * send the site's cookie with a form post to `git-receive-pack` or an LFS batch, so on their paths
 * the session cookie counts only with the anti-forgery token (as the site's own uploads send it).
 */
describeDialects("git and LFS take the site session cookie only with the anti-forgery token", (dialect) => {
	let hub: TestHub;
	let root: TestUser;
	let cookie: string;
	beforeAll(async () => {
		({
			hub,
			users: { root },
		} = await hubWithUsers(dialect, ["root"]));
		await addTestRepo(hub, { type: "model", id: "root/open", files: { "README.md": "# open\n" } });
		await addTestRepo(hub, { type: "model", id: "root/secret", files: { "README.md": "# s\n" }, private: true });
		await addTestRepo(hub, { type: "dataset", id: "root/data", files: { "a.csv": "a\n" } });
		cookie = `atrium_session=${await createSession(hub.db.kysely, root.user.pk)}; atrium_csrf=0123456789abcdef0123`;
	});
	afterAll(() => hub.close());

	const batch = (path: string, headers: Record<string, string>): Promise<Response> =>
		Promise.resolve(
			hub.app.request(path, {
				method: "POST",
				headers: { "content-type": LFS, accept: LFS, ...headers },
				body: JSON.stringify({ operation: "upload", objects: [{ oid: "b".repeat(64), size: 3 }] }),
			}),
		);

	it("the cookie still signs the owner in on the API", async () => {
		const me = await hub.app.request("/api/whoami-v2", { headers: { cookie } });
		expect(await me.json()).toMatchObject({ name: "root" });
	});

	it("refuses a push advertisement and a push with only the cookie", async () => {
		for (const path of [
			"/root/open/info/refs?service=git-receive-pack",
			"/root/open.git/info/refs?service=git-receive-pack",
		]) {
			const response = await hub.app.request(path, { headers: { cookie } });
			expect(response.status, path).toBe(401);
		}
		const push = await hub.app.request("/root/open.git/git-receive-pack", {
			method: "POST",
			headers: { cookie, "content-type": "application/x-git-receive-pack-request" },
			body: "0000",
		});
		expect(push.status).toBe(401);
		// A token (git sends it as basic auth) still pushes.
		const basic = `Basic ${Buffer.from(`root:${root.write}`).toString("base64")}`;
		const withToken = await hub.app.request("/root/open/info/refs?service=git-receive-pack", {
			headers: { authorization: basic },
		});
		expect(withToken.status).toBe(200);
	});

	it("does not let the cookie read a private repository over git", async () => {
		const response = await hub.app.request("/root/secret/info/refs?service=git-upload-pack", { headers: { cookie } });
		expect(response.status).toBe(401);
	});

	it("refuses an LFS upload batch with only the cookie (models and datasets), takes it with a token", async () => {
		for (const path of ["/root/open.git/info/lfs/objects/batch", "/datasets/root/data.git/info/lfs/objects/batch"]) {
			const response = await batch(path, { cookie });
			expect(response.status, path).toBe(401);
			expect(((await response.json()) as { message?: unknown }).message).toBeTypeOf("string");
			expect((await batch(path, root.auth())).status, path).toBe(200);
			// The site's own upload: the reader's cookies and the form's anti-forgery token.
			expect((await batch(path, { cookie, "x-csrf-token": "0123456789abcdef0123" })).status, path).toBe(200);
			expect((await batch(path, { cookie, "x-csrf-token": "0123456789abcdef0124" })).status, path).toBe(401);
		}
	});
});
