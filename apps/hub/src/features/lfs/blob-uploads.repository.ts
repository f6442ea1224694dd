import { findBlobBySha256 } from "../../repos/trees.repository.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

/**
 * Records that `userPk` sent (or proved to hold) blob `sha256` for a repository now; a later call
 * refreshes the time. The time is what keeps `atrium gc` off the blob until a commit references it.
 * `payerNamespace`: whose quota it counts against when not the repository's (decision 037).
 */
export async function recordBlobUpload(
	db: Kysely<Database>,
	upload: {
		sha256: string;
		repoPk: string;
		userPk: string;
		size: number;
		now?: number;
		payerNamespace?: string | null;
	},
): Promise<void> {
	const uploadedAt = upload.now ?? Date.now();
	await db
		.insertInto("blob_uploads")
		.values({
			sha256: upload.sha256,
			repo_pk: upload.repoPk,
			user_pk: upload.userPk,
			size: upload.size,
			uploaded_at: uploadedAt,
			payer_namespace: upload.payerNamespace ?? null,
		})
		.onConflict((oc) => oc.columns(["sha256", "repo_pk", "user_pk"]).doUpdateSet({ uploaded_at: uploadedAt }))
		.execute();
}

/** Whether some tree of the repository has a file with this content. */
export async function repoReferencesBlob(db: Kysely<Database>, repoPk: string, sha256: string): Promise<boolean> {
	return findBlobBySha256(db, repoPk, sha256);
}

/** Whether the blob was uploaded for this repository (by anyone with write access to it), or by this user for any. */
export async function blobUploadedFor(
	db: Kysely<Database>,
	query: { sha256: string; repoPk: string; userPk?: string },
): Promise<boolean> {
	const row = await db
		.selectFrom("blob_uploads")
		.select("sha256")
		.where("sha256", "=", query.sha256)
		.where((eb) =>
			query.userPk
				? eb.or([eb("repo_pk", "=", query.repoPk), eb("user_pk", "=", query.userPk)])
				: eb("repo_pk", "=", query.repoPk),
		)
		.limit(1)
		.executeTakeFirst();
	return row !== undefined;
}
