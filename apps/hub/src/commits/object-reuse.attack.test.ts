import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AccessSubject } from "../auth/access.ts";
import type { RepoRow } from "../db/database.ts";
import { batch, bytesOf, localPath, sha256Of, type BatchAnswerObject } from "../testing/lfs-helpers.ts";
import { lfsPointer } from "../git/lfs-pointer.ts";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";
import { addTestRepo, addTestUser, type TestUser } from "../testing/accounts.ts";
import { describeBackends } from "../testing/describe-backends.ts";
import { gitCli, type GitCli } from "../testing/git-cli.ts";
import { listen } from "../testing/listen.ts";
import { reusableObject } from "./object-reuse.ts";

/**
 * Issue 18, item 1: a stored object may be reused by hash only by someone who may download a revision
 * holding it, or who uploaded its bytes for the repository. Every entry point (NDJSON commit, git push,
 * LFS batch upload and download) is attacked with objects of a private repository, of a gated one
 * (without and with approval) and of a public one; refusals must equal those for an object stored nowhere.
 */
describeBackends("reusing stored objects by hash", (hub) => {
	let mallory: TestUser;
	let ada: TestUser;
	let owner: TestUser;
	let server: { url: string; close: () => Promise<void> };
	let git: GitCli;
	let lfsGit: GitCli;
	let loot: RepoRow;

	const secret = bytesOf(6000, 181);
	const gatedBytes = bytesOf(7000, 182);
	const publicBytes = bytesOf(8000, 183);
	/** In a gated repository nobody copies anywhere in these tests (ada is approved for it too). */
	const quietBytes = bytesOf(7000, 187);
	/** Never stored anywhere; the same size as the secret, so answers can be compared byte for byte. */
	const nowhere = bytesOf(6000, 184);
	const obj = (bytes: Uint8Array): { oid: string; size: number } => ({ oid: sha256Of(bytes), size: bytes.byteLength });

	beforeAll(async () => {
		// The first account of a hub is an admin: make it someone else.
		await addTestUser(hub().db, "reuse-operator", { admin: true });
		owner = await addTestUser(hub().db, "vault");
		mallory = await addTestUser(hub().db, "mallory");
		ada = await addTestUser(hub().db, "ada");
		await addTestRepo(hub(), { type: "model", id: "vault/private", files: { "w.bin": secret }, private: true });
		const gated = await addTestRepo(hub(), {
			type: "model",
			id: "vault/gated",
			files: { "w.bin": gatedBytes },
			gated: "manual",
		});
		await addTestRepo(hub(), { type: "model", id: "vault/public", files: { "w.bin": publicBytes } });
		const quiet = await addTestRepo(hub(), {
			type: "model",
			id: "vault/quiet",
			files: { "w.bin": quietBytes },
			gated: "auto",
		});
		loot = await addTestRepo(hub(), { type: "model", id: "mallory/loot", files: { "README.md": "# loot\n" } });
		// Private: what ada (approved) copies there must not become public in these tests.
		await addTestRepo(hub(), { type: "model", id: "ada/copy", files: { "README.md": "# copy\n" }, private: true });
		for (const repo of [gated, quiet])
			await hub()
				.db.kysely.insertInto("access_requests")
				.values({
					repo_pk: repo.pk,
					user_pk: ada.user.pk,
					status: "accepted",
					fields: "{}",
					created_at: Date.now(),
					decided_at: Date.now(),
					decided_by: owner.user.pk,
				})
				.execute();
		// Mallory asked too, and was not approved.
		await hub()
			.db.kysely.insertInto("access_requests")
			.values({
				repo_pk: gated.pk,
				user_pk: mallory.user.pk,
				status: "pending",
				fields: "{}",
				created_at: Date.now(),
				decided_at: null,
				decided_by: null,
			})
			.execute();
		server = await listen(hub().app);
		git = await gitCli();
		lfsGit = await gitCli({ lfs: true });
	});
	afterAll(async () => {
		await server.close();
	});

	const ndjson = (lines: unknown[]): string => lines.map((line) => JSON.stringify(line)).join("\n");
	const commitLfs = (repoId: string, user: TestUser, path: string, oid: string, size?: number): Promise<Response> =>
		Promise.resolve(
			hub().app.request(`/api/models/${repoId}/commit/main`, {
				method: "POST",
				headers: { "content-type": "application/x-ndjson", ...user.auth() },
				body: ndjson([
					{ key: "header", value: { summary: "Reuse" } },
					{ key: "lfsFile", value: { path, algo: "sha256", oid, ...(size === undefined ? {} : { size }) } },
				]),
			}),
		);
	/** Status, error code and body of a refusal, with the object id replaced so two refusals compare equal. */
	const refusal = async (response: Response, oid: string): Promise<unknown[]> => {
		const { requestId, ...body } = (await response.json()) as Record<string, unknown>;
		expect(typeof requestId).toBe("string");
		return [response.status, response.headers.get("x-error-code"), JSON.stringify(body).replaceAll(oid, "<oid>")];
	};
	/** A batch answer object with its oid and signed links made comparable. */
	const shape = (object: BatchAnswerObject | undefined): unknown =>
		JSON.parse(
			JSON.stringify(object)
				.replaceAll(object?.oid ?? "-", "<oid>")
				.replace(/\/api\/lfs\/(objects|verify)\/[^"]+/g, "/api/lfs/$1/<token>"),
		);

	it("NDJSON commit: private and unapproved gated objects are refused exactly like an object stored nowhere", async () => {
		const none = await refusal(
			await commitLfs("mallory/loot", mallory, "x.bin", obj(nowhere).oid, 6000),
			obj(nowhere).oid,
		);
		expect(none[0]).toBe(422);
		expect(none[1]).toBe("LfsObjectMissing");
		expect(
			await refusal(await commitLfs("mallory/loot", mallory, "x.bin", obj(secret).oid, 6000), obj(secret).oid),
		).toEqual(none);
		const gatedNone = await refusal(
			await commitLfs("mallory/loot", mallory, "x.bin", sha256Of(bytesOf(7000, 190)), 7000),
			sha256Of(bytesOf(7000, 190)),
		);
		expect(
			await refusal(await commitLfs("mallory/loot", mallory, "x.bin", obj(gatedBytes).oid, 7000), obj(gatedBytes).oid),
		).toEqual(gatedNone);
		// Python's server-side copy (no size) likewise.
		const copyNone = await refusal(
			await commitLfs("mallory/loot", mallory, "x.bin", obj(nowhere).oid),
			obj(nowhere).oid,
		);
		expect(await refusal(await commitLfs("mallory/loot", mallory, "x.bin", obj(secret).oid), obj(secret).oid)).toEqual(
			copyNone,
		);
		expect(copyNone[0]).toBe(422);
		const files = await hub().app.request("/api/models/mallory/loot/tree/main");
		expect(((await files.json()) as { path: string }[]).map((entry) => entry.path)).not.toContain("x.bin");
	});

	it("NDJSON commit: an object the committer may download (public, or gated and approved) is reused without upload", async () => {
		const fromPublic = await commitLfs("mallory/loot", mallory, "public.bin", obj(publicBytes).oid, 8000);
		expect(fromPublic.status).toBe(200);
		const served = await hub().app.request("/mallory/loot/resolve/main/public.bin");
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(publicBytes);
		// Server-side copy without size of an object of a public repository.
		expect((await commitLfs("mallory/loot", mallory, "public-copy.bin", obj(publicBytes).oid)).status).toBe(200);
		const approved = await commitLfs("ada/copy", ada, "gated.bin", obj(gatedBytes).oid, 7000);
		expect(approved.status).toBe(200);
		// The owner of the private repository may reuse its object in another (private) repository of theirs.
		await addTestRepo(hub(), {
			type: "model",
			id: "vault/second",
			files: { "README.md": "# second\n" },
			private: true,
		});
		expect((await commitLfs("vault/second", owner, "w.bin", obj(secret).oid, 6000)).status).toBe(200);
	});

	it("preupload only reports what the target revision holds, never an object stored elsewhere", async () => {
		const response = await hub().app.request("/api/models/mallory/loot/preupload/main", {
			method: "POST",
			headers: { "content-type": "application/json", ...mallory.auth() },
			body: JSON.stringify({ files: [{ path: "w.bin", size: 6000, sample: "" }] }),
		});
		expect(response.status).toBe(200);
		const { files } = (await response.json()) as { files: Record<string, unknown>[] };
		expect(files[0]).toMatchObject({ path: "w.bin", uploadMode: "lfs" });
		expect(files[0]).not.toHaveProperty("oid");
	});

	it("copyFile reads only the target repository: another repository's revision answers like an unknown one", async () => {
		const privateHead = await hub()
			.db.kysely.selectFrom("commits")
			.innerJoin("repos", "repos.pk", "commits.repo_pk")
			.select("commits.id")
			.where("repos.full_id", "=", "vault/private")
			.executeTakeFirstOrThrow();
		const copy = (revision: string): Promise<Response> =>
			Promise.resolve(
				hub().app.request("/api/models/mallory/loot/commit/main", {
					method: "POST",
					headers: { "content-type": "application/x-ndjson", ...mallory.auth() },
					body: ndjson([
						{ key: "header", value: { summary: "Copy" } },
						{ key: "copyFile", value: { path: "copied.bin", srcPath: "w.bin", srcRevision: revision } },
					]),
				}),
			);
		const unknown = "0123456789abcdef0123456789abcdef01234567";
		const none = await refusal(await copy(unknown), unknown);
		expect(none[0]).toBe(404);
		expect(await refusal(await copy(privateHead.id), privateHead.id)).toEqual(none);
		// A copy from the repository's own revision works.
		const own = await hub().app.request("/api/models/mallory/loot/commit/main", {
			method: "POST",
			headers: { "content-type": "application/x-ndjson", ...mallory.auth() },
			body: ndjson([
				{ key: "header", value: { summary: "Copy" } },
				{ key: "copyFile", value: { path: "README-copy.md", srcPath: "README.md" } },
			]),
		});
		expect(own.status).toBe(200);
	});

	it("batch upload: 'already stored' only for objects the caller may use; anyone else gets upload links", async () => {
		const ask = async (repoId: string, user: TestUser, bytes: Uint8Array): Promise<BatchAnswerObject | undefined> =>
			(await batch(hub().app, repoId, { operation: "upload", objects: [obj(bytes)] }, user.auth())).objects[0];
		const none = shape(await ask("mallory/loot", mallory, nowhere));
		expect(none).toMatchObject({ actions: { upload: {}, verify: {} } });
		expect(shape(await ask("mallory/loot", mallory, secret))).toEqual(none);
		const gatedAnswer = await ask("mallory/loot", mallory, gatedBytes);
		expect(gatedAnswer?.actions?.upload).toBeDefined();
		// No claim was recorded for the stranger: a commit naming it still fails.
		expect((await commitLfs("mallory/loot", mallory, "y.bin", obj(gatedBytes).oid, 7000)).status).toBe(422);
		expect(await ask("mallory/loot", mallory, publicBytes)).toEqual({ ...obj(publicBytes), authenticated: true });
		expect(await ask("ada/copy", ada, gatedBytes)).toEqual({ ...obj(gatedBytes), authenticated: true });

		// Sending the bytes proves possession: verified, recorded, not stored twice, then committable.
		const put = await hub().app.request(localPath(gatedAnswer?.actions?.upload?.href ?? ""), {
			method: "PUT",
			body: gatedBytes,
		});
		expect(put.status).toBe(200);
		expect(await hub().storage.stat(blobKey(obj(gatedBytes).oid))).toEqual({ size: 7000 });
		expect((await commitLfs("mallory/loot", mallory, "y.bin", obj(gatedBytes).oid, 7000)).status).toBe(200);
	});

	it("verify of a link never used answers alike for an object stored elsewhere and one stored nowhere", async () => {
		const verify = async (bytes: Uint8Array): Promise<unknown[]> => {
			const answer = await batch(
				hub().app,
				"mallory/loot",
				{ operation: "upload", objects: [obj(bytes)] },
				mallory.auth(),
			);
			const href = answer.objects[0]?.actions?.verify?.href ?? "";
			const response = await hub().app.request(localPath(href), {
				method: "POST",
				headers: mallory.auth(),
				body: JSON.stringify(obj(bytes)),
			});
			return refusal(response, obj(bytes).oid);
		};
		const none = await verify(nowhere);
		expect(none.slice(0, 2)).toEqual([404, "ObjectNotFound"]);
		expect(await verify(secret)).toEqual(none);
	});

	it("batch download: an object the caller cannot download anywhere answers like one that does not exist", async () => {
		const ask = async (repoId: string, bytes: Uint8Array, user?: TestUser): Promise<BatchAnswerObject | undefined> =>
			(await batch(hub().app, repoId, { operation: "download", objects: [obj(bytes)] }, user?.auth() ?? {})).objects[0];
		const none = shape(await ask("mallory/loot", nowhere, mallory));
		expect(none).toMatchObject({ error: { code: 404 } });
		expect(shape(await ask("mallory/loot", secret, mallory))).toEqual(none);
		// Through a public repository, with a read token and anonymously, alike.
		const readToken = await batch(
			hub().app,
			"vault/public",
			{ operation: "download", objects: [obj(secret)] },
			mallory.auth("read"),
		);
		expect(shape(readToken.objects[0])).toEqual(none);
		expect(shape(await ask("vault/public", secret))).toEqual(none);
		// A gated object: approved ada gets it through any repository she may download, others do not.
		expect(shape(await ask("vault/public", quietBytes, ada))).toMatchObject({ actions: { download: {} } });
		const unknown7000 = shape(await ask("vault/public", bytesOf(7000, 188), mallory));
		expect(shape(await ask("vault/public", quietBytes, mallory))).toEqual(unknown7000);
		expect(shape(await ask("vault/public", quietBytes))).toEqual(unknown7000);
		expect((await ask("vault/public", publicBytes))?.actions?.download).toBeDefined();
	});

	it("the rule does the same work for an object stored elsewhere and one stored nowhere", async () => {
		const queries: string[] = [];
		const counting: KyselyPlugin = {
			transformQuery: (args) => {
				queries.push(hub().db.kysely.getExecutor().compileQuery(args.node, args.queryId).sql);
				return args.node;
			},
			transformResult: (args) => Promise.resolve(args.result),
		};
		const stats: string[] = [];
		const storage: BlobStorage = Object.assign(Object.create(hub().storage) as BlobStorage, {
			stat: (key: string) => {
				stats.push(key);
				return hub().storage.stat(key);
			},
		});
		const deps = { db: { ...hub().db, kysely: hub().db.kysely.withPlugin(counting) }, storage };
		const who: AccessSubject = { userPk: mallory.user.pk, isAdmin: false, namespaces: ["mallory"] };
		const run = async (sha256: string, size: number): Promise<{ queries: string[]; stats: number; ok: boolean }> => {
			queries.length = 0;
			stats.length = 0;
			const ok = await reusableObject(deps, { repoPk: loot.pk, sha256, size, who, use: "commit" });
			return { queries: [...queries].sort(), stats: stats.length, ok: ok !== undefined };
		};
		const elsewhere = await run(obj(secret).oid, 6000);
		const stored = await run(obj(nowhere).oid, 6000);
		expect(elsewhere).toEqual(stored);
		expect(elsewhere).toMatchObject({ ok: false, stats: 1 });
		expect(elsewhere.queries).toHaveLength(2);
	});

	/** A clone of mallory's repository (plain git, no LFS filters: she has the pointer, not the bytes). */
	const cloneLoot = async (user: TestUser = mallory, repoId = "mallory/loot"): Promise<string> => {
		const dir = join(git.home, `clone-${Math.random().toString(36).slice(2)}`);
		await git.ok([
			"clone",
			"-q",
			`${server.url.replace("http://", `http://${user.user.name}:${user.write}@`)}/${repoId}`,
			dir,
		]);
		return dir;
	};
	const pushPointer = async (
		dir: string,
		bytes: Uint8Array,
		path = "stolen.bin",
	): Promise<{ code: number; stderr: string }> => {
		await writeFile(join(dir, path), lfsPointer(sha256Of(bytes), bytes.byteLength));
		await git.ok(["add", path], { cwd: dir });
		await git.ok(["commit", "-q", "-m", `Add ${path}`], { cwd: dir });
		const pushed = await git.run(["push", "origin", "HEAD:main"], { cwd: dir });
		await git.ok(["reset", "-q", "--hard", "origin/main"], { cwd: dir });
		return { code: pushed.code, stderr: pushed.stderr };
	};
	/** The hub's refusal lines of a push (what git prints after `remote:` or `!`), with the oid replaced. */
	const pushRefusal = (stderr: string, oid: string): string =>
		stderr
			.split("\n")
			.filter((line) => line.includes("[remote rejected]") || line.startsWith("remote:"))
			.join("\n")
			.replaceAll(oid, "<oid>");

	it("git push of a pointer to a private or unapproved gated object is refused like an unknown object", async () => {
		const dir = await cloneLoot();
		const none = await pushPointer(dir, nowhere);
		expect(none.code).not.toBe(0);
		const noneLines = pushRefusal(none.stderr, obj(nowhere).oid);
		expect(noneLines).toContain("was not uploaded");
		const stolen = await pushPointer(dir, secret);
		expect(stolen.code).not.toBe(0);
		expect(pushRefusal(stolen.stderr, obj(secret).oid)).toBe(noneLines);
		const gated = await pushPointer(dir, gatedBytes, "gated.bin");
		// (Mallory proved possession of the gated bytes in the batch upload test, for this very repository.)
		expect(gated.code).toBe(0);
		const fresh = bytesOf(7000, 185);
		await addTestRepo(hub(), { type: "model", id: "vault/gated-2", files: { "w.bin": fresh }, gated: "auto" });
		const unapproved = await pushPointer(dir, fresh, "gated-2.bin");
		expect(unapproved.code).not.toBe(0);
		expect(pushRefusal(unapproved.stderr, obj(fresh).oid)).toBe(
			pushRefusal((await pushPointer(dir, bytesOf(7000, 186), "gated-2.bin")).stderr, sha256Of(bytesOf(7000, 186))),
		);
		const served = await hub().app.request("/mallory/loot/resolve/main/stolen.bin");
		expect(served.status).toBe(404);
	});

	it("a refused branch of a push leaves no tree behind that would make the object the repository's", async () => {
		const dir = await cloneLoot();
		await writeFile(join(dir, "fine.txt"), "fine\n");
		await git.ok(["add", "fine.txt"], { cwd: dir });
		await git.ok(["commit", "-q", "-m", "Fine"], { cwd: dir });
		await git.ok(["branch", "fine"], { cwd: dir });
		await git.ok(["reset", "-q", "--hard", "origin/main"], { cwd: dir });
		await writeFile(join(dir, "stolen.bin"), lfsPointer(obj(secret).oid, secret.byteLength));
		await git.ok(["add", "stolen.bin"], { cwd: dir });
		await git.ok(["commit", "-q", "-m", "Steal"], { cwd: dir });
		await git.ok(["branch", "evil"], { cwd: dir });
		const pushed = await git.run(["push", "origin", "fine:fine", "evil:evil"], { cwd: dir });
		expect(pushed.code).not.toBe(0);
		expect(pushed.stderr).toMatch(/fine -> fine/);
		const refs = (await (await hub().app.request("/api/models/mallory/loot/refs")).json()) as {
			branches: { name: string }[];
		};
		expect(refs.branches.map((branch) => branch.name)).toContain("fine");
		expect(refs.branches.map((branch) => branch.name)).not.toContain("evil");
		// The object is still not the repository's: no download link, no commit by hash.
		const download = await batch(
			hub().app,
			"mallory/loot",
			{ operation: "download", objects: [obj(secret)] },
			mallory.auth(),
		);
		expect(download.objects[0]?.error?.code).toBe(404);
		expect((await commitLfs("mallory/loot", mallory, "z.bin", obj(secret).oid, 6000)).status).toBe(422);
	});

	it("git push of a pointer to an object the pusher may download lands without any upload", async () => {
		const dir = await cloneLoot();
		const pushed = await pushPointer(dir, publicBytes, "public-pushed.bin");
		expect(pushed.code, pushed.stderr).toBe(0);
		const served = await hub().app.request("/mallory/loot/resolve/main/public-pushed.bin");
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(publicBytes);
		const adaDir = await cloneLoot(ada, "ada/copy");
		const approved = await pushPointer(adaDir, gatedBytes, "gated-pushed.bin");
		expect(approved.code, approved.stderr).toBe(0);
	});

	it("git-lfs: a pusher who holds the bytes of a private object uploads them (proof) and the push lands", async () => {
		const dir = join(lfsGit.home, "lfs-clone");
		await lfsGit.ok([
			"clone",
			"-q",
			`${server.url.replace("http://", `http://mallory:${mallory.write}@`)}/mallory/loot`,
			dir,
		]);
		await lfsGit.ok(["lfs", "track", "*.weights"], { cwd: dir });
		// The same content as the private repository's file, which mallory happens to hold.
		await writeFile(join(dir, "own.weights"), secret);
		await lfsGit.ok(["add", "-A"], { cwd: dir });
		await lfsGit.ok(["commit", "-q", "-m", "Own copy"], { cwd: dir });
		const pushed = await lfsGit.run(["push", "origin", "main"], { cwd: dir });
		expect(pushed.code, pushed.stderr).toBe(0);
		const served = await hub().app.request("/mallory/loot/resolve/main/own.weights");
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(secret);
	});
});
