import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { fileFromBytes } from "../../commits/commit-file.ts";
import { createCommit } from "../../commits/create-commit.ts";
import { importFolder } from "../../commits/import-folder.ts";
import { findRepo } from "../../repos/repos.repository.ts";
import { ApiError } from "../../errors.ts";
import { describeDialects, useTestHub } from "../../testing/describe-backends.ts";
import { usePushFixture } from "../../testing/push-fixture.ts";

/**
 * Issue 18, item 8: names git treats as `.git` (and the other trees git's fsck refuses) are refused
 * on every way in, by the one validator of git/path-rules.ts.
 */
describeDialects("paths git treats as .git", (dialect) => {
	const hub = useTestHub(dialect, "fs", { seed: false });
	const push = usePushFixture(hub, { owner: "mallory", repoId: "mallory/hooks" });

	const hostilePaths = [
		".git/hooks/post-checkout",
		".GIT/hooks/x",
		"sub/.Git/config",
		"GIT~1/config",
		"git~1/hooks/x",
		".git /config",
		".git./config",
		".git. . ./config",
		".git::$INDEX_ALLOCATION/config",
		".g\u200cit/config",
		"\ufeff.git/config",
		"a\\b",
		"sub\\.git\\config",
		"a//b",
		"./a",
		"a/../b",
	];

	it("refuses each spelling through the HTTP commit API, writing nothing", async () => {
		const before = await push.apiCommits();
		for (const path of hostilePaths) {
			const body = [
				JSON.stringify({ key: "header", value: { summary: "Plant a hook", description: "" } }),
				JSON.stringify({
					key: "file",
					value: { path, content: Buffer.from("#!/bin/sh\necho owned\n").toString("base64"), encoding: "base64" },
				}),
			].join("\n");
			const response = await hub().app.request(`/api/models/${push.repo.full_id}/commit/main`, {
				method: "POST",
				headers: { ...push.owner.auth(), "content-type": "application/x-ndjson" },
				body,
			});
			expect({ path, status: response.status }).toEqual({ path, status: 400 });
			expect(response.headers.get("x-error-code")).toBe("InvalidPath");
		}
		// The same through a copy, a deletion and the preupload check.
		const copy = await hub().app.request(`/api/models/${push.repo.full_id}/commit/main`, {
			method: "POST",
			headers: { ...push.owner.auth(), "content-type": "application/json" },
			body: JSON.stringify({
				summary: "Copy into .GIT",
				operations: [],
				files: [],
				lfsFiles: [],
				deletedFiles: [{ path: ".GIT/config" }],
			}),
		});
		expect(copy.status).toBe(400);
		const copied = await hub().app.request(`/api/models/${push.repo.full_id}/commit/main`, {
			method: "POST",
			headers: { ...push.owner.auth(), "content-type": "application/x-ndjson" },
			body: [
				JSON.stringify({ key: "header", value: { summary: "Copy into git~1", description: "" } }),
				JSON.stringify({ key: "copyFile", value: { path: "GIT~1/config", srcPath: "README.md" } }),
			].join("\n"),
		});
		expect(copied.status).toBe(400);
		expect(copied.headers.get("x-error-code")).toBe("InvalidPath");
		expect(await push.apiCommits()).toEqual(before);
	});

	it("refuses them through atrium import and a new repository's first commit, creating nothing", async () => {
		const folder = await mkdtemp(join(tmpdir(), "atrium-import-"));
		await mkdir(join(folder, ".GIT", "hooks"), { recursive: true });
		await writeFile(join(folder, ".GIT", "hooks", "post-checkout"), "#!/bin/sh\n");
		await writeFile(join(folder, "README.md"), "# imported\n");
		const imported = await importFolder(hub(), { folder, repoId: "mallory/imported", type: "model" }).catch(
			(error: unknown) => error,
		);
		expect(imported).toBeInstanceOf(ApiError);
		expect((imported as ApiError).code).toBe("InvalidPath");
		expect(await findRepo(hub().db.kysely, "model", "mallory/imported")).toBeUndefined();
		for (const path of ["GIT~1/config", ".git\u200d/config", "a/.git::$INDEX_ALLOCATION/x"]) {
			const created = await createCommit(hub(), {
				type: "model",
				repoId: "mallory/first",
				files: [fileFromBytes(path, "x")],
				title: "First",
			}).catch((error: unknown) => error);
			expect((created as ApiError).code).toBe("InvalidPath");
		}
		expect(await findRepo(hub().db.kysely, "model", "mallory/first")).toBeUndefined();
	});

	/** Writes a tree object from `[mode, name, oid]` entries exactly as given (order, duplicates and all). */
	const rawTree = async (entries: [string, string, string][]): Promise<string> => {
		const body = Buffer.concat(
			entries.flatMap(([mode, name, oid]) => [Buffer.from(`${mode} ${name}\0`), Buffer.from(oid, "hex")]),
		);
		return (
			await push.git.ok(["hash-object", "-t", "tree", "--literally", "-w", "--stdin"], { cwd: push.work, input: body })
		).trim();
	};

	it("refuses pushes of trees git's fsck refuses, and the ref stays where it was", async () => {
		await push.git.ok(["pull", "-q", "--ff-only", "origin", "main"], { cwd: push.work });
		const parent = await push.head(push.work);
		const rootEntries = (await push.git.ok(["ls-tree", "HEAD"], { cwd: push.work }))
			.trim()
			.split("\n")
			.map((line) => {
				const [meta = "", name = ""] = line.split("\t");
				const [mode = "", , oid = ""] = meta.split(" ");
				return [mode === "040000" ? "40000" : mode, name, oid] as [string, string, string];
			});
		const blob = (await push.git.ok(["hash-object", "-w", "--stdin"], { cwd: push.work, input: "#!/bin/sh\n" })).trim();
		const hooks = await rawTree([["100755", "post-checkout", blob]]);
		const config = await rawTree([["100644", "config", blob]]);
		const sortKey = (entry: [string, string, string]): string => (entry[0] === "40000" ? `${entry[1]}/` : entry[1]);
		/** The repository's root with `extra` entries added, in git's order unless `raw`. */
		const rootWith = (extra: [string, string, string][], raw = false): Promise<string> => {
			const all = [...rootEntries, ...extra];
			if (!raw) all.sort((a, b) => Buffer.compare(Buffer.from(sortKey(a)), Buffer.from(sortKey(b))));
			return rawTree(all);
		};
		const cases: [string, Promise<string>, RegExp][] = [
			[
				".git folder with hooks",
				rootWith([["40000", ".git", await rawTree([["40000", "hooks", hooks]])]]),
				/hasDotgit/,
			],
			[".GIT", rootWith([["40000", ".GIT", config]]), /hasDotgit/],
			["git~1", rootWith([["40000", "GIT~1", config]]), /hasDotgit/],
			[".git. (trailing dot)", rootWith([["40000", ".git.", config]]), /hasDotgit/],
			[".git  (trailing space)", rootWith([["40000", ".git ", config]]), /hasDotgit/],
			[".git::$INDEX_ALLOCATION", rootWith([["40000", ".git::$INDEX_ALLOCATION", config]]), /hasDotgit/],
			[".g\\u200cit", rootWith([["40000", ".g\u200cit", config]]), /hasDotgit/],
			["nested sub/.Git", rootWith([["40000", "sub", await rawTree([["40000", ".Git", config]])]]), /hasDotgit/],
			["a backslash", rootWith([["100644", "sub\\.git\\config", blob]]), /hasDotgit/],
			["a plain backslash", rootWith([["100644", "a\\b", blob]]), /hasBackslash/],
			[
				"a duplicate name",
				rootWith([
					["100644", "twin", blob],
					["100644", "twin", blob],
				]),
				/duplicateEntries/,
			],
			[
				"a file and a folder of one name",
				rootWith([
					["100644", "twin", blob],
					["40000", "twin", config],
				]),
				/duplicateEntries/,
			],
			[
				"unsorted entries",
				rootWith(
					[
						["100644", "zz", blob],
						["100644", "aa", blob],
					],
					true,
				),
				/treeNotSorted/,
			],
			["a group-writable mode", rootWith([["100664", "loose", blob]]), /badFilemode/],
			["a zero-padded folder mode", rootWith([["040000", "padded", config]]), /zeroPaddedFilemode/],
			[".gitmodules as a symbolic link", rootWith([["120000", ".gitmodules", blob]]), /gitmodulesSymlink/],
		];
		for (const [title, treePromise, rule] of cases) {
			const tree = await treePromise;
			const commit = (
				await push.git.ok(["commit-tree", tree, "-p", parent, "-m", `Hostile: ${title}`], { cwd: push.work })
			).trim();
			const result = await push.git.run(["push", "origin", `${commit}:refs/heads/main`], { cwd: push.work });
			expect({ title, code: result.code }).not.toEqual({ title, code: 0 });
			expect({ title, stderr: result.stderr }).toEqual({ title, stderr: expect.stringMatching(rule) });
			expect((await push.apiCommits())[0]).toBe(parent);
		}
		// A clean push after all that still lands, and a clone passes git's own fsck.
		const clean = await push.git.ok(
			["commit-tree", await rootWith([["100644", "clean.txt", blob]]), "-p", parent, "-m", "Clean"],
			{ cwd: push.work },
		);
		await push.git.ok(["push", "-q", "origin", `${clean.trim()}:refs/heads/main`], { cwd: push.work });
		expect((await push.apiCommits())[0]).toBe(clean.trim());
		const copy = await push.scratch();
		await push.git.ok(["clone", "-q", push.remote, copy]);
		await push.git.ok(["fsck", "--full", "--strict"], { cwd: copy });
	});
});
