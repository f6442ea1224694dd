import { expect } from "vitest";
import { shardOf, type XetUpload } from "../features/xet/xet-test-helpers.ts";
import type { TestUser } from "./accounts.ts";
import type { TestHub } from "./create-test-hub.ts";

/** An Xet token as the token routes answer it. */
export interface XetTokenAnswer {
	accessToken: string;
	exp: number;
	casUrl: string;
}

/** The request of an NDJSON commit that adds one file by its sha256 (`lfsFile`), as `user`. */
export function lfsFileCommit(
	user: TestUser,
	file: { sha256: string; size: number; path: string },
): RequestInit & { headers: Record<string, string> } {
	return {
		method: "POST",
		headers: { ...user.auth(), "content-type": "application/x-ndjson" },
		body: [
			JSON.stringify({ key: "header", value: { summary: "Add weights" } }),
			JSON.stringify({ key: "lfsFile", value: { path: file.path, algo: "sha256", oid: file.sha256, size: file.size } }),
		].join("\n"),
	};
}

/** Requests to a test hub's token routes and CAS, as a client makes them. */
export function casClient(getHub: () => TestHub) {
	const token = async (
		user: TestUser | undefined,
		repo: string,
		kind: "write" | "read" = "write",
		suffix = "/main",
	): Promise<XetTokenAnswer> => {
		const response = await getHub().app.request(`/api/models/${repo}/xet-${kind}-token${suffix}`, {
			headers: user ? user.auth() : {},
		});
		expect(response.status, await response.clone().text()).toBe(200);
		return (await response.json()) as XetTokenAnswer;
	};
	const post = (path: string, body: Uint8Array, accessToken?: string) =>
		getHub().app.request(`/xet-cas${path}`, {
			method: "POST",
			headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
			body: Buffer.from(body),
		});
	const get = (path: string, accessToken?: string, headers: Record<string, string> = {}) =>
		getHub().app.request(`/xet-cas${path}`, {
			headers: { ...headers, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
		});
	/** Sends `upload`'s xorb and shard with a fresh write token of `user` for `repo`. */
	const upload = async (user: TestUser, repo: string, sent: XetUpload): Promise<void> => {
		const { accessToken } = await token(user, repo);
		expect((await post(`/v1/xorbs/default/${sent.xorbHash}`, sent.xorb, accessToken)).status).toBe(200);
		expect((await post("/v1/shards", shardOf(sent.file), accessToken)).status).toBe(200);
	};
	/** Commits `sent`'s file to `repo` as `path` by its sha256 (the NDJSON `lfsFile` line). */
	const commitFile = (user: TestUser, repo: string, sent: XetUpload, path = "w.bin") =>
		getHub().app.request(`/api/models/${repo}/commit/main`, lfsFileCommit(user, { ...sent, path }));
	const expectError = async (response: Response, status: number, code: string): Promise<string> => {
		const text = await response.text();
		expect(response.status, text).toBe(status);
		expect(response.headers.get("x-error-code")).toBe(code);
		return (JSON.parse(text) as { error: string }).error;
	};
	return { token, post, get, upload, commitFile, expectError };
}
