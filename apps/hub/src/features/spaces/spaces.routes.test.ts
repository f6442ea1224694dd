import { expect, it } from "vitest";
import { SpaceApp } from "@atrium/hub-api";
import { createSpacesApp } from "../../app.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import { describeDialects, useTestHub } from "../../testing/describe-backends.ts";
import { STATIC_SPACE_ID } from "../../../seed/static-space.ts";
import { LIMITS } from "../../http/limits.ts";
import { SPACE_TOKEN_TTL_MS } from "./space-tokens.repository.ts";

const HUB = "http://hub.test";
const SPACES = "http://spaces.test";

describeDialects("static spaces", (dialect) => {
	const hub = useTestHub(dialect, "fs", { config: { publicUrl: HUB, spacesUrl: SPACES } });
	let owner: TestUser;
	let stranger: TestUser;
	/** A request to the spaces origin, reaching the hub's listener under the spaces host. */
	const onSpaces = (path: string, init: RequestInit = {}) =>
		hub().app.request(`${SPACES}${path}`, { ...init, headers: { host: "spaces.test", ...init.headers } });
	const appOf = async (id: string, user?: TestUser) =>
		readJson(await hub().app.request(`/api/spaces/${id}/app`, { headers: user ? user.auth("read") : {} }), SpaceApp);

	it("serves the sample static space's files from the spaces origin, by content type, sandboxed", async () => {
		await addTestUser(hub().db, "space-admin"); // the first account is an admin, who may read everything
		owner = await addTestUser(hub().db, "space-owner");
		stranger = await addTestUser(hub().db, "space-stranger");
		const index = await onSpaces(`/${STATIC_SPACE_ID}/`);
		expect(index.status).toBe(200);
		expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
		expect(await index.text()).toContain('<script src="app.js"></script>');
		const csp = index.headers.get("content-security-policy") ?? "";
		expect(csp).toContain("sandbox allow-scripts");
		expect(csp).not.toContain("allow-same-origin");
		expect(csp).toContain(`frame-ancestors ${HUB}`);
		expect(csp).toMatch(new RegExp(`connect-src [^;]*${HUB}`));
		expect(index.headers.get("x-content-type-options")).toBe("nosniff");
		expect(index.headers.get("referrer-policy")).toBe("no-referrer");
		expect(index.headers.get("set-cookie")).toBeNull();
		expect(index.headers.get("x-frame-options")).toBeNull();
		const types = await Promise.all(
			["app.js", "style.css", "README.md"].map(async (file) => {
				const response = await onSpaces(`/${STATIC_SPACE_ID}/${file}`);
				return [file, response.status, response.headers.get("content-type")];
			}),
		);
		expect(types).toEqual([
			["app.js", 200, "text/javascript; charset=utf-8"],
			["style.css", 200, "text/css; charset=utf-8"],
			["README.md", 200, "text/markdown; charset=utf-8"],
		]);
		const head = await onSpaces(`/${STATIC_SPACE_ID}/app.js`, { method: "HEAD" });
		expect([head.status, await head.text()]).toEqual([200, ""]);
		const again = await onSpaces(`/${STATIC_SPACE_ID}/app.js`, {
			headers: { "if-none-match": head.headers.get("etag") ?? "" },
		});
		expect(again.status).toBe(304);
		const bare = await onSpaces(`/${STATIC_SPACE_ID}`);
		expect([bare.status, bare.headers.get("location")]).toEqual([308, `/${STATIC_SPACE_ID}/`]);
		const info = await onSpaces("/_atrium/hub.json");
		expect(await info.json()).toEqual({ url: HUB });
	});

	it("never serves a file as HTML unless it is one, and answers hostile paths and methods without a 5xx", async () => {
		await addTestRepo(hub(), {
			type: "space",
			id: "space-owner/odd-files",
			files: {
				"README.md": "---\nsdk: static\n---\n",
				"index.html": "<p>hi</p>",
				"page.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
				"weights.bin": "<script>alert(1)</script>",
				noext: "<script>alert(1)</script>",
				"sub/index.html": "<p>sub</p>",
			},
		});
		const typeOf = async (path: string) =>
			(await onSpaces(`/space-owner/odd-files/${path}`)).headers.get("content-type");
		expect(await typeOf("weights.bin")).toBe("application/octet-stream");
		expect(await typeOf("noext")).toBe("application/octet-stream");
		expect(await typeOf("page.svg")).toBe("image/svg+xml");
		const folder = await onSpaces("/space-owner/odd-files/sub");
		expect([folder.status, folder.headers.get("location")]).toEqual([308, "/space-owner/odd-files/sub/"]);
		expect(await (await onSpaces("/space-owner/odd-files/sub/")).text()).toBe("<p>sub</p>");
		for (const path of ["../../etc/passwd", "%2e%2e/x", "a//b", ".git/config", "missing.js", "%00"]) {
			const response = await onSpaces(`/space-owner/odd-files/${path}`);
			expect([path, response.status]).toEqual([path, 404]);
		}
		const post = await onSpaces(`/${STATIC_SPACE_ID}/`, { method: "POST", body: "x" });
		expect(post.status).toBe(405);
	});

	it("answers a missing space, a space that is not static and a private one alike", async () => {
		await addTestRepo(hub(), {
			type: "space",
			id: "space-owner/secret",
			private: true,
			files: { "README.md": "---\nsdk: static\n---\n", "index.html": "<p>secret</p>" },
		});
		const answers = await Promise.all(
			["nobody/nothing/", "atrium/tiny-demo/", "space-owner/secret/", "atrium/tiny-bert-mlm/"].map(async (path) => {
				const response = await onSpaces(`/${path}`);
				return `${response.status} ${await response.text()}`;
			}),
		);
		expect(new Set(answers)).toEqual(new Set(["404 Not found\n"]));
		// The session cookie of the hub means nothing on the spaces origin.
		const withCredentials = await onSpaces("/space-owner/secret/", { headers: owner.auth("read") });
		expect(withCredentials.status).toBe(404);
	});

	it("opens a private space through a token minted for a reader, for that space only and until it expires", async () => {
		const app = await appOf("space-owner/secret", owner);
		expect(app).toMatchObject({ sdk: "static", spacesOrigin: SPACES, endpoint: HUB });
		expect(app.url).toMatch(/^http:\/\/spaces\.test\/~st_[A-Za-z0-9]{34}\/space-owner\/secret\/$/);
		const expires = Date.parse(app.expiresAt ?? "");
		expect(expires - Date.now()).toBeGreaterThan(SPACE_TOKEN_TTL_MS - 60_000);
		const path = new URL(app.url ?? "").pathname;
		const opened = await onSpaces(path);
		expect([opened.status, await opened.text()]).toEqual([200, "<p>secret</p>"]);
		expect(opened.headers.get("cache-control")).toBe("private, no-cache");
		// The token opens nothing else, and a stranger cannot mint one.
		const token = path.split("/")[1];
		expect((await onSpaces(`/${token}/${STATIC_SPACE_ID}/`)).status).toBe(404);
		const refused = await hub().app.request("/api/spaces/space-owner/secret/app", { headers: stranger.auth("read") });
		expect(refused.status).toBe(404);
		// Expired: the same URL answers like a missing space.
		await hub()
			.db.kysely.updateTable("space_tokens")
			.set({ expires_at: Date.now() - 1 })
			.execute();
		expect((await onSpaces(path)).status).toBe(404);
	});

	it("keeps at most LIMITS.liveSpaceTokens live tokens of one user for one space, dropping the oldest", async () => {
		const urls: string[] = [];
		for (let i = 0; i < LIMITS.liveSpaceTokens + 3; i++)
			urls.push((await appOf("space-owner/secret", owner)).url ?? "");
		const rows = await hub().db.kysely.selectFrom("space_tokens").select("token_hash").execute();
		expect(rows.length).toBe(LIMITS.liveSpaceTokens);
		expect((await onSpaces(new URL(urls.at(-1) ?? "").pathname)).status).toBe(200);
		expect((await onSpaces(new URL(urls[0] ?? "").pathname)).status).toBe(404);
	});

	it("stops honouring a token once its user loses access", async () => {
		const app = await appOf("space-owner/secret", owner);
		const path = new URL(app.url ?? "").pathname;
		expect((await onSpaces(path)).status).toBe(200);
		await hub()
			.db.kysely.updateTable("repos")
			.set({ namespace: "someone-else" })
			.where("full_id", "=", "space-owner/secret")
			.execute();
		expect((await onSpaces(path)).status).toBe(404);
		await hub()
			.db.kysely.updateTable("repos")
			.set({ namespace: "space-owner" })
			.where("full_id", "=", "space-owner/secret")
			.execute();
	});

	it("tells the page how a space runs: a public static app's URL, none for other SDKs or without a spaces origin", async () => {
		expect(await appOf(STATIC_SPACE_ID)).toEqual({
			id: STATIC_SPACE_ID,
			sdk: "static",
			endpoint: HUB,
			spacesOrigin: SPACES,
			url: `${SPACES}/${STATIC_SPACE_ID}/`,
			expiresAt: null,
			sandbox: expect.not.stringContaining("allow-same-origin"),
		});
		expect(await appOf("atrium/tiny-demo")).toMatchObject({ sdk: "gradio", url: null });
		const missing = await hub().app.request("/api/spaces/nobody/nothing/app");
		expect(missing.status).toBe(401);
		delete hub().config.spacesUrl;
		try {
			expect(await appOf(STATIC_SPACE_ID)).toMatchObject({ spacesOrigin: null, url: null });
			// Without a spaces origin the hub's host serves no space content.
			const page = await hub().app.request(`/${STATIC_SPACE_ID}/`, { headers: { host: "spaces.test" } });
			expect(page.headers.get("content-type") ?? "").not.toContain("text/html");
		} finally {
			hub().config.spacesUrl = SPACES;
		}
	});

	it("keeps space content off the hub's own host: resolve serves index.html as an attachment, not as a page", async () => {
		const response = await hub().app.request(`/spaces/${STATIC_SPACE_ID}/resolve/main/index.html`);
		expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
		expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
		expect(response.headers.get("content-security-policy")).toContain("sandbox");
	});

	it("serves only spaces on the spaces listener, whatever the Host", async () => {
		const app = createSpacesApp(hub());
		const index = await app.request(`/${STATIC_SPACE_ID}/`, { headers: { host: "hub.test" } });
		expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
		const api = await app.request("/api/whoami-v2", { headers: { host: "hub.test", ...owner.auth("read") } });
		expect([api.status, await api.text()]).toEqual([404, "Not found\n"]);
	});
});
