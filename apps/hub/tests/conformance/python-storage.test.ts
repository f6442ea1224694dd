import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestRepo, addTestUser, postAs } from "../../src/testing/accounts.ts";
import { commitFiles } from "../../src/testing/lfs-helpers.ts";
import { passedStep, pythonSuiteRuns, runPythonSteps, type Step } from "./python-steps.ts";
import { startUploadHub, type UploadHub } from "./upload-hub.ts";

const REPO = "uploader/store";
const BRANCH = "my-branch";

describe.runIf(pythonSuiteRuns("storage"))(
	"Python huggingface_hub list_lfs_files, permanently_delete_lfs_files, super_squash_history, duplicate_repo, re-enacted",
	() => {
		let server: UploadHub;
		const ran: { steps: Record<string, Step> } = { steps: {} };
		const step = <T>(name: string): T => passedStep<T>(ran.steps, name);

		beforeAll(async () => {
			server = await startUploadHub("sqlite", "fs");
			const { hub, user } = server;
			const stranger = await addTestUser(hub.db, "stranger");
			// The sequence of the client's own test: LFS and text files on main, then more on a branch.
			await addTestRepo(hub, { type: "model", id: REPO, files: { "lfs_file.bin": "LFS content" } });
			await commitFiles(hub, REPO, "main", { "txt_file.txt": "TXT content" });
			await commitFiles(hub, REPO, "main", { "lfs_file_2.bin": "LFS content 2", "txt_file_2.txt": "TXT content 2" });
			expect((await postAs(hub, `/api/models/${REPO}/branch/${BRANCH}`, user, {})).status).toBe(200);
			await commitFiles(hub, REPO, BRANCH, { "lfs_file_branch.bin": "LFS content branch" });
			await commitFiles(hub, REPO, BRANCH, { "txt_file_branch.txt": "TXT content branch" });
			expect((await postAs(hub, `/api/models/${REPO}/tag/main`, user, { tag: "v1" })).status).toBe(200);
			await addTestRepo(hub, {
				type: "model",
				id: "uploader/source",
				files: { "w.bin": "weights", "README.md": "# s\n" },
			});
			await addTestRepo(hub, { type: "model", id: "uploader/hidden", files: { "w.bin": "secret" }, private: true });
			await addTestRepo(hub, { type: "space", id: "uploader/demo", files: { "index.html": "<p>hi</p>" } });
			const scenario = {
				endpoint: server.url,
				repo: REPO,
				branch: BRANCH,
				tag: "v1",
				lfsOnMain: "lfs_file.bin",
				source: "uploader/source",
				space: "uploader/demo",
				hidden: "uploader/hidden",
				tokens: { writer: user.write, stranger: stranger.write },
			};
			ran.steps = await runPythonSteps("hf_storage.py", scenario, 4 * 1024 * 1024);
		}, 120_000);
		afterAll(() => server.close());

		it("lists LFS objects with their ref, deletes main's, and the branch's one remains (the client's own test)", () => {
			const facts = step<Record<string, unknown>>("list_and_delete_lfs_files");
			expect(facts).toMatchObject({
				listed: ["lfs_file.bin", "lfs_file_2.bin", "lfs_file_branch.bin"],
				refs: {
					"lfs_file.bin": "refs/heads/main",
					"lfs_file_2.bin": "refs/heads/main",
					"lfs_file_branch.bin": `refs/heads/${BRANCH}`,
				},
				posts: 1,
				after: ["lfs_file_branch.bin"],
				mainFiles: [".gitattributes", "txt_file.txt", "txt_file_2.txt"],
				download: "EntryNotFoundError",
				strangerList: "RepositoryNotFoundError",
			});
		});

		it("squashes main to one commit titled as the client names it, the branch only when asked; tags refused", () => {
			const facts = step<Record<string, unknown>>("super_squash_history");
			expect(facts).toEqual({
				ok: true,
				mainTitles: ["Super-squash branch 'main' using huggingface_hub"],
				branchBefore: 5,
				branchAfter: 5,
				branchTitles: [`Super-squash branch '${BRANCH}' using huggingface_hub`],
				tag: "BadRequestError",
			});
		});

		it("duplicates into a named or the caller's namespace, exist_ok reads the 409's url, spaces by v1.3.7's body", () => {
			const facts = step<Record<string, unknown>>("duplicate_repo");
			expect(facts).toMatchObject({
				named: { status: 200, repo_type: "model", repo_id: "uploader/copy", payload: { visibility: "private" } },
				again: { status: 409, repo_id: "uploader/copy" },
				taken: "HfHubHTTPError",
				ownNamespace: { status: 200, repo_id: "stranger/source" },
				space: { status: 200, repo_type: "space", repo_id: "uploader/demo-copy", payload: { private: false } },
				copiedFiles: [".gitattributes", "README.md", "w.bin"],
				copyCommits: 1,
				hidden: "RepositoryNotFoundError",
			});
		});
	},
);
