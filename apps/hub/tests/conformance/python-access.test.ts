import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestRepo, addTestUser } from "../../src/testing/accounts.ts";
import { passedStep, pythonSuiteRuns, runPythonSteps, type Step } from "./python-steps.ts";
import { startUploadHub, type UploadHub } from "./upload-hub.ts";

const BRANCH = "feature/v1";

describe.runIf(pythonSuiteRuns("access"))(
	"Python huggingface_hub auth_check and Xet token requests, re-enacted",
	() => {
		let server: UploadHub;
		let steps: Record<string, Step>;

		const step = <T>(name: string): T => passedStep<T>(steps, name);

		beforeAll(async () => {
			// Xet turned off (ATRIUM_XET=off): the answers of decision 022.
			server = await startUploadHub("sqlite", "fs", { xet: "off" });
			const { hub } = server;
			const reader = await addTestUser(hub.db, "reader");
			const stranger = await addTestUser(hub.db, "stranger");
			const files = { "README.md": "# Weights\n", "config.json": "{}" };
			await addTestRepo(hub, { type: "model", id: "uploader/open", files });
			await addTestRepo(hub, { type: "model", id: "uploader/gated", files, gated: "manual" });
			await addTestRepo(hub, { type: "model", id: "uploader/hidden", files, private: true });
			await addTestRepo(hub, { type: "dataset", id: "uploader/data", files: { "data.csv": "a\n1\n" } });
			const authChecks = [
				{ who: "writer", repo: "uploader/gated" },
				{ who: "writer", repo: "uploader/gated", write: true },
				{ who: "stranger", repo: "uploader/gated" },
				{ who: "anonymous", repo: "uploader/gated" },
				{ who: "reader", repo: "uploader/open" },
				{ who: "reader", repo: "uploader/open", write: true },
				{ who: "writerRead", repo: "uploader/open", write: true },
				{ who: "reader", repo: "uploader/data", type: "dataset" },
				{ who: "stranger", repo: "uploader/hidden" },
				{ who: "stranger", repo: "uploader/hidden", write: true },
			];
			const scenario = {
				endpoint: server.url,
				repo: "uploader/open",
				hidden: "uploader/hidden",
				gated: "uploader/gated",
				branch: BRANCH,
				tokens: {
					writer: server.user.write,
					writerRead: server.user.read,
					reader: reader.write,
					stranger: stranger.write,
					anonymous: null,
				},
				authChecks,
			};
			steps = await runPythonSteps("hf_access.py", scenario, 4 * 1024 * 1024);
		}, 120_000);
		afterAll(() => server.close());

		it("auth_check raises GatedRepoError without approval, tells readers from writers, hides private repositories", () => {
			const { results } = step<{ results: Record<string, { raised: string | null; status?: number }> }>("auth_check");
			expect(results).toEqual({
				"writer uploader/gated": { raised: null },
				"writer uploader/gated write": { raised: null },
				"stranger uploader/gated": { raised: "GatedRepoError", status: 403 },
				"anonymous uploader/gated": { raised: "GatedRepoError", status: 401 },
				"reader uploader/open": { raised: null },
				"reader uploader/open write": { raised: "HfHubHTTPError", status: 403 },
				"writerRead uploader/open write": { raised: "HfHubHTTPError", status: 403 },
				"reader uploader/data": { raised: null },
				"stranger uploader/hidden": { raised: "RepositoryNotFoundError", status: 404 },
				"stranger uploader/hidden write": { raised: "RepositoryNotFoundError", status: 404 },
			});
		});

		it("v1.3.7's Xet token fetch raises an HfHubHTTPError whose text tells the user to set HF_HUB_DISABLE_XET=1", () => {
			const facts = step<{ raised: string; status: number; message: string; url: string }>("xet_write_token_v1_3_7");
			expect(facts).toMatchObject({ raised: "HfHubHTTPError", status: 501 });
			expect(facts.url).toBe(`${server.url}/api/models/uploader/open/xet-write-token/main?create_pr=1`);
			expect(facts.message).toMatch(/^Server error '501 Not Implemented' for url/);
			expect(facts.message).toContain("has Xet storage turned off. Set HF_HUB_DISABLE_XET=1");
		});

		it("v1.28.0 hands the refresh URL to hf_xet: 501 at once for an encoded branch, main and create_pr, never retried", () => {
			const { requests } = step<{
				requests: { url: string; status: number; code: string; retried: boolean; shown: string }[];
			}>("xet_write_token_v1_28_0");
			expect(requests.map((request) => request.url)).toEqual([
				`${server.url}/api/models/uploader/open/xet-write-token/feature%2Fv1`,
				`${server.url}/api/models/uploader/open/xet-write-token/main`,
				`${server.url}/api/models/uploader/open/xet-write-token/None?create_pr=1`,
			]);
			for (const request of requests) {
				expect(request).toMatchObject({ status: 501, code: "XetNotSupported", retried: false });
				expect(request.shown).toContain("501 Not Implemented");
			}
		});

		it("Xet token requests check access like a download (read) or an upload (write: writers, and readers for pull requests)", () => {
			const { results } = step<{ results: Record<string, { status: number; code: string }> }>("xet_token_access");
			expect(results).toEqual({
				anonymous: { status: 501, code: "XetNotSupported" },
				reader: { status: 501, code: "XetNotSupported" },
				stranger: { status: 501, code: "XetNotSupported" },
				// Readers may upload for a pull request (decision 037): they pass, and meet Xet being off.
				"reader write": { status: 501, code: "XetNotSupported" },
				"stranger write": { status: 501, code: "XetNotSupported" },
				"writer read-only write": { status: 403, code: "Forbidden" },
				"stranger gated write": { status: 403, code: "GatedRepo" },
				"stranger hidden": { status: 404, code: "RepoNotFound" },
			});
		});
	},
);
