import type { Selectable } from "kysely";

/** The Parquet conversion queue, one row per dataset (migration 180, decision 042). */
export interface ParquetConversionsTable {
	repo_pk: string;
	/** The default-branch commit to convert (the head when it was queued). */
	source_commit: string;
	status: "pending" | "running" | "done" | "failed";
	attempts: number;
	/** Epoch ms until which a running converter holds the job; past it the job is taken up again. */
	lease_until: number | null;
	/** The commit on `refs/convert/parquet` the last successful conversion produced. */
	converted_commit: string | null;
	error: string | null;
	updated_at: number;
}

export type ParquetConversionRow = Selectable<ParquetConversionsTable>;
