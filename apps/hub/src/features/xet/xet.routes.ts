import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, loadRepoFor, type RepoNeed } from "../../auth/access.ts";
import { ApiError } from "../../errors.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";

/**
 * Whether the hub speaks Xet. Only `"off"` exists until Xet storage is implemented; a later
 * `ATRIUM_XET` setting (read in `main.ts`, carried in the config) will add the mode that issues tokens.
 */
export type XetMode = "off";

/** The message a client gets while Xet is off: what to do, in words the Python client shows. */
export const XET_OFF_MESSAGE =
	"This hub does not support Xet storage yet. Set HF_HUB_DISABLE_XET=1 in the environment so huggingface_hub " +
	"uploads and downloads through Git LFS (needed from huggingface_hub 1.20 on, when hf_xet is installed).";

/**
 * Whether an answer is the deliberate "Xet is off" refusal: 501 with `XetNotSupported` (decision 022).
 * It is the one 5xx the hub sends on purpose; the tests that forbid 5xx accept exactly this one.
 */
export function isXetOffAnswer(status: number, errorCode: string | null | undefined): boolean {
	return status === 501 && errorCode === "XetNotSupported";
}

/** What a token of each kind lets its holder do: a write token writes, a read token downloads. */
const NEEDS = { write: "write", read: "download" } as const satisfies Record<string, RepoNeed>;

/**
 * `GET /api/{type}s/{id}/xet-{write|read}-token/{rev}` (`?create_pr=1` may come): the Xet access token
 * the Python client asks for before an Xet upload (`_commit_api.py` `_upload_xet_files`) or download.
 *
 * The access check is the one of the operation the token grants (write, resp. download), so a caller
 * who may not read the repository gets exactly the missing-repository answer, and a reader asking
 * for a write token gets `Forbidden`. For those who may, Xet being off answers `XetNotSupported`:
 * status 501, which `hf_xet` treats as permanent (no retries) and `hf_raise_for_status` shows with
 * the message (`X-Error-Message` and the JSON `error`). The revision does not change that answer
 * (the client sends `None` when it does not know it yet, for pull requests), so it is not resolved.
 */
export function xetRoutes(deps: AppDeps, options: { mode?: XetMode } = {}): AppHono {
	const mode: XetMode = options.mode ?? "off";
	const app = factory.createApp();

	const answer = async (c: AppContext, kind: keyof typeof NEEDS): Promise<Response> => {
		const { type, namespace, name } = c.req.param() as { type: string; namespace: string; name: string };
		const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
		await authorizeRepo(c, deps, repo, NEEDS[kind]);
		switch (mode) {
			case "off":
				throw new ApiError("XetNotSupported", XET_OFF_MESSAGE);
		}
	};

	for (const kind of ["write", "read"] as const) {
		const base = `/api/:type{(?:models|datasets|spaces)}/:namespace/:name/xet-${kind}-token`;
		app.get(base, (c) => answer(c, kind));
		app.get(`${base}/:rev{.+}`, (c) => answer(c, kind));
	}
	return app;
}
