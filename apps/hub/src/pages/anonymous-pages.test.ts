import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { SiteHandler } from "../app-deps.ts";
import { createSession } from "../auth/sessions.repository.ts";
import { fileFromBytes } from "../commits/commit-file.ts";
import { createCommit } from "../commits/create-commit.ts";
import { addTestRepo, addTestUser } from "../testing/accounts.ts";
import { describeBackends } from "../testing/describe-backends.ts";

/**
 * Issue 24 item 2: anonymous visitors of a model or dataset page get `304` or the page kept for its
 * revision without the site rendering it again; a new commit, new options or another build make a new
 * page; a page rendered for a signed-in visitor (a private repository's owner, say) is never kept nor
 * served to anyone else. The site here is a stand-in that reads the API in-process as the real one
 * does (with the visitor's cookies) and puts a fresh nonce and the visitor's anti-forgery token in
 * every page, so the test sees exactly what a rendering would have shown.
 */

const PUBLIC = "pager/public-model";
/** The list pages the hub keeps, and the API list each one shows. */
const LISTS: Record<string, string> = { "/": "models", "/models": "models", "/datasets": "datasets" };
const PRIVATE = "pager/secret-model";

describeBackends("anonymous pages answered before rendering", (hub) => {
	let app: ReturnType<typeof createApp>;
	let renders: string[] = [];
	let ownerCookie = "";
	let ownerAuth: Record<string, string> = {};

	/** A page as the site would make it: the repository's revision for this visitor (as the API tells them). */
	const site = (buildId: string): SiteHandler => ({
		buildId,
		fetch: async (request) => {
			const url = new URL(request.url);
			renders.push(url.pathname + url.search);
			const cookie = request.headers.get("cookie") ?? "";
			const csrf = /atrium_csrf=([^;]+)/.exec(cookie)?.[1] ?? "";
			const nonce = randomBytes(16).toString("base64");
			const listed = LISTS[url.pathname];
			if (listed) {
				// A list page: the repositories this visitor may see, with the likes each card shows.
				const query = new URLSearchParams(url.search);
				query.set("limit", "100");
				const list = await app.request(`/api/${listed}?${query}`, { headers: { cookie } });
				const items = (await list.json()) as { id: string; likes: number }[];
				return new Response(
					`<html><script nonce="${nonce}">hydrate()</script><form><input name="csrf" value="${csrf}"></form>` +
						`<ul>${items.map((item) => `<li>${item.id} ${item.likes}</li>`).join("")}</ul></html>`,
					{
						headers: {
							"content-type": "text/html; charset=utf-8",
							"content-security-policy": `script-src 'self' 'nonce-${nonce}'`,
						},
					},
				);
			}
			const info = await app.request(`/api/models${url.pathname}`, { headers: { cookie } });
			if (info.status !== 200)
				return new Response("<p>not found</p>", { status: 404, headers: { "content-type": "text/html" } });
			const { sha, private: hidden } = (await info.json()) as { sha: string; private: boolean };
			const who = await app.request("/api/whoami-v2", { headers: { cookie } });
			const name = who.ok ? ((await who.json()) as { name: string }).name : "anonymous";
			return new Response(
				`<html><script nonce="${nonce}">hydrate()</script><form><input name="csrf" value="${csrf}"></form>` +
					`<p>${url.pathname} at ${sha} for ${name}${hidden ? " (private)" : ""} ${url.search}</p></html>`,
				{
					headers: {
						"content-type": "text/html; charset=utf-8",
						"content-security-policy": `script-src 'self' 'nonce-${nonce}'`,
						"cache-control": "private, max-age=0, must-revalidate",
					},
				},
			);
		},
	});
	/** The hub with a fresh page cache, over the site of build `buildId`. */
	const hubWithSite = (buildId: string) =>
		createApp({ db: hub().db, storage: hub().storage, config: {}, downloads: hub().downloads, site: site(buildId) });

	const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
	const csrfCookie = (): string => `atrium_csrf=${randomBytes(24).toString("base64url")}`;

	beforeAll(async () => {
		const owner = await addTestUser(hub().db, "pager");
		ownerCookie = `atrium_session=${await createSession(hub().db.kysely, owner.user.pk)}`;
		ownerAuth = owner.auth();
		await addTestRepo(hub(), { type: "model", id: PUBLIC, files: { "README.md": "# public\n" } });
		await addTestRepo(hub(), { type: "model", id: PRIVATE, files: { "README.md": "# secret\n" }, private: true });
	});
	beforeEach(() => {
		// Each test starts from an empty cache.
		renders = [];
		app = hubWithSite("build-1");
	});

	it("renders a public page once for every anonymous visitor, each with a fresh nonce and their own token", async () => {
		const first = await get(`/${PUBLIC}`, { cookie: csrfCookie() });
		const firstHtml = await first.text();
		const visitor = csrfCookie();
		const second = await get(`/${PUBLIC}`, { cookie: visitor });
		const html = await second.text();
		expect(renders).toEqual([`/${PUBLIC}`]);
		expect(second.status).toBe(200);
		expect(html.replace(/nonce="[^"]*"/, "").replace(/value="[^"]*"/, "")).toBe(
			firstHtml.replace(/nonce="[^"]*"/, "").replace(/value="[^"]*"/, ""),
		);
		expect(html).toContain(`value="${visitor.split("=")[1]}"`);
		const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
		expect(nonce).not.toBe(/nonce="([^"]+)"/.exec(firstHtml)?.[1]);
		expect(second.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
		expect(second.headers.get("etag")).toMatch(/^W\/"/);
	});

	it("gzips a kept page for visitors that accept it, and gives a first-time visitor a token that the page carries", async () => {
		await get(`/${PUBLIC}`, { cookie: csrfCookie() });
		const response = await get(`/${PUBLIC}`, { "accept-encoding": "gzip" });
		expect(response.headers.get("content-encoding")).toBe("gzip");
		const token = /atrium_csrf=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
		expect(token).toBeTruthy();
		const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
		expect(html).toContain(`value="${token}"`);
		expect(renders).toHaveLength(1);
	});

	it("answers a repeat visit with 304 without rendering, until a new commit, other options or another build", async () => {
		const cookie = csrfCookie();
		const first = await get(`/${PUBLIC}`, { cookie });
		const etag = first.headers.get("etag") ?? "";
		const repeat = await get(`/${PUBLIC}`, { cookie, "if-none-match": etag });
		expect(repeat.status).toBe(304);
		expect(await repeat.text()).toBe("");
		expect(repeat.headers.get("etag")).toBe(etag);
		// No policy on a 304: one would replace the policy the browser stored with the page (and its nonce).
		expect(repeat.headers.get("content-security-policy")).toBeNull();
		expect(renders).toHaveLength(1);

		// Other snippet options: another page and another tag.
		const options = await get(`/${PUBLIC}?provider=groq`, { cookie, "if-none-match": etag });
		expect(options.status).toBe(200);
		expect(await options.text()).toContain("?provider=groq");

		// Another visitor's tag is not this visitor's page (the tag covers their token).
		const other = await get(`/${PUBLIC}`, { cookie: csrfCookie(), "if-none-match": etag });
		expect(other.status).toBe(200);

		// A new commit: the old tag no longer matches and the page shows the new revision.
		const commit = await createCommit(hub(), {
			type: "model",
			repoId: PUBLIC,
			files: [fileFromBytes("README.md", `# public ${Date.now()}\n`)],
			title: "Update",
		});
		const updated = await get(`/${PUBLIC}`, { cookie, "if-none-match": etag });
		expect(updated.status).toBe(200);
		expect(updated.headers.get("etag")).not.toBe(etag);
		expect(await updated.text()).toContain(`at ${commit.commitId}`);

		// The tag names the state, not this process's cache: another process of the same build answers 304;
		// another build of the site renders again.
		const tag = { cookie, "if-none-match": updated.headers.get("etag") ?? "" };
		app = hubWithSite("build-1");
		expect((await get(`/${PUBLIC}`, tag)).status).toBe(304);
		const before = renders.length;
		app = hubWithSite("build-2");
		expect((await get(`/${PUBLIC}`, tag)).status).toBe(200);
		expect(renders).toHaveLength(before + 1);
	});

	it("renders a model page again when a new public model names it as its base (the page's model tree)", async () => {
		const cookie = csrfCookie();
		const etag = (await get(`/${PUBLIC}`, { cookie })).headers.get("etag") ?? "";
		expect((await get(`/${PUBLIC}`, { cookie, "if-none-match": etag })).status).toBe(304);
		await addTestRepo(hub(), {
			type: "model",
			id: `pager/child-${randomBytes(3).toString("hex")}`,
			files: { "README.md": `---\nbase_model: ${PUBLIC}\n---\n# child\n` },
		});
		expect((await get(`/${PUBLIC}`, { cookie, "if-none-match": etag })).status).toBe(200);
		expect(renders).toHaveLength(2);
	});

	it("never keeps a page for a signed-in visitor, nor answers one from the anonymous copy", async () => {
		await get(`/${PUBLIC}`, { cookie: csrfCookie() });
		const signedIn = await get(`/${PUBLIC}`, { cookie: `${ownerCookie}; ${csrfCookie()}` });
		expect(await signedIn.text()).toContain("for pager");
		expect(signedIn.headers.get("etag")).toBeNull();
		const again = await get(`/${PUBLIC}`, { cookie: `${ownerCookie}; ${csrfCookie()}` });
		expect(await again.text()).toContain("for pager");
		expect(renders).toHaveLength(3);
		const anonymous = await get(`/${PUBLIC}`, { cookie: csrfCookie() });
		expect(await anonymous.text()).toContain("for anonymous");
		expect(renders).toHaveLength(3);
	});

	it("attack: a private page rendered for its owner is never served to an anonymous visitor", async () => {
		const owner = await get(`/${PRIVATE}`, { cookie: `${ownerCookie}; ${csrfCookie()}` });
		const ownerHtml = await owner.text();
		expect(ownerHtml).toContain("(private)");
		const etag = owner.headers.get("etag");
		const visits: Record<string, string>[] = [
			{ cookie: csrfCookie() },
			{ cookie: csrfCookie(), "if-none-match": etag ?? "*" },
			{ cookie: csrfCookie(), "if-none-match": "*" },
			{},
		];
		for (const headers of visits) {
			const anonymous = await get(`/${PRIVATE}`, headers);
			expect(anonymous.status).toBe(404);
			expect(await anonymous.text()).not.toContain("(private)");
		}
		expect(renders).toHaveLength(5);
	});

	it("attack: a public page kept for anonymous visitors is not served once the repository turns private", async () => {
		const id = "pager/turns-private";
		await addTestRepo(hub(), { type: "model", id, files: { "README.md": "# soon private\n" } });
		const cookie = csrfCookie();
		const kept = await get(`/${id}`, { cookie });
		expect(kept.status).toBe(200);
		await hub().db.kysely.updateTable("repos").set({ private: 1 }).where("full_id", "=", id).execute();
		const after = await get(`/${id}`, { cookie, "if-none-match": kept.headers.get("etag") ?? "" });
		expect(after.status).toBe(404);
		expect(renders).toHaveLength(2);
	});

	it("keeps a list page for anonymous visitors until a change any list could show: a like, a new repository", async () => {
		const first = await get("/models?sort=likes", { cookie: csrfCookie() });
		const firstHtml = await first.text();
		expect(firstHtml).toContain(`${PUBLIC} 0`);
		const cookie = csrfCookie();
		const second = await get("/models?sort=likes", { cookie });
		const html = await second.text();
		expect(renders).toEqual(["/models?sort=likes"]);
		expect(html.replace(/nonce="[^"]*"/, "").replace(/value="[^"]*"/, "")).toBe(
			firstHtml.replace(/nonce="[^"]*"/, "").replace(/value="[^"]*"/, ""),
		);
		const etag = second.headers.get("etag") ?? "";
		expect((await get("/models?sort=likes", { cookie, "if-none-match": etag })).status).toBe(304);
		// Another list, another sort, another kind: each its own page.
		await get("/", { cookie });
		await get("/models", { cookie });
		await get("/datasets", { cookie });
		expect(renders).toHaveLength(4);

		const liked = await app.request(`/api/models/${PUBLIC}/like`, { method: "POST", headers: ownerAuth });
		expect(liked.status).toBe(200);
		const afterLike = await get("/models?sort=likes", { cookie, "if-none-match": etag });
		expect(afterLike.status).toBe(200);
		expect(await afterLike.text()).toContain(`${PUBLIC} 1`);
		expect(renders).toHaveLength(5);

		const id = `pager/new-${randomBytes(3).toString("hex")}`;
		await addTestRepo(hub(), { type: "model", id, files: { "README.md": "# new\n" } });
		expect(await (await get("/", { cookie })).text()).toContain(id);
		expect(renders).toHaveLength(6);
		expect(await (await get("/", { cookie: csrfCookie() })).text()).toContain(id);
		expect(renders).toHaveLength(6);
		await app.request(`/api/models/${PUBLIC}/like`, { method: "DELETE", headers: ownerAuth });
	});

	it("attack: a list rendered for a signed-in owner is never kept; a repository turning private leaves the kept list", async () => {
		const owner = await get("/models", { cookie: `${ownerCookie}; ${csrfCookie()}` });
		expect(await owner.text()).toContain(PRIVATE);
		expect(owner.headers.get("etag")).toBeNull();
		const visits: Record<string, string>[] = [
			{ cookie: csrfCookie() },
			{ cookie: csrfCookie(), "if-none-match": "*" },
			{},
		];
		for (const headers of visits) {
			const anonymous = await get("/models", headers);
			expect(await anonymous.text()).not.toContain(PRIVATE);
		}
		expect(renders).toHaveLength(2);

		const id = "pager/list-turns-private";
		await addTestRepo(hub(), { type: "model", id, files: { "README.md": "# soon private\n" } });
		const cookie = csrfCookie();
		const kept = await get("/models", { cookie });
		expect(await kept.text()).toContain(id);
		await hub().db.kysely.updateTable("repos").set({ private: 1 }).where("full_id", "=", id).execute();
		const after = await get("/models", { cookie, "if-none-match": kept.headers.get("etag") ?? "" });
		expect(after.status).toBe(200);
		expect(await after.text()).not.toContain(id);
	});

	it("attack: a visitor's chosen token neither decides where the kept page is cut nor reaches a page", async () => {
		const info = (await (await app.request(`/api/models/${PUBLIC}`)).json()) as { sha: string };
		// A token of the right shape that equals text of the page, sent by the first visitor to render it.
		const first = await get(`/${PUBLIC}`, { cookie: `atrium_csrf=${info.sha.slice(0, 32)}` });
		expect(await first.text()).toContain(`at ${info.sha}`);
		const later = await get(`/${PUBLIC}`, { cookie: csrfCookie() });
		expect(await later.text()).toContain(`at ${info.sha}`);
		expect(renders).toHaveLength(1);

		// Values that are not the hub's own shape are replaced by a fresh token, whether the page is kept or not.
		for (const value of ["%22)%3Balert(document.domain)%2F%2F", '"x");alert(1)//', "short-token-1234"]) {
			for (const path of [`/${PUBLIC}`, "/models"]) {
				const answer = await get(path, { cookie: `atrium_csrf=${value}` });
				const token = /atrium_csrf=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")?.[1] ?? "";
				expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
				const html = await answer.text();
				expect(html).toContain(`value="${token}"`);
				expect(html).not.toContain("alert");
				expect(html).not.toContain(value);
			}
		}
	});
});
