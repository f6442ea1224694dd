import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, loadRepoFor, viewerOf } from "../../auth/access.ts";
import { ApiError } from "../../errors.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { CAS_PATH } from "../../xet/cas-path.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import { uploadPayer } from "../discussions/discussion-access.ts";
import { signXetToken, XET_TOKEN_TTL_SECONDS, xetTokenKey, type XetDirection } from "./xet-tokens.ts";

/** Whether the hub speaks Xet: `"on"` issues tokens and serves the CAS, `"off"` refuses (decision 022). */
export type XetMode = "on" | "off";

/** The mode of a hub: its config's, `"on"` unless set. */
export function xetModeOf(deps: Pick<AppDeps, "config">): XetMode {
	return deps.config.xet ?? "on";
}

export { CAS_PATH };

/** The message a client gets while Xet is off: what to do, in words the Python client shows. */
export const XET_OFF_MESSAGE =
	"This hub has Xet storage turned off. Set HF_HUB_DISABLE_XET=1 in the environment so huggingface_hub " +
	"uploads and downloads through Git LFS (needed from huggingface_hub 1.20 on, when hf_xet is installed).";

/**
 * Whether an answer is the deliberate "Xet is off" refusal: 501 with `XetNotSupported` (decision 022).
 * It is the one 5xx the hub sends on purpose; the tests that forbid 5xx accept exactly this one.
 */
export function isXetOffAnswer(status: number, errorCode: string | null | undefined): boolean {
	return status === 501 && errorCode === "XetNotSupported";
}

/** The CAS base URL tokens point to: `{public origin}/xet-cas`. */
export function casUrlOf(c: AppContext, deps: Pick<AppDeps, "config">): string {
	return `${publicOrigin(c, deps.config)}${CAS_PATH}`;
}

/**
 * `GET /api/{type}s/{id}/xet-{write|read}-token/{rev}` (`?create_pr=1` may come): the Xet access token
 * the clients ask for before an Xet upload (`_commit_api.py` `_upload_xet_files`, hf_xet's token
 * refresh) or download, as `{accessToken, exp, casUrl}` (decision 032).
 *
 * The access check is the one of the operation the token grants, so a caller who may not read the
 * repository gets exactly the missing-repository answer. A read token needs download; a write token is
 * an upload as through the LFS batch: writers, and readers who may take part in pull requests, whose
 * uploads their own namespace pays for (the token carries the payer, decision 037; what they upload
 * they commit only to their pull requests). The revision is recorded in the token, not resolved: the
 * client sends `None` when it does not know it yet (`create_pr=1`), and the commit checks the branch.
 * With Xet off, callers who pass the check get `XetNotSupported` (501), which `hf_xet` treats as permanent.
 */
export function xetRoutes(deps: AppDeps, options: { mode?: XetMode } = {}): AppHono {
	const mode: XetMode = options.mode ?? xetModeOf(deps);
	const now = deps.now ?? Date.now;
	const app = factory.createApp();

	const answer = async (c: AppContext, direction: XetDirection): Promise<Response> => {
		const { type, namespace, name } = c.req.param() as { type: string; namespace: string; name: string };
		const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
		let payer: string | null = null;
		if (direction === "write") {
			await authorizeRepo(c, deps, repo, "read");
			payer = await uploadPayer(c, deps, repo);
		} else await authorizeRepo(c, deps, repo, "download");
		if (mode === "off") throw new ApiError("XetNotSupported", XET_OFF_MESSAGE);
		const viewer = viewerOf(c);
		const expires = Math.floor(now() / 1000) + XET_TOKEN_TTL_SECONDS;
		const accessToken = signXetToken(await xetTokenKey(deps.db), {
			direction,
			repoPk: repo.pk,
			revision: c.req.param("rev") ?? "main",
			userPk: viewer.kind === "user" ? viewer.userId : "",
			payer: payer ?? "",
			expires,
		});
		c.header("Cache-Control", "no-store");
		return c.json({ accessToken, exp: expires, casUrl: casUrlOf(c, deps) });
	};

	for (const direction of ["write", "read"] as const) {
		const base = `/api/:type{(?:models|datasets|spaces)}/:namespace/:name/xet-${direction}-token`;
		app.get(base, (c) => answer(c, direction));
		app.get(`${base}/:rev{.+}`, (c) => answer(c, direction));
	}
	return app;
}
