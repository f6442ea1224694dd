import { expect, it, beforeAll } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { xetBackedStorage } from "./xet-backed-storage.ts";
import { hashFromString, hashToString } from "../../xet/hash-string.ts";
import { casClient } from "../../testing/xet-cas-client.ts";
import { xorbKey } from "../../xet/xorb-keys.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";
import { shardOf, xetUploadOf, type XetUpload } from "./xet-test-helpers.ts";

setPasswordCost(10);

/**
 * The Xet token routes with Xet on, and the CAS routes under hostile input: every refusal is a clean
 * 4xx with its code, and leaves nothing stored (no xorb, no blob, no upload claim).
 */
describeBackends("Xet tokens and the CAS", (getHub) => {
	let hub: TestHub;
	let owner: TestUser;
	let reader: TestUser;
	let other: TestUser;
	beforeAll(async () => {
		hub = getHub();
		// The first account of a hub is a site admin; the users of these tests are not.
		await addTestUser(hub.db, "casadmin");
		owner = await addTestUser(hub.db, "casowner");
		reader = await addTestUser(hub.db, "casreader");
		other = await addTestUser(hub.db, "casother");
		await addTestRepo(hub, { type: "model", id: "casowner/open", files: { "README.md": "# a\n" } });
		await addTestRepo(hub, { type: "model", id: "casowner/second", files: { "README.md": "# b\n" } });
		await addTestRepo(hub, { type: "model", id: "casother/secret", files: { "README.md": "# s\n" }, private: true });
	});

	const { token, post, get, upload, expectError, commitFile } = casClient(() => hub);
	const stored = async (upload: XetUpload) => ({
		xorb: await hub.db.kysely
			.selectFrom("xet_xorbs")
			.select("hash")
			.where("hash", "=", upload.xorbHash)
			.executeTakeFirst(),
		// The blob as the hub's readers see it: whole, or kept as Xet chunks (decision 034).
		blob: await xetBackedStorage(hub.db, hub.storage).stat(blobKey(upload.sha256)),
		claims: await hub.db.kysely
			.selectFrom("blob_uploads")
			.select("repo_pk")
			.where("sha256", "=", upload.sha256)
			.execute(),
	});

	it("issues write and read tokens: short-lived, pointing at the hub's CAS, refused like the access they grant", async () => {
		const before = Math.floor(hub.now() / 1000);
		const write = await token(owner, "casowner/open");
		expect(write.casUrl).toBe("http://localhost/xet-cas");
		expect(write.exp).toBeGreaterThanOrEqual(before + 15 * 60);
		expect(write.exp).toBeLessThanOrEqual(before + 15 * 60 + 5);
		expect(write.accessToken).not.toContain(owner.write);
		await token(undefined, "casowner/open", "read");
		await token(reader, "casowner/open", "read", "/None");
		// A reader may upload for a pull request, at their own namespace's expense (decision 037):
		// xet-pull-request.test.ts follows such a token through the CAS.
		await token(reader, "casowner/open");
		await expectError(
			await hub.app.request("/api/models/casowner/open/xet-write-token/main", { headers: owner.auth("read") }),
			403,
			"Forbidden",
		);
		await expectError(await hub.app.request("/api/models/casowner/open/xet-write-token/main"), 401, "Unauthorized");
		await token(owner, "casowner/open", "write", "/None?create_pr=1");
		const hidden = await expectError(
			await hub.app.request("/api/models/casother/secret/xet-read-token/main", { headers: owner.auth() }),
			404,
			"RepoNotFound",
		);
		const missing = await expectError(
			await hub.app.request("/api/models/casother/nothing/xet-read-token/main", { headers: owner.auth() }),
			404,
			"RepoNotFound",
		);
		expect(hidden.replace("secret", "X")).toBe(missing.replace("nothing", "X"));
	});

	it("refuses CAS requests without a valid write token: none, a user token, forged, read-only, expired", async () => {
		const upload = xetUploadOf(pseudoRandom(20_000, 1));
		const path = `/v1/xorbs/default/${upload.xorbHash}`;
		await expectError(await post(path, upload.xorb), 401, "XetTokenInvalid");
		await expectError(await post(path, upload.xorb, owner.write), 401, "XetTokenInvalid");
		const write = await token(owner, "casowner/open");
		const [prefix, payload, signature] = write.accessToken.split(".");
		const altered = Buffer.from(payload ?? "", "base64url")
			.toString()
			.replace("main", "mainx");
		await expectError(
			await post(path, upload.xorb, `${prefix}.${Buffer.from(altered).toString("base64url")}.${signature}`),
			401,
			"XetTokenInvalid",
		);
		const read = await token(owner, "casowner/open", "read");
		expect(await expectError(await post(path, upload.xorb, read.accessToken), 401, "XetTokenInvalid")).toContain(
			"read token",
		);
		expect(
			await expectError(await post("/v1/shards", shardOf(upload.file), read.accessToken), 401, "XetTokenInvalid"),
		).toContain("read token");
		hub.ahead.ms += 16 * 60_000;
		expect(await expectError(await post(path, upload.xorb, write.accessToken), 401, "XetTokenInvalid")).toContain(
			"expired",
		);
		expect(await stored(upload)).toEqual({ xorb: undefined, blob: null, claims: [] });
	});

	it("refuses malformed xorbs, wrong hashes and oversized bodies, storing nothing", async () => {
		const { accessToken } = await token(owner, "casowner/open");
		const upload = xetUploadOf(pseudoRandom(30_000, 2));
		const path = `/v1/xorbs/default/${upload.xorbHash}`;
		await expectError(await post(path, upload.xorb.subarray(0, 100), accessToken), 400, "XetXorbInvalid");
		const corrupted = upload.xorb.slice();
		corrupted[4] = 7;
		await expectError(await post(path, corrupted, accessToken), 400, "XetXorbInvalid");
		const flipped = upload.xorb.slice();
		flipped[100] = (flipped[100] ?? 0) ^ 1;
		await expectError(await post(path, flipped, accessToken), 400, "XetXorbHashMismatch");
		await expectError(
			await post(`/v1/xorbs/default/${"0".repeat(64)}`, upload.xorb, accessToken),
			400,
			"XetXorbHashMismatch",
		);
		await expectError(await post("/v1/xorbs/default/not-a-hash", upload.xorb, accessToken), 400, "BadRequest");
		const huge = await hub.app.request(`/xet-cas${path}`, {
			method: "POST",
			headers: { authorization: `Bearer ${accessToken}`, "content-length": String(80 * 1024 * 1024) },
			body: Buffer.from(upload.xorb),
		});
		await expectError(huge, 413, "PayloadTooLarge");
		expect(await stored(upload)).toEqual({ xorb: undefined, blob: null, claims: [] });
		await expectError(await post("/v2/shards", shardOf(upload.file), accessToken), 404, "XetNotFound");
		const chunk = await hub.app.request(`/xet-cas/v1/chunks/default-merkledb/${upload.xorbHash}`, {
			headers: { authorization: `Bearer ${accessToken}` },
		});
		await expectError(chunk, 404, "XetNotFound");
	});

	it("streams a xorb of declared length through verification: pieces split anywhere, nothing kept when it is refused", async () => {
		const { accessToken } = await token(owner, "casowner/open");
		const upload = xetUploadOf(pseudoRandom(300_000, 9));
		const path = `/v1/xorbs/default/${upload.xorbHash}`;
		// Pieces of 4,093 bytes: chunk headers and chunk data fall across piece boundaries.
		const streamed = (body: Uint8Array, declared = body.length) =>
			hub.app.request(`/xet-cas${path}`, {
				method: "POST",
				headers: { authorization: `Bearer ${accessToken}`, "content-length": String(declared) },
				body: new ReadableStream<Uint8Array>({
					start(controller) {
						for (let at = 0; at < body.length; at += 4093) controller.enqueue(body.slice(at, at + 4093));
						controller.close();
					},
				}),
				duplex: "half",
			} as RequestInit);
		const nothingKept = async () => {
			expect(await stored(upload)).toEqual({ xorb: undefined, blob: null, claims: [] });
			expect(await hub.storage.stat(xorbKey(upload.xorbHash))).toBeNull();
			expect(await hub.storage.listStaged(Date.now() + 60_000)).toEqual([]);
		};
		const flipped = upload.xorb.slice();
		flipped[upload.xorb.length - 1] = (flipped[upload.xorb.length - 1] ?? 0) ^ 1;
		await expectError(await streamed(flipped), 400, "XetXorbHashMismatch");
		await expectError(await streamed(upload.xorb.subarray(0, 200_000)), 400, "XetXorbInvalid");
		await expectError(await streamed(upload.xorb, upload.xorb.length + 10), 400, "XetXorbInvalid");
		await nothingKept();
		const first = await streamed(upload.xorb);
		expect(first.status, await first.clone().text()).toBe(200);
		expect(await first.json()).toEqual({ was_inserted: true });
		expect((await hub.storage.stat(xorbKey(upload.xorbHash)))?.size).toBe(upload.xorb.length);
		expect(await (await streamed(upload.xorb)).json()).toEqual({ was_inserted: false });
		// A known xorb is verified all the same before it counts as sent by this user.
		await expectError(await streamed(flipped), 400, "XetXorbHashMismatch");
		const shard = await post("/v1/shards", shardOf(upload.file), accessToken);
		expect(shard.status, await shard.clone().text()).toBe(200);
	});

	it("refuses shards that are malformed, name unknown xorbs or lie about the file, storing no file", async () => {
		const { accessToken } = await token(owner, "casowner/open");
		const upload = xetUploadOf(pseudoRandom(200_000, 3));
		// The xorb is not uploaded yet: the shard may not name it.
		await expectError(await post("/v1/shards", shardOf(upload.file), accessToken), 400, "XetXorbUnavailable");
		const sent = await post(`/v1/xorbs/default/${upload.xorbHash}`, upload.xorb, accessToken);
		expect(await sent.json()).toEqual({ was_inserted: true });
		const again = await post(`/v1/xorbs/default/${upload.xorbHash}`, upload.xorb, accessToken);
		expect(await again.json()).toEqual({ was_inserted: false });
		await expectError(
			await post("/v1/shards", shardOf(upload.file).subarray(0, 60), accessToken),
			400,
			"XetShardInvalid",
		);
		const term = upload.file.terms[0];
		if (!term) throw new Error("no term");
		const lies = [
			{ ...upload.file, sha256: hashFromString("ab".repeat(32)) },
			{ ...upload.file, terms: [{ ...term, unpackedLength: 0xffffffff }] },
			{ ...upload.file, terms: [{ ...term, chunkEnd: term.chunkEnd + 5 }] },
			{ ...upload.file, terms: [{ ...term, verification: new Uint8Array(32) }] },
			{ ...upload.file, fileHash: new Uint8Array(32).fill(9) },
		];
		for (const file of lies)
			await expectError(await post("/v1/shards", shardOf(file), accessToken), 400, "XetFileMismatch");
		await expectError(
			await post("/v1/shards", shardOf({ ...upload.file, sha256: undefined }), accessToken),
			400,
			"XetShardInvalid",
		);
		// Declared chunk ranges past the per-shard bound are refused before any xorb is read.
		const wide = {
			...upload.file,
			terms: Array.from({ length: 3 }, () => ({ ...term, chunkStart: 0, chunkEnd: 400_000 })),
		};
		expect(await expectError(await post("/v1/shards", shardOf(wide), accessToken), 400, "XetShardInvalid")).toContain(
			"chunks",
		);
		const state = await stored(upload);
		expect(state.blob).toBeNull();
		expect(state.claims).toEqual([]);
		// The honest shard is then accepted, and the file is a blob claimed for this repository, kept
		// only as the chunks of its xorb: no whole copy is written (decision 034).
		const accepted = await post("/v1/shards", shardOf(upload.file), accessToken);
		expect(accepted.status, await accepted.clone().text()).toBe(200);
		expect(await accepted.json()).toEqual({ result: 1 });
		expect((await stored(upload)).blob).toEqual({ size: 200_000 });
		expect(await hub.storage.stat(blobKey(upload.sha256))).toBeNull();
	});

	it("never lets a shard use another user's private xorb, and answers as for a xorb stored nowhere", async () => {
		const secret = xetUploadOf(pseudoRandom(50_000, 4));
		const theirs = await token(other, "casother/secret");
		expect((await post(`/v1/xorbs/default/${secret.xorbHash}`, secret.xorb, theirs.accessToken)).status).toBe(200);
		expect((await post("/v1/shards", shardOf(secret.file), theirs.accessToken)).status).toBe(200);
		const mine = await token(owner, "casowner/open");
		const refused = await expectError(
			await post("/v1/shards", shardOf(secret.file), mine.accessToken),
			400,
			"XetXorbUnavailable",
		);
		const nowhere = xetUploadOf(pseudoRandom(50_000, 5));
		const unknown = await expectError(
			await post("/v1/shards", shardOf(nowhere.file), mine.accessToken),
			400,
			"XetXorbUnavailable",
		);
		expect(refused.replaceAll(secret.xorbHash, "X")).toBe(unknown.replaceAll(nowhere.xorbHash, "X"));
		const claims = await hub.db.kysely
			.selectFrom("blob_uploads")
			.select("user_pk")
			.where("sha256", "=", secret.sha256)
			.execute();
		expect(claims.map((claim) => claim.user_pk)).toEqual([other.user.pk]);
	});

	it("scopes a shard to the token's repository: a file sent for one repository cannot be committed to another", async () => {
		const upload = xetUploadOf(pseudoRandom(40_000, 6));
		const second = await token(owner, "casowner/second");
		expect((await post(`/v1/xorbs/default/${upload.xorbHash}`, upload.xorb, second.accessToken)).status).toBe(200);
		expect((await post("/v1/shards", shardOf(upload.file), second.accessToken)).status).toBe(200);
		const commit = (repo: string) => commitFile(owner, repo, upload);
		const refused = await commit("casowner/open");
		expect(refused.status).toBeGreaterThanOrEqual(400);
		expect(refused.status).toBeLessThan(500);
		const accepted = await commit("casowner/second");
		expect(accepted.status, await accepted.clone().text()).toBe(200);
	});

	it("serves reconstructions only of the token's repository, and fetch URLs only as signed and until they expire", async () => {
		const secret = xetUploadOf(pseudoRandom(150_000, 8));
		await upload(other, "casother/secret", secret);
		expect((await commitFile(other, "casother/secret", secret)).status).toBe(200);
		const fileHash = Buffer.from(secret.file.fileHash);
		const secretHash = hashToString(fileHash);
		const answerOf = async (response: Response) => {
			const { requestId: _, ...body } = (await response.json()) as { requestId?: string };
			return {
				status: response.status,
				body: JSON.stringify(body).replace(secretHash, "H").replace("0".repeat(64), "H"),
			};
		};
		const mine = await token(owner, "casowner/open", "read");
		const unknown = await answerOf(await get(`/v1/reconstructions/${"0".repeat(64)}`, mine.accessToken));
		expect(unknown.status).toBe(404);
		for (const version of ["v1", "v2"])
			expect(await answerOf(await get(`/${version}/reconstructions/${secretHash}`, mine.accessToken))).toEqual(unknown);

		const theirs = await token(other, "casother/secret", "read");
		await expectError(
			await get(`/v2/reconstructions/${secretHash}`, theirs.accessToken, { range: "bytes=150000-" }),
			416,
			"RangeNotSatisfiable",
		);
		const plan = (await (await get(`/v2/reconstructions/${secretHash}`, theirs.accessToken)).json()) as {
			xorbs: Record<string, { url: string }[]>;
		};
		const url = new URL(Object.values(plan.xorbs)[0]?.[0]?.url ?? "");
		const fetchPath = `${url.pathname}?${url.searchParams.toString()}`;
		expect((await hub.app.request(fetchPath)).status).toBe(206);
		const widened = new URL(url);
		widened.searchParams.set("end", String(Number(url.searchParams.get("end")) + 1));
		await expectError(await hub.app.request(`${widened.pathname}?${widened.searchParams}`), 401, "XetTokenInvalid");
		await expectError(await hub.app.request(`${url.pathname}?start=0&end=10&exp=1&sig=x`), 401, "XetTokenInvalid");
		hub.ahead.ms += 61 * 60_000;
		await expectError(await hub.app.request(fetchPath), 401, "XetTokenInvalid");
	});
});
