import { memoryColumns } from "../metadata/memory-estimate.ts";
import { randomBytes } from "node:crypto";
import { ensureNamespaceOwner } from "../auth/namespace-claims.ts";
import type { CommitRow, RepoRow, RepoType } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { extractMetadata, type RepoMetadata } from "../metadata/extract-metadata.ts";
import { parseRepoId } from "../repo-ids/repo-ids.ts";
import type { Actor } from "../quotas/limits.ts";
import { repoCharge, takeRate } from "../quotas/rate-limits.ts";
import { checkCommitQuota, type EngineDeps } from "./commit-engine.ts";
import {
	blobsOfOperations,
	checkOperationPaths,
	prepareBlobs,
	type CommitOperation,
	type PreparedBlob,
} from "./commit-operations.ts";
import { insertCommit, ownCommitFields, userOf, type CommitAuthor } from "./land-commit.ts";
import { DEFAULT_GITATTRIBUTES } from "./lfs-rules.ts";
import { DEFAULT_BRANCH } from "../repos/ref-names.ts";
import { findRepo } from "../repos/repos.repository.ts";
import { TreeBuilder } from "./tree-builder.ts";
import { readBlob } from "./tree-metadata.ts";
import { insertTreeRows, type TreeRow } from "./tree-writing.ts";
import { rowsBelow } from "../repos/tree-copy.ts";
import { listRecursive } from "../repos/trees.repository.ts";
import type { AddedBlob } from "../quotas/storage-quota.ts";
import { recordWebhookEvent } from "../webhooks/outbox.ts";

/** What a new repository is made of. */
export interface CreateRepoInput {
	type: RepoType;
	/** `namespace/name`. */
	id: string;
	private?: boolean;
	gated?: "false" | "auto" | "manual";
	/** Spaces: the SDK, written into the initial README's front matter. */
	sdk?: string;
	/** The first commit; default: `.gitattributes` (and a space's README), "initial commit" by `system`. */
	initial?: { operations: CommitOperation[]; message: string; author: CommitAuthor | string; timeMs?: number };
	/** Who creates it: counts against their hourly allowance of new repositories (`RateLimited`). */
	actor?: Actor;
	/**
	 * Instead of `initial`, the first commit holds the tree of this commit of another repository
	 * (`duplicate_repo`); the caller has checked it may download that repository (decision 015).
	 */
	copyOf?: { repoPk: string; commit: CommitRow };
}

const encoder = new TextEncoder();

/** The files of the Hub's initial commit: `.gitattributes`, plus a README naming a space's SDK. */
function initialOperations(input: CreateRepoInput): CommitOperation[] {
	const operations: CommitOperation[] = [
		{ op: "put", path: ".gitattributes", content: { kind: "regular", bytes: encoder.encode(DEFAULT_GITATTRIBUTES) } },
	];
	if (input.type === "space") {
		const name = input.id.slice(input.id.indexOf("/") + 1);
		const readme = `---\ntitle: ${JSON.stringify(name)}\nsdk: ${input.sdk ?? "static"}\npinned: false\n---\n\n# ${name}\n`;
		operations.push({ op: "put", path: "README.md", content: { kind: "regular", bytes: encoder.encode(readme) } });
	}
	return operations;
}

/**
 * Creates a repository with its first commit on the default branch, in one transaction.
 * `RepoExists` (409) when the type + id is taken. Only additions are allowed in `initial`.
 * A namespace nobody owns gets its organization in the same transaction (`namespace-claims.ts`):
 * a namespace that holds repositories is never free for someone to sign up under.
 */
