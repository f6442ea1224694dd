#!/usr/bin/env node
// Runs the TypeScript sources of the `atrium` command on this Node: 22.18+ strips types by
// itself, 22.13–22.17 needs the flag, older versions cannot run the hub (node:sqlite, type stripping).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { commandEnvironment, nodeFlags } from "./launch-settings.js";

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
	process.stderr.write(
		`atrium: Node.js 22.13 or newer is needed (this is ${process.version}); run it through npm scripts or npx, which use the project's Node 24.\n`,
	);
	process.exit(1);
}
const cli = fileURLToPath(new URL("../src/cli.ts", import.meta.url));
let flags;
try {
	flags = nodeFlags(process.versions.node, process.env);
} catch (error) {
	process.stderr.write(`atrium: ${error instanceof Error ? error.message : String(error)}\n`);
	process.exit(1);
}
const args = [...flags, cli, ...process.argv.slice(2)];
// The compile cache lives with the installation, which only its owner may write: a cache in the shared
// temporary folder (Node's own default) could be planted by another user of the machine, and Node
// runs the bytecode it finds there.
const compileCache = fileURLToPath(new URL("../node_modules/.cache/node-compile-cache", import.meta.url));
const env = commandEnvironment(process.env, compileCache);

// Where Node can (24, 22.15+), this process becomes the command: same pid, same output, its own
// exit status and signals, and no parent kept only to wait for it (about 45 MiB resident, decision
// 054). Where the platform has no execve (Windows), it throws and the child below runs the command.
if (typeof process.execve === "function") {
	try {
		process.execve(process.execPath, [process.execPath, ...args], env);
	} catch {
		// fall back to a child process
	}
}

const child = spawn(process.execPath, args, { stdio: "inherit", env });
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
