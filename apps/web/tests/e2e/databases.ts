import { afterAll, beforeAll, describe } from "vitest";
import { DATABASES, HUB_PRESENT, REAL_HUB, startSite, type Database, type SiteAndBrowser } from "./harness.ts";

// Apart from the harness, which the benches import too: they run the hub on SQLite alone and need no PostgreSQL.

/**
 * Whether the PostgreSQL runs happen, by the hub's rule (`postgresReachable`): an unreachable server
 * fails every file that starts the hub, unless `ATRIUM_TEST_SKIP_POSTGRES=1` skips those runs (said once a file).
 */
const postgres = HUB_PRESENT
	? await (await import("../../../hub/src/testing/test-postgres.ts")).postgresReachable()
	: false;

/**
 * The databases of a file that only reads the seeded catalogue through pages (and is among the
 * slowest): SQLite alone. The routes it reads are run on both databases by the hub's own suite; the
 * files that write through the site run on both here.
 */
export const READS_ONLY: readonly Database[] = ["sqlite"];

/**
 * Runs `body` once per database (all, or `databases`), each run in a suite titled `title [sqlite]`
 * or `title [postgres]`; the PostgreSQL run is skipped only as {@link postgres} says.
 */
export function describeOnDatabases(
	title: string,
	body: (database: Database) => void,
	databases: readonly Database[] = DATABASES,
): void {
	for (const database of databases)
		describe.skipIf(database === "postgres" && !postgres)(`${title} [${database}]`, () => body(database));
}

/**
 * Runs `body` against the site of `e2e`: over the real hub once per database ({@link describeOnDatabases}),
 * or once over the fake API (`title [fake API]`), the site started before the suite and stopped after it.
 */
export function describeSite(
	e2e: SiteAndBrowser,
	title: string,
	body: () => void,
	databases: readonly Database[] = DATABASES,
): void {
	const suite = (database: Database) => {
		beforeAll(async () => {
			e2e.site = await startSite(database);
		}, 180_000);
		afterAll(async () => {
			await e2e.site?.stop();
		});
		body();
	};
	if (REAL_HUB) describeOnDatabases(title, suite, databases);
	else describe(`${title} [fake API]`, () => suite("sqlite"));
}
