import pg from "pg";

/** The PostgreSQL server tests use (trust auth), overridable with `ATRIUM_TEST_POSTGRES_URL`. */
export const TEST_POSTGRES_URL = process.env.ATRIUM_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let reachable: Promise<boolean> | undefined;

/**
 * Whether the PostgreSQL cases run: true when the test PostgreSQL answers (checked once, 3 s
 * timeout), false only when `ATRIUM_TEST_SKIP_POSTGRES=1` asks to skip them (the reason is
 * printed). An unreachable server without that variable rejects, so the suite fails instead of
 * passing without PostgreSQL.
 */
export function postgresReachable(): Promise<boolean> {
	reachable ??= (async () => {
		if (process.env.ATRIUM_TEST_SKIP_POSTGRES === "1") {
			console.warn("[tests] ATRIUM_TEST_SKIP_POSTGRES=1: the PostgreSQL cases are skipped");
			return false;
		}
		const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
		try {
			await client.connect();
			await client.query("select 1");
			return true;
		} catch (error) {
			throw new Error(
				`PostgreSQL at ${TEST_POSTGRES_URL} is unreachable (${(error as Error).message}): start it, set ATRIUM_TEST_POSTGRES_URL, or set ATRIUM_TEST_SKIP_POSTGRES=1 to skip its cases`,
				{ cause: error },
			);
		} finally {
			await client.end().catch(() => undefined);
		}
	})();
	return reachable;
}

/**
 * Creates an empty PostgreSQL database for one test (for code that only takes a `DATABASE_URL`), named
 * `<prefix>_<pid>_<random>`; drop it with `drop`.
 */
export async function createTestDatabase(prefix = "hub_test"): Promise<{ url: string; drop: () => Promise<void> }> {
	if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`invalid database name prefix: ${prefix}`);
	const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
	const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
	await admin.connect();
	await admin.query(`create database ${name}`);
	await admin.end();
	const url = new URL(TEST_POSTGRES_URL);
	url.pathname = `/${name}`;
	return {
		url: url.toString(),
		drop: async () => {
			const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
			await client.connect();
			// A pool's `end()` resolves before its sockets have closed: a connection still closing when the
			// forced drop terminates it emits an error nobody listens to. Wait until the server has seen the
			// test's own connections go (bounded: a process the test left running is then terminated).
			for (let round = 0; round < 250; round++) {
				const open = await client.query<{ n: string }>(
					"select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
					[name],
				);
				if (Number(open.rows[0]?.n ?? 0) === 0) break;
				await new Promise((resolve) => setTimeout(resolve, 20));
			}
			await client.query(`drop database if exists ${name} with (force)`);
			await client.end();
		},
	};
}
