import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { ModelRecord } from "@atrium/tasks";
import { importFolder } from "./commits/import-folder.ts";
import { REPO_TYPES, type RepoType } from "./db/database.ts";
import { modelSnippets } from "./features/snippets/model-snippets.ts";
import { openHub, serve } from "./main.ts";
import { seedCatalogue } from "../seed/seed-catalogue.ts";

const USAGE = `Usage: atrium <command> [options]

Commands:
  serve [--port N] [--data DIR]                  start the hub (API + site); PORT, ATRIUM_DATA_DIR work too
  import <folder> --repo ns/name [--type model|dataset|space] [--message TEXT] [--data DIR]
                                                 commit a folder as the new revision of a repository
  seed [--data DIR]                              (re)load the sample catalogue
  snippets --model model.json [--provider P] [--streaming] [--bill-to ORG]
           [--endpoint-url URL] [--access-token T] --json
                                                 print { "library": [...], "inference": [...] }
`;

function fail(message: string): never {
	process.stderr.write(`atrium: ${message}\n\n${USAGE}`);
	process.exit(2);
}

async function run(argv: string[]): Promise<void> {
	const [command, ...rest] = argv;
	if (!command || command === "help" || command === "--help" || command === "-h") {
		process.stdout.write(USAGE);
		return;
	}
	if (command === "serve") {
		const { values } = parseArgs({
			args: rest,
			options: { port: { type: "string" }, data: { type: "string" }, host: { type: "string" } },
		});
		const port = values.port === undefined ? undefined : Number(values.port);
		if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
			fail(`invalid --port ${values.port}`);
		await serve({
			...(port !== undefined ? { port } : {}),
			...(values.data ? { data: values.data } : {}),
			...(values.host ? { host: values.host } : {}),
		});
		return;
	}
	if (command === "import") {
		const { values, positionals } = parseArgs({
			args: rest,
			allowPositionals: true,
			options: {
				repo: { type: "string" },
				type: { type: "string", default: "model" },
				message: { type: "string" },
				data: { type: "string" },
			},
		});
		const folder = positionals[0];
		if (!folder) fail("import needs a folder");
		if (!values.repo) fail("import needs --repo namespace/name");
		if (!(REPO_TYPES as readonly string[]).includes(values.type))
			fail(`--type must be one of ${REPO_TYPES.join(", ")}`);
		const hub = await openHub(values.data ? { data: values.data } : {});
		try {
			const result = await importFolder(hub, {
				folder,
				repoId: values.repo,
				type: values.type as RepoType,
				...(values.message ? { message: values.message } : {}),
			});
			process.stdout.write(`Committed ${values.repo} at ${result.commitId}\n`);
			for (const warning of [
				...(result.metadata.cardDataError ? [result.metadata.cardDataError] : []),
				...result.metadata.warnings,
			]) {
				process.stdout.write(`warning: ${warning}\n`);
			}
		} finally {
			await hub.db.kysely.destroy();
		}
		return;
	}
	if (command === "seed") {
		const { values } = parseArgs({ args: rest, options: { data: { type: "string" } } });
		const hub = await openHub(values.data ? { data: values.data } : {});
		try {
			const count = await seedCatalogue(hub);
			process.stdout.write(`Loaded ${count} sample repositories\n`);
		} finally {
			await hub.db.kysely.destroy();
		}
		return;
	}
	if (command === "snippets") {
		const { values } = parseArgs({
			args: rest,
			options: {
				model: { type: "string" },
				provider: { type: "string" },
				streaming: { type: "boolean" },
				"bill-to": { type: "string" },
				"endpoint-url": { type: "string" },
				"access-token": { type: "string" },
				json: { type: "boolean" },
			},
		});
		if (!values.model) fail("snippets needs --model model.json");
		let model: ModelRecord;
		try {
			model = JSON.parse(await readFile(values.model, "utf8")) as ModelRecord;
		} catch (error) {
			fail(`cannot read ${values.model}: ${error instanceof Error ? error.message : String(error)}`);
		}
		if (typeof model !== "object" || model === null || typeof model.id !== "string")
			fail(`${values.model} must hold a model object with an "id"`);
		const result = modelSnippets(model, values.provider, {
			...(values.streaming ? { streaming: true } : {}),
			...(values["bill-to"] ? { billTo: values["bill-to"] } : {}),
			...(values["endpoint-url"] ? { endpointUrl: values["endpoint-url"] } : {}),
			...(values["access-token"] ? { accessToken: values["access-token"] } : {}),
		});
		if (values.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
		else
			for (const snippet of [...result.library, ...result.inference])
				process.stdout.write(`# ${snippet.language}\n${snippet.code}\n\n`);
		return;
	}
	fail(`unknown command ${command}`);
}

run(process.argv.slice(2)).catch((error: unknown) => {
	process.stderr.write(`atrium: ${error instanceof Error ? error.message : String(error)}\n`);
	process.exit(1);
});