export async function createRepo(
	deps: EngineDeps,
	input: CreateRepoInput,
): Promise<{ repo: RepoRow; commitId: string }> {
	const { namespace, name } = parseRepoId(input.id);
	if (await findRepo(deps.db.kysely, input.type, input.id)) throw repoExists(input);
	const pk = randomBytes(12).toString("hex");
	const first = input.copyOf ? await copiedTree(deps, input.copyOf) : await builtTree(deps, input, pk, namespace);
	if (input.copyOf) {
		await checkCommitQuota(deps, namespace, first.adding);
		if (input.actor) await takeRate(deps.db.kysely, repoCharge(input.actor));
	}
	const timeMs = input.initial?.timeMs ?? Date.now();
	const author = input.initial?.author ?? "system";
	const repo: RepoRow = {
		pk,
		type: input.type,
		full_id: input.id,
		namespace,
		name,
		private: input.private ? 1 : 0,
		gated: input.gated ?? "false",
		created_at: timeMs,
		last_modified: timeMs,
		sha: "",
		likes: 0,
		downloads: 0,
		downloads_all_time: 0,
		trending_score: 0,
		pipeline_tag: null,
		library_name: null,
		sdk: null,
		num_parameters: null,
		...memoryColumns(undefined),
		search_text: "",
		used_storage: 0,
		info: "{}",
	};
	try {
		const commitId = await deps.db.kysely.transaction().execute(async (trx) => {
			await ensureNamespaceOwner(trx, namespace);
			await trx.insertInto("repos").values(repo).execute();
			await recordWebhookEvent(trx, { repo, scope: "repo", action: "create", at: timeMs });
			// A new repository takes its name back from a moved one: the old name stops redirecting.
			await trx.deleteFrom("repo_redirects").where("type", "=", input.type).where("from_id", "=", input.id).execute();
			await insertTreeRows(trx, pk, first.rows);
			return insertCommit(trx, repo, DEFAULT_BRANCH, null, {
				fields: ownCommitFields(first.root, [], author, timeMs, input.initial?.message ?? "initial commit"),
				user: userOf(author),
				timeMs,
				metadata: first.metadata,
				usedStorage: first.usedStorage,
				changedPaths: first.changedPaths,
			});
		});
		const stored = await findRepo(deps.db.kysely, input.type, input.id);
		if (!stored) throw new Error(`repository ${input.id} vanished after creation`);
		return { repo: stored, commitId };
	} catch (error) {
		if (!(error instanceof ApiError) && (await findRepo(deps.db.kysely, input.type, input.id))) throw repoExists(input);
		throw error;
	}
}

/** The first commit's tree: its root, rows to store, metadata, size and paths (all new in a root commit). */
interface FirstTree {
	root: string;
	rows: TreeRow[];
	metadata: RepoMetadata;
	usedStorage: number;
	changedPaths: string[];
	/** The contents it names, weighed against the namespace's quota. */
	adding: AddedBlob[];
}

/** The tree of `initial` (or the default files), built from its operations; their contents stored. */
async function builtTree(deps: EngineDeps, input: CreateRepoInput, pk: string, namespace: string): Promise<FirstTree> {
	const operations = input.initial?.operations ?? initialOperations(input);
	if (!operations.some((operation) => operation.path === ".gitattributes"))
		operations.unshift(initialOperations({ ...input, type: "model" })[0] as CommitOperation);
	checkOperationPaths(operations);
	await checkCommitQuota(deps, namespace, blobsOfOperations(operations));
	if (input.actor) await takeRate(deps.db.kysely, repoCharge(input.actor));
	const prepared = await prepareBlobs(deps.storage, operations);
	const builder = new TreeBuilder(deps.db.kysely, pk, null, 0);
	const files = new Map<string, PreparedBlob>();
	for (const operation of operations) {
		if (operation.op !== "put") throw new ApiError("BadRequest", "A repository's first commit can only add files");
		const blob = prepared.get(operation) as PreparedBlob;
		const { bytes: _bytes, ...info } = blob;
		await builder.putFile(operation.path, info);
		files.set(operation.path, blob);
	}
	const built = await builder.build();
	const metadata = await extractMetadata(input.type, [...files.keys()].sort(), async (path, maxBytes) => {
		const file = files.get(path);
		if (!file) return new Uint8Array();
		if (file.bytes) return maxBytes === undefined ? file.bytes : file.bytes.subarray(0, maxBytes);
		return readBlob(deps.storage, file.sha256, file.size, maxBytes);
	});
	return { ...built, metadata, adding: [] };
}

/** The tree of another repository's commit, as it is (`duplicate_repo`): its rows are stored again for the new repository. */
async function copiedTree(deps: EngineDeps, source: NonNullable<CreateRepoInput["copyOf"]>): Promise<FirstTree> {
	const rows = await rowsBelow(deps.db.kysely, source.repoPk, source.commit.tree_oid);
	const files = new Map<string, { sha256: string; size: number }>();
	for (const row of rows) if (row.type === "file" && row.sha256 !== "") files.set(row.sha256, row);
	const paths = (await listRecursive(deps.db.kysely, source.repoPk, source.commit.tree_oid, "")).map(
		(entry) => entry.path,
	);
	return {
		root: source.commit.tree_oid,
		rows,
		metadata: JSON.parse(source.commit.info) as RepoMetadata,
		usedStorage: Number(source.commit.used_storage),
		changedPaths: paths,
		adding: [...files.values()].map(({ sha256, size }) => ({ sha256, size: Number(size) })),
	};
}

function repoExists(input: { type: RepoType; id: string }): ApiError {
	return new ApiError("RepoExists", `You already created this ${input.type} repo: ${input.id}`);
}
