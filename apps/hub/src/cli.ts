import { mkdir, readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { ModelRecord } from "@atrium/tasks";
import { REPO_TYPES, type RepoType } from "./db/database.ts";
import { readEnvironment } from "./environment.ts";
import { dataDirOf, openHub as openHubWith, openStorage, sqlitePathOf, type ServeFlags } from "./main.ts";
import { openDb } from "./db/create-db.ts";
import { MIGRATIONS } from "./db/migrations.ts";

// Each command imports what it runs when it runs: `atrium serve` and its workers (every one of which
// starts here) then hold none of the other commands' modules, such as backup, restore, gc, the seed
// data or the snippets generators (decision 057).

const USAGE = `Usage: atrium <command> [options]

Commands:
  serve [--port N] [--data DIR]                  start the hub (API + site); PORT, ATRIUM_DATA_DIR work too
        [--spaces-port N|next]                   also serve static spaces on port N (next: PORT + 1); ATRIUM_SPACES_PORT
  migrate [--data DIR]                           apply the pending database migrations (DATABASE_URL or the data dir's SQLite), then exit
  import <folder> --repo ns/name [--type model|dataset|space] [--message TEXT] [--private] [--owner USER] [--data DIR]
                                                 commit a folder as the new revision of a repository; a namespace
                                                 nobody owns becomes an organization run by the site admins
                                                 (and USER)
  users add NAME [--email E] [--admin] --password-stdin [--data DIR]
                                                 create a user (the first one is an admin); password on stdin
  tokens create NAME [--role read|write] [--token-name T] [--data DIR]
                                                 create an access token; prints it alone on stdout
  seed [--data DIR]                              (re)load the sample catalogue
  convert [--data DIR]                           convert the datasets waiting for their Parquet version, then exit
                                                 (a serving hub runs it by itself when a dataset changes)
  gc [--dry-run] [--grace-hours H] [--data DIR]  remove stored files no commit references (kept: the last H hours, default 24)
  quota show|reset NAMESPACE [--data DIR]        what a namespace stores, and its quota; reset: back to the default
  quota set NAMESPACE BYTES [--data DIR]         a namespace's own storage quota in bytes (0: no quota)
  backup DIR [--data DIR]                        consistent copy of a (running) hub: database + referenced blobs
  restore DIR [--data DIR]                       bring a backup back into a fresh data dir or an empty database
  snippets --model model.json [--provider P] [--streaming] [--bill-to ORG]
           [--endpoint-url URL] [--access-token T] --json
                                                 print { "library": [...], "inference": [...] }
`;

/** Bad input to a command: one line on stderr, exit status 1. */
function refuse(message: string): never {
	process.stderr.write(`atrium: ${message}\n`);
	process.exit(1);
}

/**
 * Opens the hub for a one-shot command: pending migrations are applied (under the lock), quietly,
 * so a first `atrium users add` or `import` works on a new data dir and its output stays its own
 * (`atrium migrate` and `atrium serve` are the ones that list what they apply).
 */
function openHub(flags: ServeFlags): ReturnType<typeof openHubWith> {
	return openHubWith(flags, undefined, { schema: "migrate" });
}

/** Everything on stdin, without one trailing line break. */
async function readStdin(): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks)
		.toString("utf8")
		.replace(/\r?\n$/, "");
}

