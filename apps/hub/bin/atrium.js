#!/usr/bin/env node
// Runs the TypeScript sources of the `atrium` command on this Node: 22.18+ strips types by
// itself, 22.13–22.17 needs the flag, older versions cannot run the hub (node:sqlite, type stripping).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
	process.stderr.write(
		`atrium: Node.js 22.13 or newer is needed (this is ${process.version}); run it through npm scripts or npx, which use the project's Node 24.\n`,
	);
	process.exit(1);
}
const flags = ["--conditions=atrium-source", "--disable-warning=ExperimentalWarning"];
// A young generation of at most 2 × 8 MiB per process (V8 lets it grow to 2 × 32 MiB under load
// here): about 200 MiB less resident memory for a hub with two workers, for 10–15 % fewer requests
// per second under a mixed load (decision 050). Workers inherit the flag; a size set in NODE_OPTIONS
// is left to win. `npm start` comes through here too, so this is the one place the size is set.
if (!/--max-semi-space-size\b/.test(process.env.NODE_OPTIONS ?? "")) flags.push("--max-semi-space-size=8");
if (major === 22 && minor < 18) flags.push("--experimental-strip-types");
const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
const child = spawn(process.execPath, [...flags, cli, ...process.argv.slice(2)], { stdio: "inherit" });
child.on("exit", (code, signal) => {
	if (!signal) process.exit(code ?? 0);
	process.removeAllListeners(signal);
	process.kill(process.pid, signal);
});
// The first SIGINT/SIGTERM is passed on to the command (which shuts down gracefully, once); later
// ones are not: the command ignores repeats, and this launcher stays until it exits, whatever the
// signal reached (this process, the command, or the whole group).
let forwarded = false;
for (const signal of ["SIGINT", "SIGTERM"])
	process.on(signal, () => {
		if (forwarded) return;
		forwarded = true;
		child.kill(signal);
	});
