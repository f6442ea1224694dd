import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { EnvironmentError, readEnvironment } from "./environment.ts";
import { ATRIUM_BIN } from "./testing/spawn-hub.ts";

/** The one-line message a wrong environment gives (or undefined when it is accepted). */
function problemOf(env: Record<string, string>): string | undefined {
	try {
		readEnvironment(env);
		return undefined;
	} catch (error) {
		expect(error).toBeInstanceOf(EnvironmentError);
		return (error as Error).message;
	}
}

describe("readEnvironment", () => {
	it("accepts an empty environment and defaults the workers to the cores", () => {
		const env = readEnvironment({});
		expect(env.PORT).toBeUndefined();
		expect(env.workers).toBeGreaterThanOrEqual(1);
	});

	it("reads good values, typed", () => {
		const env = readEnvironment({
			PORT: "8080",
			DATABASE_URL: "postgres://u@db:5432/atrium",
			ATRIUM_STORAGE: "s3://bucket/prefix",
			ATRIUM_PUBLIC_URL: "https://hub.example.org/",
			ATRIUM_DATA_DIR: "/var/lib/atrium",
			ATRIUM_WORKERS: "3",
			ATRIUM_INFERENCE_URL: "http://127.0.0.1:9000/v1",
			ATRIUM_ACCEL_REDIRECT: "/_atrium_files/",
			ATRIUM_SHUTDOWN_GRACE_MS: "2500",
			UNRELATED: "ignored",
		});
		expect(env).toMatchObject({
			PORT: 8080,
			ATRIUM_PUBLIC_URL: "https://hub.example.org",
			ATRIUM_WORKERS: 3,
			workers: 3,
			ATRIUM_SHUTDOWN_GRACE_MS: 2500,
		});
	});

	it("reads the operations settings, and never prints a secret it refuses", () => {
		expect(
			readEnvironment({
				ATRIUM_METRICS_TOKEN: "0123456789abcdef0123",
				ATRIUM_METRICS_ADDRESS: "127.0.0.1:9464",
				ATRIUM_LOG_LEVEL: "warn",
			}),
		).toMatchObject({
			ATRIUM_METRICS_TOKEN: "0123456789abcdef0123",
			ATRIUM_METRICS_ADDRESS: "127.0.0.1:9464",
			ATRIUM_LOG_LEVEL: "warn",
		});
		expect(readEnvironment({ ATRIUM_METRICS_ADDRESS: "[::1]:9464" }).ATRIUM_METRICS_ADDRESS).toBe("[::1]:9464");
		expect(() => readEnvironment({ ATRIUM_METRICS_ADDRESS: "9464" })).toThrow(
			/ATRIUM_METRICS_ADDRESS="9464" is invalid: expected host:port/,
		);
		expect(() => readEnvironment({ ATRIUM_METRICS_ADDRESS: "h:99999" })).toThrow(/up to 65535/);
		expect(() => readEnvironment({ ATRIUM_LOG_LEVEL: "loud" })).toThrow(
			/ATRIUM_LOG_LEVEL="loud" is invalid: expected one of trace/,
		);
		expect(() => readEnvironment({ ATRIUM_METRICS_TOKEN: "short secret" })).toThrow(
			"ATRIUM_METRICS_TOKEN=(hidden) is invalid: expected a bearer token of at least 16",
		);
		expect(() => readEnvironment({ DATABASE_URL: "mysql://me:hunter2@db/x" })).toThrow(
			'DATABASE_URL="mysql://me:***@db/x"',
		);
	});

	it("reads the operator's agent harnesses", () => {
		expect(readEnvironment({ ATRIUM_AGENT_HARNESSES: "lab-agent:LAB_AGENT,ci-bot:RUNNER_KIND=agent" })).toMatchObject({
			ATRIUM_AGENT_HARNESSES: {
				"lab-agent": { envVars: { LAB_AGENT: "*" } },
				"ci-bot": { envVars: { RUNNER_KIND: "agent" } },
			},
		});
	});

	it("treats empty values as unset", () => {
		expect(readEnvironment({ PORT: "", DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
	});

	it.each([
		[{ PORT: "80a" }, 'PORT="80a" is invalid: expected a port number from 0 to 65535'],
		[{ PORT: "70000" }, 'PORT="70000" is invalid: expected a port number from 0 to 65535'],
		[{ DATABASE_URL: "mysql://x/y" }, 'DATABASE_URL="mysql://x/y" is invalid: expected a postgres:// or postgresql://'],
		[
			{ ATRIUM_STORAGE: "gs://bucket" },
			'ATRIUM_STORAGE="gs://bucket" is invalid: expected s3://bucket/prefix or file:///',
		],
		[{ ATRIUM_STORAGE: "s3:///prefix" }, "ATRIUM_STORAGE"],
		[{ ATRIUM_PUBLIC_URL: "hub.example.org" }, 'ATRIUM_PUBLIC_URL="hub.example.org" is invalid: expected an http://'],
		[{ ATRIUM_PUBLIC_URL: "https://hub.example.org/?x=1" }, "without ?query"],
		[{ ATRIUM_WORKERS: "0" }, 'ATRIUM_WORKERS="0" is invalid: expected a number of worker processes from 1 to 256'],
		[{ ATRIUM_WORKERS: "two" }, "ATRIUM_WORKERS"],
		[{ ATRIUM_INFERENCE_URL: "ftp://x" }, "ATRIUM_INFERENCE_URL"],
		[{ ATRIUM_ACCEL_REDIRECT: "internal" }, "a URL path prefix that starts and ends with /"],
		[{ ATRIUM_SHUTDOWN_GRACE_MS: "-1" }, "ATRIUM_SHUTDOWN_GRACE_MS"],
		[
			{ ATRIUM_AGENT_HARNESSES: "Lab:LAB_AGENT" },
			'ATRIUM_AGENT_HARNESSES="Lab:LAB_AGENT" is invalid: expected comma-separated entries "id" (detected by AI_AGENT=id), "id:VAR" (VAR set) or "id:VAR=value" (VAR holds value), e.g. lab-agent:LAB_AGENT,ci-bot:RUNNER_KIND=agent ("Lab" is not a harness id',
		],
		[{ ATRIUM_AGENT_HARNESSES: "lab:AI_AGENT" }, "(AI_AGENT is read for every harness already: list lab alone)"],
	])("rejects %j with one line naming the variable, the value and what is expected", (env, expected) => {
		const message = problemOf(env);
		expect(message).toContain(expected);
		expect(message).not.toContain("\n");
	});
});

it("stops `atrium serve` before anything starts, with that one line", async () => {
	const result = await new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve, reject) => {
		const child = spawn(process.execPath, [ATRIUM_BIN, "serve"], {
			env: { ...process.env, DATABASE_URL: "", ATRIUM_STORAGE: "", ATRIUM_WORKERS: "lots" },
		});
		let stderr = "";
		let stdout = "";
		child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
		child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
		child.on("error", reject);
		child.on("close", (code) => resolve({ code, stderr, stdout }));
	});
	expect(result.code).toBe(1);
	expect(result.stdout).toBe("");
	expect(result.stderr).toBe(
		'atrium: ATRIUM_WORKERS="lots" is invalid: expected a number of worker processes from 1 to 256 (default: the number of cores)\n',
	);
});
