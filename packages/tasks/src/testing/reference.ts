import { readFileSync } from "node:fs";

/** The shared reference facts beside the repository (`../shared/reference`), compared against by tests. */
const REFERENCE_DIR = new URL("../../../../../shared/reference/", import.meta.url);

/**
 * Whether the reference comparisons are skipped: only when `ATRIUM_TEST_SKIP_REFERENCE=1` says so
 * (the reason is printed). Without it a missing file fails the test that reads it.
 */
export const REFERENCE_SKIPPED = process.env.ATRIUM_TEST_SKIP_REFERENCE === "1";
if (REFERENCE_SKIPPED)
	console.warn("[tasks tests] ATRIUM_TEST_SKIP_REFERENCE=1: the reference comparisons are skipped");

/** Reads one reference file; throws, saying what to do, when it is absent. */
export function readReference<T>(file: string): T {
	const url = new URL(file, REFERENCE_DIR);
	let text: string;
	try {
		text = readFileSync(url, "utf8");
	} catch (error) {
		throw new Error(
			`the reference file ${url.pathname} is missing: put the shared reference folder beside the repository, or set ATRIUM_TEST_SKIP_REFERENCE=1 to skip the comparison`,
			{ cause: error },
		);
	}
	return JSON.parse(text) as T;
}
