import { createHash } from "node:crypto";
import { expect, it, beforeAll } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { hashToString } from "../../xet/hash-string.ts";
import { chunkBytes } from "../../xet/chunking.ts";
import { chunkHash } from "../../xet/hashes.ts";
import { XorbChunkReader } from "../../xet/xorb.ts";
import { parseShard } from "../../xet/shard.ts";
import { batch, localPath } from "../../testing/lfs-helpers.ts";
import { xetConversionsSettled } from "./xet-conversions.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";
import { shardOf, xetUploadOf } from "./xet-test-helpers.ts";

setPasswordCost(10);

/**
 * The request sequence of Python `huggingface_hub` >= 1.20 with `hf_xet` (which cannot be installed
 * here), re-enacted with the hub's own Xet formats: preupload says `lfs`; hf_xet GETs the
 * `xet-write-token` refresh URL with the user's token, asks the global deduplication API for
 * eligible chunks (404: upload them), POSTs each xorb with the Xet token, tries `/v2/shards` and
 * falls back to `/v1/shards` on 404; then Python commits the NDJSON with `lfsFile {oid: sha256}`.
 * A second upload of the same bytes (hf_xet's local cache knows the xorb) sends only the shard.
 */
describeBackends("Python hf_xet upload sequence, re-enacted", (getHub) => {
	let hub: TestHub;
	let user: TestUser;
	beforeAll(async () => {
		hub = getHub();
		await addTestUser(hub.db, "pyadmin");
		user = await addTestUser(hub.db, "pyuser");
		await addTestRepo(hub, { type: "model", id: "pyuser/model", files: { "README.md": "# m\n" } });
	});

	const commitFile = (path: string, sha256: string, size: number) =>
		hub.app.request("/api/models/pyuser/model/commit/main", {
			method: "POST",
			headers: { ...user.auth(), "content-type": "application/x-ndjson" },
			body: [
				JSON.stringify({ key: "header", value: { summary: `Upload ${path}`, description: "" } }),
				JSON.stringify({ key: "lfsFile", value: { path, algo: "sha256", oid: sha256, size } }),
			].join("\n"),
		});

	/**
	 * hf_xet's download of `path`: HEAD advertises the Xet hash and the read-token URL; the
	 * reconstruction's signed URLs give the xorb byte ranges, whose chunks rebuild the bytes asked for.
	 */
	const xetDownload = async (path: string, range: { start: number; end: number }): Promise<Buffer> => {
		const head = await hub.app.request(`/pyuser/model/resolve/main/${path}`, { method: "HEAD" });
		const hash = head.headers.get("x-xet-hash") ?? "";
		expect(hash).toMatch(/^[0-9a-f]{64}$/);
		const authUrl = /<([^>]+)>; rel="xet-auth"/.exec(head.headers.get("link") ?? "")?.[1] ?? "";
		expect(authUrl).toMatch(/\/api\/models\/pyuser\/model\/xet-read-token\/[0-9a-f]{40}$/);
		const readToken = (await (await hub.app.request(authUrl, { headers: user.auth("read") })).json()) as {
			accessToken: string;
			casUrl: string;
		};
		const plan = (await (
			await hub.app.request(`${readToken.casUrl}/v1/reconstructions/${hash}`, {
				headers: { authorization: `Bearer ${readToken.accessToken}`, range: `bytes=${range.start}-${range.end}` },
			})
		).json()) as {
			offset_into_first_range: number;
			terms: { hash: string; range: { start: number; end: number } }[];
			fetch_info: Record<
				string,
				{ range: { start: number; end: number }; url: string; url_range: { start: number; end: number } }[]
			>;
		};
		const rebuilt: Uint8Array[] = [];
		for (const term of plan.terms) {
			const fetch = plan.fetch_info[term.hash]?.find((entry) => entry.range.start === term.range.start);
			if (!fetch) throw new Error("no fetch info for a term");
			const bytes = await hub.app.request(fetch.url, {
				headers: { range: `bytes=${fetch.url_range.start}-${fetch.url_range.end}` },
			});
			expect(bytes.status).toBe(206);
			const data = new Uint8Array(await bytes.arrayBuffer());
			const reader = new XorbChunkReader();
			reader.push(data, (chunk) => rebuilt.push(chunk.data));
			reader.end();
		}
		const start = plan.offset_into_first_range;
		return Buffer.concat(rebuilt).subarray(start, start + range.end - range.start + 1);
	};

	it("uploads, falls back from /v2/shards, commits, and the file reads back through resolve", async () => {
		const content = pseudoRandom(1_200_000, 42);
		const upload = xetUploadOf(content);
		const preupload = await hub.app.request("/api/models/pyuser/model/preupload/main", {
			method: "POST",
			headers: { ...user.auth(), "content-type": "application/json" },
			body: JSON.stringify({ files: [{ path: "weights.safetensors", size: content.length, sample: "" }] }),
		});
		expect(((await preupload.json()) as { files: { uploadMode: string }[] }).files[0]?.uploadMode).toBe("lfs");

		const tokenAnswer = await hub.app.request("/api/models/pyuser/model/xet-write-token/main", {
			headers: user.auth(),
		});
		expect(tokenAnswer.status).toBe(200);
		const { accessToken, casUrl, exp } = (await tokenAnswer.json()) as {
			accessToken: string;
			casUrl: string;
			exp: number;
		};
		expect(exp).toBeGreaterThan(Math.floor(Date.now() / 1000));
		const cas = (path: string, init: RequestInit = {}) =>
			hub.app.request(`${casUrl}${path}`, {
				...init,
				headers: { authorization: `Bearer ${accessToken}`, "user-agent": "hf_xet/1.1" },
			});

		// Global deduplication for the first chunk (always eligible): unknown to the hub, so upload.
		const first = chunkBytes(content)[0] ?? new Uint8Array();
		expect((await cas(`/v1/chunks/default-merkledb/${hashToString(chunkHash(first))}`)).status).toBe(404);
		const xorb = await cas(`/v1/xorbs/default/${upload.xorbHash}`, { method: "POST", body: Buffer.from(upload.xorb) });
		expect(await xorb.json()).toEqual({ was_inserted: true });
		const shard = shardOf(upload.file);
		const v2 = await cas("/v2/shards", { method: "POST", body: Buffer.from(shard) });
		expect(v2.status).toBe(404);
		const v1 = await cas("/v1/shards", { method: "POST", body: Buffer.from(shard) });
		expect(v1.status, await v1.clone().text()).toBe(200);
		expect(await v1.json()).toEqual({ result: 1 });

		const committed = await commitFile("weights.safetensors", upload.sha256, content.length);
		expect(committed.status, await committed.clone().text()).toBe(200);
		const read = await hub.app.request("/pyuser/model/resolve/main/weights.safetensors");
		expect(read.status).toBe(200);
		expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(content))).toBe(true);
		// Listings name the Xet hash next to the LFS facts (the tree-cache path of the Python client).
		const tree = (await (await hub.app.request("/api/models/pyuser/model/tree/main")).json()) as {
			path: string;
			xetHash?: string;
			lfs?: { oid: string };
		}[];
		const listed = tree.find((entry) => entry.path === "weights.safetensors");
		expect(listed).toMatchObject({ xetHash: hashToString(upload.file.fileHash), lfs: { oid: upload.sha256 } });
		expect(tree.find((entry) => entry.path === "README.md")?.xetHash).toBeUndefined();
		const info = await hub.app.request("/api/models/pyuser/model/paths-info/main", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ paths: ["weights.safetensors"] }),
		});
		expect(((await info.json()) as { xetHash?: string }[])[0]?.xetHash).toBe(hashToString(upload.file.fileHash));

		const joined = await xetDownload("weights.safetensors", { start: 100_000, end: 899_999 });
		expect(joined.equals(Buffer.from(content.subarray(100_000, 900_000)))).toBe(true);
		const forged = await hub.app.request(`${casUrl}/v1/reconstructions/${hashToString(upload.file.fileHash)}`, {
			headers: { authorization: "Bearer xet1.forged.token" },
		});
		expect(forged.status).toBe(401);

		const ranged = await hub.app.request("/pyuser/model/resolve/main/weights.safetensors", {
			headers: { range: "bytes=1000-1999" },
		});
		expect(ranged.status).toBe(206);
		expect(Buffer.from(await ranged.arrayBuffer()).equals(Buffer.from(content.subarray(1000, 2000)))).toBe(true);
	});

	it("accepts a shard alone for bytes whose xorb the same user already sent, and commits it under a new path", async () => {
		const content = pseudoRandom(1_200_000, 42);
		const upload = xetUploadOf(content);
		const { accessToken, casUrl } = (await (
			await hub.app.request("/api/models/pyuser/model/xet-write-token/main", { headers: user.auth() })
		).json()) as { accessToken: string; casUrl: string };
		const v1 = await hub.app.request(`${casUrl}/v1/shards`, {
			method: "POST",
			headers: { authorization: `Bearer ${accessToken}` },
			body: Buffer.from(shardOf(upload.file)),
		});
		expect(v1.status, await v1.clone().text()).toBe(200);
		expect(await v1.json()).toEqual({ result: 0 });
		const committed = await commitFile("copy.safetensors", upload.sha256, content.length);
		expect(committed.status, await committed.clone().text()).toBe(200);
	});

	it("downloads a file that came through LFS once the hub has chunked it, and deduplicates a re-upload against it", async () => {
		const content = pseudoRandom(700_000, 43);
		const oid = createHash("sha256").update(content).digest("hex");
		const answer = await batch(
			hub.app,
			"pyuser/model",
			{ operation: "upload", objects: [{ oid, size: content.length }] },
			user.auth(),
		);
		const put = await hub.app.request(localPath(answer.objects[0]?.actions?.upload?.href ?? ""), {
			method: "PUT",
			body: Buffer.from(content),
		});
		expect(put.status).toBe(200);
		expect((await commitFile("lfs.bin", oid, content.length)).status).toBe(200);
		const first = await hub.app.request("/pyuser/model/resolve/main/lfs.bin", { method: "HEAD" });
		expect(first.headers.get("x-xet-hash")).toBeNull();
		await xetConversionsSettled(hub);
		const whole = await xetDownload("lfs.bin", { start: 0, end: content.length - 1 });
		expect(whole.equals(Buffer.from(content))).toBe(true);
		// hf_xet uploading the same bytes again asks about their first chunk and finds it.
		const { accessToken, casUrl } = (await (
			await hub.app.request("/api/models/pyuser/model/xet-write-token/main", { headers: user.auth() })
		).json()) as { accessToken: string; casUrl: string };
		const chunk = hashToString(chunkHash(chunkBytes(content)[0] ?? new Uint8Array()));
		const dedup = await hub.app.request(`${casUrl}/v1/chunks/default-merkledb/${chunk}`, {
			headers: { authorization: `Bearer ${accessToken}` },
		});
		expect(dedup.status).toBe(200);
		expect(parseShard(new Uint8Array(await dedup.arrayBuffer())).xorbs).toHaveLength(1);
	});
});
