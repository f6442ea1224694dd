import { downloadableReposFilter, type AccessSubject } from "../auth/access.ts";
import type { Db } from "../db/create-db.ts";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";

/**
 * The one rule for reusing a stored object by its hash (issue 18): storage keeps each content once,
 * whoever sent it, so knowing a sha256 must not be enough to commit or download it. Every entry point
 * asks {@link reusableObject}: the HTTP commit (`lfsFile`), the git push receiver (LFS pointers), the LFS
 * batch API ("already stored" for an upload, a link for a download).
 */

/** What the caller wants to do with the object through the repository. */
export type ObjectUse =
	/** Name it in a commit of the repository (or be told "already stored" by the batch API). */
	| "commit"
	/** Download it through the repository's LFS batch API. */
	| "download";

/** A request to reuse a stored object through a repository. */
export interface ObjectReuse {
	/** The repository the object is committed to or downloaded through; the caller is already authorized on it (`write` to commit, `download` to download). */
	repoPk: string;
	sha256: string;
	/** The size the caller announced; undefined when the object is named by hash alone (Python's server-side copy). */
	size?: number;
	who: AccessSubject;
	use: ObjectUse;
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Whether the caller may use the stored object, and its size when so (undefined otherwise). Allowed when
 * storage holds it (at the announced size, if any) and either
 * - a repository the caller may download (read access and, where gated, approval; the target repository
 *   included) has it in one of its trees, or
 * - the caller proved possession by uploading the bytes (hash and size verified) for this repository:
 *   a `blob_uploads` row of the repository (any of its writers' for a commit, the caller's own for a download).
 *
 * An object stored elsewhere that the caller may not use gets the same answer as one stored nowhere, and
 * the same work: the storage look-up and both queries always run, so neither the answer nor its time
 * tells whether the hash exists on the hub.
 */
export async function reusableObject(
	deps: { db: Db; storage: BlobStorage },
	reuse: ObjectReuse,
): Promise<{ size: number } | undefined> {
	if (!SHA256.test(reuse.sha256)) return undefined;
	const db = deps.db.kysely;
	// A download counts only the caller's own uploads; an anonymous caller has none (no account has this pk).
	const uploader = reuse.use === "download" ? (reuse.who.userPk ?? "(anonymous)") : undefined;
	const [stat, uploaded, referenced] = await Promise.all([
		deps.storage.stat(blobKey(reuse.sha256)),
		db
			.selectFrom("blob_uploads")
			.select("sha256")
			.where("sha256", "=", reuse.sha256)
			.where("repo_pk", "=", reuse.repoPk)
			.$if(uploader !== undefined, (query) => query.where("user_pk", "=", uploader ?? ""))
			.limit(1)
			.executeTakeFirst(),
		db
			.selectFrom("tree_entries")
			.innerJoin("repos", "repos.pk", "tree_entries.repo_pk")
			.select("tree_entries.repo_pk")
			.where("tree_entries.sha256", "=", reuse.sha256)
			.where((eb) => eb.or([eb("repos.pk", "=", reuse.repoPk), downloadableReposFilter(reuse.who)(eb)]))
			.limit(1)
			.executeTakeFirst(),
	]);
	if (!stat || (reuse.size !== undefined && stat.size !== reuse.size)) return undefined;
	if (uploaded === undefined && referenced === undefined) return undefined;
	return { size: stat.size };
}
