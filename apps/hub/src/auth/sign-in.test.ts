import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDb, type Db } from "../db/create-db.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { TEST_POSTGRES_URL } from "../testing/test-postgres.ts";
import { createUser } from "./accounts.repository.ts";
import { kdfRunCount, setPasswordCost } from "./passwords.ts";
import { ACCOUNT_FAILURE_LIMIT, checkSignIn } from "./sign-in.ts";

setPasswordCost(10);

/**
 * Two hub workers are two connections (pools) to one database: the attempt limit must hold across
 * them, so the counting lives in the database, one statement per attempt.
 */
describeDialects("password attempts across two database connections", (dialect) => {
	let first: Db;
	let second: Db;
	let cleanup: () => Promise<void>;
	beforeAll(async () => {
		if (dialect === "sqlite") {
			const dir = await mkdtemp(join(tmpdir(), "atrium-sign-in-"));
			first = await createDb({ sqlitePath: join(dir, "atrium.db") });
			second = await createDb({ sqlitePath: join(dir, "atrium.db") });
			cleanup = () => rm(dir, { recursive: true, force: true });
		} else {
			const schema = `hub_signin_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
			first = await createDb({ url: TEST_POSTGRES_URL, schema });
			second = await createDb({ url: TEST_POSTGRES_URL, schema });
			cleanup = async () => {
				await first.kysely.schema.dropSchema(schema).ifExists().cascade().execute();
			};
		}
		await createUser(first.kysely, { name: "nina", password: "nina-password" });
	});
	afterAll(async () => {
		await second?.kysely.destroy();
		if (cleanup) {
			if (dialect === "sqlite") await first?.kysely.destroy();
			await cleanup();
			if (dialect === "postgres") await first?.kysely.destroy();
		}
	});

	it("checks no more than the limit when wrong passwords arrive through both at once", async () => {
		const before = kdfRunCount();
		const outcomes = await Promise.allSettled(
			Array.from({ length: 30 }, (_, attempt) =>
				checkSignIn(attempt % 2 === 0 ? first.kysely : second.kysely, {
					name: "nina",
					password: "wrong-password",
					address: `192.0.2.${attempt}`,
				}),
			),
		);
		const codes = outcomes.map((outcome) =>
			outcome.status === "rejected" ? (outcome.reason as { code?: string }).code : "signed-in",
		);
		expect(codes.filter((code) => code === "SignInFailed")).toHaveLength(ACCOUNT_FAILURE_LIMIT);
		expect(codes.filter((code) => code === "TooManyAttempts")).toHaveLength(30 - ACCOUNT_FAILURE_LIMIT);
		expect(kdfRunCount() - before).toBe(ACCOUNT_FAILURE_LIMIT);
		const counter = await second.kysely
			.selectFrom("signin_attempts")
			.select("failures")
			.where("key", "=", "user:nina")
			.executeTakeFirstOrThrow();
		expect(Number(counter.failures)).toBe(ACCOUNT_FAILURE_LIMIT);
	});
});