/** Runs `body` on an open hub and closes its database afterwards; ApiErrors become one-line refusals. */
async function withHub<T>(
	data: string | undefined,
	body: (hub: Awaited<ReturnType<typeof openHub>>) => Promise<T>,
): Promise<T> {
	const hub = await openHub(data ? { data } : {});
	try {
		return await body(hub);
	} catch (error) {
		if (error instanceof Error && error.name === "ApiError") refuse(error.message);
		throw error;
	} finally {
		await hub.db.kysely.destroy();
	}
}

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
			options: {
				port: { type: "string" },
				data: { type: "string" },
				host: { type: "string" },
				"spaces-port": { type: "string" },
			},
		});
		const port = values.port === undefined ? undefined : Number(values.port);
		if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
			fail(`invalid --port ${values.port}`);
		const spacesFlag = values["spaces-port"];
		const spacesPort = spacesFlag === undefined || spacesFlag === "next" ? spacesFlag : Number(spacesFlag);
		if (typeof spacesPort === "number" && (!Number.isInteger(spacesPort) || spacesPort < 0 || spacesPort > 65535))
			fail(`invalid --spaces-port ${spacesFlag}`);
		const { serve } = await import("./server/serve-hub.ts");
		await serve({
			...(port !== undefined ? { port } : {}),
			...(spacesPort !== undefined ? { spacesPort } : {}),
			...(values.data ? { data: values.data } : {}),
			...(values.host ? { host: values.host } : {}),
		});
		return;
	}
	if (command === "migrate") {
		const { values } = parseArgs({ args: rest, options: { data: { type: "string" } } });
		const env = readEnvironment();
		const dataDir = dataDirOf(values.data, env);
		await mkdir(dataDir, { recursive: true });
		const { db, applied } = await openDb({ url: env.DATABASE_URL, sqlitePath: sqlitePathOf(dataDir) }, "migrate", {
			onWait: () => process.stdout.write("another process is applying the migrations; waiting for it to finish\n"),
		});
		await db.kysely.destroy();
		for (const name of applied) process.stdout.write(`applied migration ${name}\n`);
		process.stdout.write(
			`${applied.length === 0 ? "Nothing to apply" : `Applied ${applied.length} migrations`}: the ${db.dialect} database is up to date (${Object.keys(MIGRATIONS).length} migrations)\n`,
		);
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
				private: { type: "boolean" },
				owner: { type: "string" },
				data: { type: "string" },
			},
		});
		const folder = positionals[0];
		if (!folder) fail("import needs a folder");
		if (!values.repo) fail("import needs --repo namespace/name");
		if (!(REPO_TYPES as readonly string[]).includes(values.type))
			fail(`--type must be one of ${REPO_TYPES.join(", ")}`);
		const repoId = values.repo;
		const namespace = repoId.slice(0, Math.max(repoId.indexOf("/"), 0));
		const [{ findAccount }, { setMember }, { importFolder }] = await Promise.all([
			import("./auth/accounts.repository.ts"),
			import("./auth/orgs.repository.ts"),
			import("./commits/import-folder.ts"),
		]);
		const result = await withHub(values.data, async (hub) => {
			const db = hub.db.kysely;
			// A namespace nobody owns gets its organization with the repository (namespace-claims.ts).
			const ownerBefore = namespace === "" ? undefined : await findAccount(db, namespace);
			const owner = values.owner === undefined ? undefined : await findAccount(db, values.owner);
			if (values.owner !== undefined && (!owner || owner.kind !== "user")) refuse(`unknown user ${values.owner}`);
			if (owner && ownerBefore)
				refuse(
					`--owner is for a namespace nobody owns yet: ${ownerBefore.name} is already a${ownerBefore.kind === "org" ? "n organization" : " user"}`,
				);
			// The operator's own writes: no storage quota (only db and storage, not the hub's limits).
			const imported = await importFolder(
				{ db: hub.db, storage: hub.storage },
				{
					folder,
					repoId,
					type: values.type as RepoType,
					...(values.message ? { message: values.message } : {}),
					// Private from the first moment: never visible between the commit and the setting.
					...(values.private ? { private: true } : {}),
				},
			);
			const org = ownerBefore ? undefined : await findAccount(db, namespace);
			if (org?.kind === "org") {
				if (owner) await setMember(db, org.pk, owner.pk, "admin");
				process.stdout.write(
					`Created organization ${org.name}, administered by the site admins${owner ? ` and ${owner.name}` : ""}\n`,
				);
			}
			// An existing repository becomes private too.
			if (values.private) await db.updateTable("repos").set({ private: 1 }).where("pk", "=", imported.repoPk).execute();
			return imported;
		});
		process.stdout.write(`Committed ${values.repo} at ${result.commitId}${values.private ? " (private)" : ""}\n`);
		for (const warning of [
			...(result.metadata.cardDataError ? [result.metadata.cardDataError] : []),
			...result.metadata.warnings,
		]) {
			process.stdout.write(`warning: ${warning}\n`);
		}
		return;
	}
	if (command === "users") {
		const [sub, ...args] = rest;
		if (sub !== "add") fail("usage: atrium users add NAME [--email E] [--admin] --password-stdin");
		const { values, positionals } = parseArgs({
			args,
			allowPositionals: true,
			options: {
				email: { type: "string" },
				admin: { type: "boolean" },
				"password-stdin": { type: "boolean" },
				data: { type: "string" },
			},
		});
		const name = positionals[0];
		if (!name || positionals.length > 1) refuse("users add needs exactly one user NAME");
		if (!values["password-stdin"]) refuse("users add needs --password-stdin (the password is read from stdin)");
		const password = await readStdin();
		if (password === "") refuse("the password on stdin is empty");
		const { createUser } = await import("./auth/accounts.repository.ts");
		const user = await withHub(values.data, (hub) =>
			createUser(hub.db.kysely, { name, email: values.email, password, admin: values.admin }),
		);
		process.stderr.write(`Created user ${user.name}${user.is_admin ? " (admin)" : ""}\n`);
		return;
	}
	if (command === "tokens") {
		const [sub, ...args] = rest;
		if (sub !== "create") fail("usage: atrium tokens create NAME [--role read|write] [--token-name T]");
		const { values, positionals } = parseArgs({
			args,
			allowPositionals: true,
			options: {
				role: { type: "string", default: "write" },
				"token-name": { type: "string", default: "cli" },
				data: { type: "string" },
			},
		});
		const name = positionals[0];
		if (!name || positionals.length > 1) refuse("tokens create needs exactly one user NAME");
		const [{ findAccount }, { createToken }] = await Promise.all([
			import("./auth/accounts.repository.ts"),
			import("./auth/tokens.repository.ts"),
		]);
		const secret = await withHub(values.data, async (hub) => {
			const user = await findAccount(hub.db.kysely, name);
			if (!user || user.kind !== "user") refuse(`unknown user ${name}`);
			if (user.disabled_at !== null) refuse(`user ${name} is disabled`);
			return (await createToken(hub.db.kysely, user.pk, { name: values["token-name"], role: values.role })).secret;
		});
		process.stdout.write(`${secret}\n`);
		return;
	}
	if (command === "seed") {
		const { values } = parseArgs({ args: rest, options: { data: { type: "string" } } });
		const { seedCatalogue } = await import("../seed/seed-catalogue.ts");
		const hub = await openHub(values.data ? { data: values.data } : {});
		try {
			const count = await seedCatalogue({ db: hub.db, storage: hub.storage });
			process.stdout.write(`Loaded ${count} sample repositories\n`);
		} finally {
			await hub.db.kysely.destroy();
		}
		return;
	}
	if (command === "convert") {
		const { values } = parseArgs({ args: rest, options: { data: { type: "string" } } });
		const { runConvertCommand } = await import("./server/convert-command.ts");
		await runConvertCommand(await openHub(values.data ? { data: values.data } : {}));
		process.exit(0);
	}
	if (command === "gc") {
		const { values } = parseArgs({
			args: rest,
			options: { data: { type: "string" }, "dry-run": { type: "boolean" }, "grace-hours": { type: "string" } },
		});
		const { collectGarbage, DEFAULT_GC_GRACE_MS } = await import("./gc/collect-garbage.ts");
		const hours = values["grace-hours"] === undefined ? DEFAULT_GC_GRACE_MS / 3_600_000 : Number(values["grace-hours"]);
		if (!Number.isFinite(hours) || hours < 0) fail(`invalid --grace-hours ${values["grace-hours"]}`);
		const hub = await openHub(values.data ? { data: values.data } : {});
		try {
			const dryRun = values["dry-run"] === true;
			const report = await collectGarbage(hub, { graceMs: hours * 3_600_000, dryRun });
			for (const blob of report.removed)
				process.stdout.write(`${dryRun ? "would remove" : "removed"} ${blob.sha256} (${blob.size} bytes)\n`);
			process.stdout.write(
				`${report.scanned} stored files: ${report.referenced} referenced, ${report.recent} within the last ${hours} hours, ` +
					`${report.removed.length} ${dryRun ? "to remove" : "removed"} (${report.freedBytes} bytes)\n`,
			);
			if (report.xet.removedXorbs.length > 0 || report.xet.forgottenFiles > 0)
				process.stdout.write(
					`Xet: ${report.xet.forgottenFiles} files without a blob forgotten, ${report.xet.removedXorbs.length} xorbs ` +
						`${dryRun ? "to remove" : "removed"} (${report.xet.freedBytes} bytes)\n`,
				);
		} finally {
			await hub.db.kysely.destroy();
		}
		return;
	}
	if (command === "quota") {
		const { values, positionals } = parseArgs({
			args: rest,
			allowPositionals: true,
			options: { data: { type: "string" } },
		});
		const [action, namespace, bytesText] = positionals;
		if (!namespace || !["show", "set", "reset"].includes(action ?? ""))
			fail("quota needs show, set or reset and a namespace");
		const bytes = action === "set" ? Number(bytesText) : null;
		if (action === "set" && !(bytesText !== undefined && /^\d+$/.test(bytesText) && Number.isSafeInteger(bytes)))
			refuse(`invalid quota ${JSON.stringify(bytesText ?? "")}: expected a number of bytes (0: no quota)`);
		const { namespaceUsage, setNamespaceQuota } = await import("./quotas/storage-quota.ts");
		const hub = await openHub(values.data ? { data: values.data } : {});
		try {
			if (action !== "show") await setNamespaceQuota(hub.db.kysely, namespace, bytes);
			const usage = await namespaceUsage(hub.db.kysely, hub.config.limits, namespace);
			process.stdout.write(
				`${namespace}: ${usage.committed} bytes committed, ${usage.staged} bytes uploaded and not committed; quota ${usage.quota === 0 ? "none" : `${usage.quota} bytes`}\n`,
			);
		} finally {
			await hub.db.kysely.destroy();
		}
		return;
	}
	if (command === "backup" || command === "restore") {
		const { values, positionals } = parseArgs({
			args: rest,
			allowPositionals: true,
			options: { data: { type: "string" } },
		});
		const folder = positionals[0];
		if (!folder) fail(`${command} needs a backup folder`);
		const env = readEnvironment();
		const dataDir = dataDirOf(values.data, env);
		await mkdir(dataDir, { recursive: true });
		const where = {
			...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
			sqlitePath: sqlitePathOf(dataDir),
			storage: await openStorage(dataDir, env),
		};
		const started = Date.now();
		const manifest =
			command === "backup"
				? await (await import("./backup/backup.ts")).backupHub(where, folder)
				: await (await import("./backup/restore.ts")).restoreHub(folder, where);
		const { repos, commits, treeEntries } = manifest.counts;
		const xorbs = manifest.xorbs ?? { count: 0, bytes: 0 };
		process.stdout.write(
			`${command === "backup" ? "Backed up" : "Restored"} ${repos} repositories, ${commits} commits, ${treeEntries} tree entries, ${manifest.blobs.count} blobs (${manifest.blobs.bytes} bytes) and ${xorbs.count} Xet xorbs (${xorbs.bytes} bytes) in ${Date.now() - started} ms\n`,
		);
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
		const { modelSnippets } = await import("./features/snippets/model-snippets.ts");
		const { library, inference } = modelSnippets(model, values.provider, {
			...(values.streaming ? { streaming: true } : {}),
			...(values["bill-to"] ? { billTo: values["bill-to"] } : {}),
			...(values["endpoint-url"] ? { endpointUrl: values["endpoint-url"] } : {}),
			...(values["access-token"] ? { accessToken: values["access-token"] } : {}),
		});
		if (values.json) process.stdout.write(`${JSON.stringify({ library, inference }, null, 2)}\n`);
		else
			for (const snippet of [...library, ...inference])
				process.stdout.write(`# ${snippet.language}\n${snippet.code}\n\n`);
		return;
	}
	fail(`unknown command ${command}`);
}

run(process.argv.slice(2)).catch((error: unknown) => {
	process.stderr.write(`atrium: ${error instanceof Error ? error.message : String(error)}\n`);
	process.exit(1);
});
