import { execFile, execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect } from "vitest";

/**
 * Running the re-enacted Python client sequences (`hf_*.py`): each script takes a scenario as JSON,
 * does its calls with `requests` the way `huggingface_hub` makes them, and prints `{steps}`, one
 * result per named step. Shared by the step-based conformance suites.
 */

const here = dirname(fileURLToPath(import.meta.url));

/** The Python the suites run (Debian's, with python3-requests). */
export const PYTHON = process.env.ATRIUM_TEST_PYTHON ?? "/usr/bin/python3";

/**
 * Whether a Python suite runs: the Python with `requests` must be there, unless
 * `ATRIUM_TEST_SKIP_PYTHON=1` skips it (the reason is printed). A missing Python otherwise fails the run.
 */
export function pythonSuiteRuns(suite: string): boolean {
	if (process.env.ATRIUM_TEST_SKIP_PYTHON === "1") {
		console.warn(`[conformance] ATRIUM_TEST_SKIP_PYTHON=1: the Python ${suite} suite is skipped`);
		return false;
	}
	try {
		execFileSync(PYTHON, ["-c", "import requests"], { stdio: "ignore" });
		return true;
	} catch (error) {
		throw new Error(
			`${PYTHON} with requests is unavailable: apt-get install python3-requests, or set ATRIUM_TEST_SKIP_PYTHON=1 to skip the ${suite} suite`,
			{ cause: error },
		);
	}
}

/** One step's result: whether it did what the client expects, and the facts it read. */
export interface Step {
	ok: boolean;
	error?: string;
	trace?: string;
	[fact: string]: unknown;
}

/** Runs `script` (beside this file) with `scenario` and answers its steps by name. */
export async function runPythonSteps(
	script: string,
	scenario: unknown,
	maxBuffer = 16 * 1024 * 1024,
): Promise<Record<string, Step>> {
	const { stdout } = await promisify(execFile)(PYTHON, [join(here, script), JSON.stringify(scenario)], {
		cwd: here,
		maxBuffer,
		// No __pycache__ left beside the sources.
		env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
	});
	return (JSON.parse(stdout) as { steps: Record<string, Step> }).steps;
}

/** The step `name` of `steps`, failing the test with the script's error and trace unless it went well. */
export function passedStep<T = Step>(steps: Record<string, Step>, name: string): T {
	const result = steps[name];
	expect(result, `step ${name} missing`).toBeDefined();
	expect(result?.ok, `${name}: ${result?.error ?? ""}\n${result?.trace ?? ""}`).toBe(true);
	return result as T;
}
