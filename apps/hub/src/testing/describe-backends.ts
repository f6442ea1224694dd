import { afterAll, beforeAll, describe } from "vitest";
import { createTestHub, type TestHub } from "./create-test-hub.ts";
import { BACKENDS } from "./test-backends.ts";
import { postgresReachable } from "./test-postgres.ts";

const postgres = await postgresReachable();

/** The databases every suite runs on. */
export const DIALECTS = ["sqlite", "postgres"] as const;

/**
 * Whether suites on `dialect` are skipped: PostgreSQL only, and only when `ATRIUM_TEST_SKIP_POSTGRES=1`
 * says so (the reason is printed); an unreachable PostgreSQL fails the run instead (`postgresReachable`).
 */
export function skipsDialect(dialect: (typeof DIALECTS)[number]): boolean {
	return dialect === "postgres" && !postgres;
}

/** Runs one suite on each database, titled `title [dialect]`, skipped only as {@link skipsDialect} says. */
export function describeDialects(title: string, body: (dialect: (typeof DIALECTS)[number]) => void): void {
	for (const dialect of DIALECTS) describe.skipIf(skipsDialect(dialect))(`${title} [${dialect}]`, () => body(dialect));
}

/**
 * Runs one suite against every database × storage combination (style.md §5.3): a fresh, seeded
 * hub per combination. PostgreSQL combinations are skipped only when `ATRIUM_TEST_SKIP_POSTGRES=1`
 * says so; an unreachable PostgreSQL fails the suite (see `postgresReachable`).
 */
export function describeBackends(title: string, body: (hub: () => TestHub) => void): void {
	for (const backend of BACKENDS) {
		describe.skipIf(skipsDialect(backend.dialect))(`${title} [${backend.name}]`, () => {
			body(useTestHub(backend.dialect, backend.storage));
		});
	}
}

/**
 * A fresh hub for the enclosing suite: created before its tests, closed after them. Returns its
 * getter, which throws when the hub did not start.
 */
export function useTestHub(
	dialect: (typeof DIALECTS)[number],
	storage: "fs" | "s3",
	options?: Parameters<typeof createTestHub>[2],
): () => TestHub {
	let hub: TestHub | undefined;
	beforeAll(async () => {
		hub = await createTestHub(dialect, storage, options);
	});
	afterAll(async () => {
		await hub?.close();
	});
	return () => {
		if (!hub) throw new Error("the test hub did not start");
		return hub;
	};
}
