#!/usr/bin/env node
// Runs the TypeScript sources of the `atrium` command on this Node (22.13+ strips the types itself).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
const child = spawn(
	process.execPath,
	["--conditions=atrium-source", "--disable-warning=ExperimentalWarning", cli, ...process.argv.slice(2)],
	{
		stdio: "inherit",
	},
);
child.on("exit", (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 0)));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
