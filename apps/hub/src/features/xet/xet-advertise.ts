import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { RepoRow } from "../../db/database.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { requestXetConversion } from "./xet-conversions.ts";
import { casUrlOf, xetModeOf } from "./xet.routes.ts";

/** The media type `@huggingface/hub` asks `resolve` for to learn a file's Xet download facts. */
export const XET_FILEINFO_TYPE = "application/vnd.xet-fileinfo+json";

/** How a file downloadable through Xet is advertised on `resolve`. */
export interface XetAdvert {
	hash: string;
	/** `Link` header value: the read-token URL (`xet-auth`) and the reconstruction URL. */
	link: string;
	refreshUrl: string;
	reconstructionUrl: string;
}

/**
 * The Xet facts of blob `sha256` (`size` bytes) at `commitId` of `repo`, when Xet is on and the hub
 * knows the file's Xet hash (it came through a shard, or the hub chunked it): `X-Xet-Hash` plus a
 * `Link` with `rel="xet-auth"` (the Python client's signal, `utils/_xet.py`) and
 * `rel="xet-reconstruction-info"` (the JS client's). A file the hub has not chunked yet (it came
 * through LFS or git) is queued for chunking and read over HTTP meanwhile (decision 033).
 */
export async function xetAdvertOf(
	c: Context,
	deps: AppDeps,
	repo: RepoRow,
	commitId: string,
	blob: { sha256: string; size: number },
): Promise<XetAdvert | undefined> {
	if (xetModeOf(deps) !== "on") return undefined;
	const row = await deps.db.kysely
		.selectFrom("xet_files")
		.select("xet_hash")
		.where("sha256", "=", blob.sha256)
		.executeTakeFirst();
	if (!row) {
		requestXetConversion(deps, blob.sha256, blob.size);
		return undefined;
	}
	const refreshUrl = `${publicOrigin(c, deps.config)}/api/${repo.type}s/${repo.full_id}/xet-read-token/${commitId}`;
	const reconstructionUrl = `${casUrlOf(c, deps)}/v1/reconstructions/${row.xet_hash}`;
	return {
		hash: row.xet_hash,
		refreshUrl,
		reconstructionUrl,
		link: `<${refreshUrl}>; rel="xet-auth", <${reconstructionUrl}>; rel="xet-reconstruction-info"`,
	};
}

/**
 * Adds `xetHash` to the LFS entries of a tree or paths-info answer whose content the hub can serve
 * through Xet (one query for the page), so a client with a cached listing can download through Xet
 * (`huggingface_hub` reads `xetHash` with `lfs.sha256` and `lfs.size`). Unchanged when Xet is off.
 */
export async function withXetHashes<T extends Record<string, unknown>>(
	deps: Pick<AppDeps, "db" | "config">,
	entries: T[],
): Promise<T[]> {
	if (xetModeOf(deps) !== "on") return entries;
	const shaOf = (entry: T): string | undefined => {
		const lfs = entry.lfs as { oid?: unknown } | undefined;
		return typeof lfs?.oid === "string" ? lfs.oid : undefined;
	};
	const shas = [...new Set(entries.map(shaOf).filter((sha): sha is string => sha !== undefined))];
	if (shas.length === 0) return entries;
	const rows = await deps.db.kysely
		.selectFrom("xet_files")
		.select(["sha256", "xet_hash"])
		.where("sha256", "in", shas)
		.execute();
	const hashes = new Map(rows.map((row) => [row.sha256, row.xet_hash]));
	return entries.map((entry) => {
		const hash = hashes.get(shaOf(entry) ?? "");
		return hash ? { ...entry, xetHash: hash } : entry;
	});
}
