import { spawn } from "node:child_process";

/**
 * Runs one of PostgreSQL's client programs (`pg_dump`, `pg_restore`, from the `postgresql-client`
 * package), the connection given as `--dbname=URL`; rejects with its stderr when it fails.
 */
export function runPgTool(program: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"] });
		let stderr = "";
		child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
		child.on("error", (error: NodeJS.ErrnoException) =>
			reject(
				error.code === "ENOENT"
					? new Error(`${program} is not installed: install PostgreSQL's client programs (Debian: postgresql-client)`)
					: error,
			),
		);
		child.on("exit", (code) =>
			code === 0
				? resolve()
				: reject(new Error(`${program} failed (exit ${code}): ${stderr.trim().split("\n").slice(-3).join(" ")}`)),
		);
	});
}
