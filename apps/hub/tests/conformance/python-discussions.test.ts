import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRepo } from "../../src/testing/lfs-helpers.ts";
import { addTestUser } from "../../src/testing/accounts.ts";
import { passedStep, pythonSuiteRuns, runPythonSteps, type Step } from "./python-steps.ts";
import { startUploadHub, type UploadHub } from "./upload-hub.ts";

type Event = Record<string, unknown> & { type: string; id: string };
/** A request line with the signed part of a verify link replaced, so sequences compare. */
const unsigned = (line: string): string => line.replace(/\/api\/lfs\/verify\/[^?]+/, "/api/lfs/verify/{signed}");
type Upload = {
	commit_oid: string;
	pr_url: string | null;
	pr_revision: string;
	modes: Record<string, string>;
	puts: number;
	requests: string[];
};

describe.runIf(pythonSuiteRuns("discussions"))(
	"Python huggingface_hub discussions and pull requests, re-enacted with requests",
	() => {
		let server: UploadHub;
		let steps: Record<string, Step>;

		const step = (name: string): Step => passedStep(steps, name);

		beforeAll(async () => {
			server = await startUploadHub();
			const reader = await addTestUser(server.hub.db, "reader");
			await makeRepo(server.hub, "uploader/community", "model", { "README.md": "# community\n" });
			const scenario = {
				endpoint: server.url,
				ownerToken: server.user.write,
				readerToken: reader.write,
				repo: "uploader/community",
				lfsSize: 2 * 1024 * 1024,
			};
			steps = await runPythonSteps("hf_discussions.py", scenario, 16 * 1024 * 1024);
		}, 120_000);
		afterAll(() => server.close());

		it("opens, lists, comments, edits, hides, renames and closes a discussion as the client parses it", () => {
			const created = step("create_discussion").details as { num: number; author: string; events: Event[] };
			expect(created).toMatchObject({
				author: "reader",
				status: "open",
				is_pull_request: false,
				repo_id: "uploader/community",
			});
			expect(created.events[0]).toMatchObject({ type: "comment", content: "Does it work offline?", hidden: false });
			const list = step("get_repo_discussions").list as { num: number }[];
			expect(list.map((item) => item.num)).toEqual([created.num]);
			expect(step("comment_discussion").event).toMatchObject({
				type: "comment",
				author: "uploader",
				content: "It does.",
			});
			expect(step("edit_discussion_comment").event).toMatchObject({
				edited: true,
				content: "It does, offline too.",
				edit_history: ["It does, offline too.", "It does."],
			});
			expect(step("hide_discussion_comment").event).toMatchObject({ hidden: true, content: "" });
			expect(step("rename_discussion").event).toMatchObject({ old_title: "A question", new_title: "Offline use" });
			expect(step("change_discussion_status").event).toMatchObject({ new_status: "closed" });
			const details = step("get_discussion_details").details as { events: Event[]; title: string; status: string };
			expect(details).toMatchObject({ title: "Offline use", status: "closed", target_branch: null });
			expect(details.events.map((event) => event.type)).toEqual([
				"comment",
				"comment",
				"title-change",
				"comment",
				"status-change",
			]);
		});

		it("takes a reader's pull request from create_pr uploads to a merge by the owner", () => {
			expect(step("create_pull_request").details).toMatchObject({
				status: "draft",
				is_pull_request: true,
				target_branch: "refs/heads/main",
				conflicting_files: [],
			});
			const opened = step("upload_file_create_pr").info as { pr_url: string; pr_revision: string };
			expect(opened.pr_url).toMatch(/^http:\/\/localhost:\d+\/uploader\/community\/discussions\/\d+$/);
			expect(step("upload_file_to_pr").info).toMatchObject({ pr_url: null });
			expect(step("hf_hub_download_pr").text).toBe("# notes, v2\n");
			const refs = step("list_repo_refs").refs as { branches: { ref: string }[]; pull_requests: { ref: string }[] };
			expect(refs.branches.map((ref) => ref.ref)).toEqual(["refs/heads/main"]);
			expect(refs.pull_requests.map((ref) => ref.ref)).toContain(opened.pr_revision);
			expect(step("merge_by_reader").refused).toMatch(/403/);
			step("merge_pull_request");
			const merged = step("pr_details").details as { status: string; merge_commit_oid: string; events: Event[] };
			expect(merged.status).toBe("merged");
			expect(merged.merge_commit_oid).toMatch(/^[0-9a-f]{40}$/);
			expect(merged.events.map((event) => event.type)).toEqual(["commit", "commit", "comment", "status-change"]);
			expect(step("download_main").text).toBe("# notes, v2\n");
		});

		it("takes a push_to_hub-style create_pr upload with an LFS file, then a commit to refs/pr/N, read back at the ref", () => {
			const opened = step("push_to_hub_create_pr").info as Upload;
			expect(opened.modes).toEqual({ "config.json": "regular", "model.safetensors": "lfs" });
			expect(opened.puts).toBe(1);
			expect(opened.pr_url).toMatch(/^http:\/\/localhost:\d+\/uploader\/community\/discussions\/\d+$/);
			// The client's sequence: preupload and commit carry create_pr=1, the LFS batch names no ref.
			expect(opened.requests.map(unsigned)).toEqual([
				"POST /api/models/uploader/community/preupload/main?create_pr=1",
				"POST /uploader/community.git/info/lfs/objects/batch",
				"POST /api/lfs/verify/{signed}",
				"POST /api/models/uploader/community/commit/main?create_pr=1",
			]);
			const pr = opened.pr_revision;
			const encoded = encodeURIComponent(pr);
			const later = step("commit_lfs_to_pr").info as Upload;
			expect(later).toMatchObject({ pr_url: null, puts: 1, modes: { "model.safetensors": "lfs" } });
			expect(later.requests.map(unsigned)).toEqual([
				`POST /api/models/uploader/community/preupload/${encoded}`,
				"POST /uploader/community.git/info/lfs/objects/batch",
				"POST /api/lfs/verify/{signed}",
				`POST /api/models/uploader/community/commit/${encoded}`,
			]);
			const download = step("hf_hub_download_lfs_pr") as unknown as Record<string, string>;
			expect(download.sha256).toBe(download.expected);
			expect(download.etag).toBe(download.expected);
			expect(download.commit).toBe(later.commit_oid);
			// The pull request stays open: main never received the weights.
			expect(step("download_main_lfs").status).toBe(404);
		});
	},
);
