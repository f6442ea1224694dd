import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDialects } from "../testing/describe-backends.ts";
import { emptyRepoRow } from "../testing/repo-rows.ts";
import { openTestDb } from "../testing/test-backends.ts";
import type { Db } from "./create-db.ts";
import { uploadPayerMigration } from "./migration-150-upload-payer.ts";

const REPO = "d".repeat(24);

/**
 * Migration 150 on rows of the old shape: the column is dropped again (as before 150), a reservation
 * and a claim written without it, and 150 run again: the old rows read a null payer (their repository's
 * namespace pays), new rows take one.
 */
describeDialects("migration 150_upload_payer", (dialect) => {
	let db: Db;
	let close: () => Promise<void>;
	beforeAll(async () => {
		({ db, close } = await openTestDb(dialect));
	});
	afterAll(() => close());

	it("keeps rows written before it with a null payer and stores a payer on new ones", async () => {
		const kysely = db.kysely;
		await kysely
			.insertInto("repos")
			.values(emptyRepoRow(REPO, "model", "owner/paid"))
			.execute();
		for (const table of ["upload_reservations", "blob_uploads"]) {
			await kysely.schema.dropIndex(`${table}_payer`).execute();
			await kysely.schema.alterTable(table).dropColumn("payer_namespace").execute();
		}
		await sql`insert into upload_reservations (sha256, repo_pk, size, expires_at) values (${"a".repeat(64)}, ${REPO}, 10, 99)`.execute(
			kysely,
		);
		await sql`insert into blob_uploads (sha256, repo_pk, user_pk, size, uploaded_at) values (${"a".repeat(64)}, ${REPO}, ${"u".repeat(24)}, 10, 1)`.execute(
			kysely,
		);
		await uploadPayerMigration.up(kysely);
		expect(await kysely.selectFrom("upload_reservations").select(["size", "payer_namespace"]).execute()).toEqual([
			{ size: 10, payer_namespace: null },
		]);
		expect(await kysely.selectFrom("blob_uploads").select("payer_namespace").execute()).toEqual([
			{ payer_namespace: null },
		]);
		await kysely
			.insertInto("upload_reservations")
			.values({ sha256: "b".repeat(64), repo_pk: REPO, size: 20, expires_at: 99, payer_namespace: "reader" })
			.execute();
		const paid = await kysely
			.selectFrom("upload_reservations")
			.select("payer_namespace")
			.where("sha256", "=", "b".repeat(64))
			.executeTakeFirst();
		expect(paid?.payer_namespace).toBe("reader");
	});
});
