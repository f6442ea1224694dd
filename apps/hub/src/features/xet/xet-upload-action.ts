import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { RepoRow } from "../../db/database.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { prNumberOf } from "../../repos/ref-names.ts";
import { casUrlOf } from "./xet.routes.ts";
import { signXetToken, XET_TOKEN_TTL_SECONDS, xetTokenKey } from "./xet-tokens.ts";

/**
 * The `actions.upload` of an LFS batch answer with `transfer: "xet"` (what `@huggingface/hub`'s
 * `commit` reads): `href` is the write-token URL the client refreshes its token from, and the headers
 * carry the CAS URL, a write token for `revision` and its expiry (epoch seconds). `payer` is the
 * reader's namespace when a reader prepares a pull request (decision 037): the token carries it, and the
 * refresh URL asks with `create_pr=1` unless `revision` is already a pull request's ref.
 */
export async function xetUploadAction(
	c: Context,
	deps: Pick<AppDeps, "db" | "config">,
	repo: RepoRow,
	uploader: { userPk: string; payer: string | null },
	revision: string,
	nowMs: number,
): Promise<{ href: string; header: Record<string, string> }> {
	const expires = Math.floor(nowMs / 1000) + XET_TOKEN_TTL_SECONDS;
	const token = signXetToken(await xetTokenKey(deps.db), {
		direction: "write",
		repoPk: repo.pk,
		revision,
		userPk: uploader.userPk,
		payer: uploader.payer ?? "",
		expires,
	});
	const prRefresh = uploader.payer !== null && prNumberOf(revision) === undefined ? "?create_pr=1" : "";
	return {
		href: `${publicOrigin(c, deps.config)}/api/${repo.type}s/${repo.full_id}/xet-write-token/${encodeURIComponent(revision)}${prRefresh}`,
		header: {
			"X-Xet-Cas-Url": casUrlOf(c, deps),
			"X-Xet-Access-Token": token,
			"X-Xet-Token-Expiration": String(expires),
		},
	};
}
