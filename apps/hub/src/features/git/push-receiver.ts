import { createHash } from "node:crypto";
import type { RepoRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import type { EngineDeps } from "../../commits/commit-engine.ts";
import type { Actor } from "../../quotas/limits.ts";
import { landPushedCommits, type PushedBlob, type PushedTree } from "../../commits/git-store.ts";
import { LFS_SIZE_THRESHOLD } from "../../commits/lfs-rules.ts";
import { checkRefName, DEFAULT_BRANCH, PR_REF } from "../../repos/ref-names.ts";
import type { Executor } from "../../repos/trees.repository.ts";
import { refMoveProblem } from "../../commits/ref-cas.ts";
import { updateRef } from "../../commits/refs.ts";
import { parseLfsPointer } from "../../git/lfs-pointer.ts";
import { parseCommit, type GitCommitFields } from "../../git/objects/commit.ts";
import { ObjectFormatError } from "../../git/objects/object-format-error.ts";
import { parseTag, type GitTagFields } from "../../git/objects/tag.ts";
import { parseTree } from "../../git/objects/tree.ts";
import { isTreeMode, type TreeEntry } from "../../git/objects/tree-entry.ts";
import type { UnpackedObject } from "../../git/pack-reader.ts";
import { PushRejection, ZERO_OID, type PushReceiver, type RefCommand } from "../../git/receive-pack.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import type { AccessSubject } from "../../auth/access.ts";
import { reusableObject } from "../../commits/object-reuse.ts";
import { contentsNewTo } from "../../quotas/pull-request-contents.ts";
import type { AddedBlob } from "../../quotas/storage-quota.ts";
import { saveTagObject, validTagObjects } from "./tag-objects.repository.ts";

const MIB = 1024 * 1024;

/** How a too-large regular file is explained to the pusher. */
function lfsHint(path: string, size: number): string {
	const dot = path.lastIndexOf(".");
	const pattern = dot > path.lastIndexOf("/") ? `*${path.slice(dot)}` : path;
	return (
		`${path} is ${(size / MIB).toFixed(1)} MiB; files of ${LFS_SIZE_THRESHOLD / MIB} MiB or more must be stored with git-lfs. ` +
		`Run: git lfs install && git lfs track "${pattern}" && git add .gitattributes && git add --renormalize . && git commit --amend, then push again`
	);
}

/** A ref a push moves. */
export interface PushTarget {
	kind: "branch" | "tag" | "pr";
	name: string;
}

/** What the caller's route decides about a push: who may move which ref, and what follows a move. */
export interface PushRules {
	/** Why the pusher may not move `target` (undefined: allowed). */
	policy?: (target: PushTarget) => Promise<string | undefined>;
	/**
	 * Runs inside the transaction that moves a branch or pull request ref to `commitId`; `brought` are the
	 * contents new to the repository that `payer` pays for (a pull request ref with a payer; else none).
	 */
	afterMove?: (target: PushTarget, commitId: string, trx: Executor, brought: AddedBlob[]) => Promise<void>;
	/** The namespace paying for what a push to a pull request ref brings, when not the repository's (a reader, decision 038). */
	payer?: string;
}

/**
 * The hub side of a push: stores each pushed blob in the blob store (LFS pointers must name objects
 * already uploaded through the LFS batch API; regular files over the size limit are refused), keeps
 * trees and commits, then lands each branch through the commit engine (`landPushedCommits`, ids
 * preserved, compare-and-swap on the ref) and moves tags and deletions by compare-and-swap.
 */
export class HubPushReceiver implements PushReceiver {
	private readonly blobs = new Map<string, PushedBlob>();
	private readonly oversized = new Map<string, number>();
	private readonly missingLfs = new Map<string, string>();
	private readonly trees = new Map<string, TreeEntry[]>();
	private readonly commits = new Map<string, GitCommitFields>();
	private readonly tagObjects = new Map<string, { tag: GitTagFields; body: Buffer }>();
	private readonly notes: string[] = [];
	private readonly deps: EngineDeps;
	private readonly repo: RepoRow;
	private readonly user: string;
	private readonly who: AccessSubject;
	private readonly actor: Actor | undefined;

	/**
	 * `user` is the name commits are shown under; `who` is the pusher, whom the rule on stored objects
	 * checks; `actor` is charged for the refs the push creates (none for anonymous pushes).
	 */
	constructor(deps: EngineDeps, repo: RepoRow, user: string, who: AccessSubject, actor?: Actor, rules: PushRules = {}) {
		this.deps = deps;
		this.repo = repo;
		this.user = user;
		this.who = who;
		this.actor = actor;
		this.policy = rules.policy ?? (async () => undefined);
		this.afterMove = rules.afterMove;
		this.payer = rules.payer;
	}
	private readonly policy: NonNullable<PushRules["policy"]>;
	private readonly afterMove: PushRules["afterMove"];
	private readonly payer: string | undefined;

	messages(): string[] {
		return this.notes;
	}

	async onObject(object: UnpackedObject): Promise<void> {
		try {
			if (object.type === "blob") await this.storeBlob(object);
			else if (object.type === "tree") this.trees.set(object.oid, parseTree(object.data));
			else if (object.type === "commit") this.commits.set(object.oid, parseCommit(object.data));
			else this.tagObjects.set(object.oid, { tag: parseTag(object.data), body: object.data });
		} catch (error) {
			if (error instanceof ObjectFormatError) throw new PushRejection(`${object.type} ${object.oid}: ${error.message}`);
			throw error;
		}
	}

	private async storeBlob(object: UnpackedObject): Promise<void> {
		const { storage } = this.deps;
		const pointer = parseLfsPointer(object.data);
		if (pointer) {
			// A pointer is not proof of holding the object (issue 18): the pusher must be able to download it
			// from some repository or have uploaded it for this one; else it counts as not uploaded at all.
			const usable = await reusableObject(this.deps, {
				repoPk: this.repo.pk,
				sha256: pointer.sha256,
				size: pointer.size,
				who: this.who,
				use: "commit",
			});
			if (!usable) this.missingLfs.set(object.oid, pointer.sha256);
			this.blobs.set(object.oid, {
				size: pointer.size,
				sha256: pointer.sha256,
				lfsPointerSize: object.data.byteLength,
			});
			return;
		}
		if (object.data.byteLength >= LFS_SIZE_THRESHOLD) {
			this.oversized.set(object.oid, object.data.byteLength);
			return;
		}
		const sha256 = createHash("sha256").update(object.data).digest("hex");
		const key = blobKey(sha256);
		if (!(await storage.stat(key))) await storage.put(key, object.data, object.data.byteLength);
		this.blobs.set(object.oid, { size: object.data.byteLength, sha256, lfsPointerSize: null });
	}

	async apply(commands: RefCommand[], options: { atomic: boolean }): Promise<Map<string, string | undefined>> {
		const results = new Map<string, string | undefined>();
		// Branches first, so a tag may name a commit pushed in the same push.
		const ordered = [...commands].sort(
			(a, b) => Number(a.ref.startsWith("refs/tags/")) - Number(b.ref.startsWith("refs/tags/")),
		);
		if (options.atomic) {
			for (const command of ordered) {
				const problem = await this.check(command);
				if (problem) {
					for (const other of commands) results.set(other.ref, other === command ? problem : "atomic push failed");
					return results;
				}
			}
		}
		for (const command of ordered) {
			try {
				results.set(command.ref, (await this.check(command)) ?? (await this.update(command)));
			} catch (error) {
				if (error instanceof ApiError || error instanceof PushRejection) results.set(command.ref, error.message);
				else throw error;
			}
		}
		return results;
	}

	private refOf(ref: string): PushTarget | undefined {
		if (PR_REF.test(ref)) return { kind: "pr", name: ref };
		if (ref.startsWith("refs/heads/")) return { kind: "branch", name: ref.slice(11) };
		if (ref.startsWith("refs/tags/")) return { kind: "tag", name: ref.slice(10) };
		return undefined;
	}

	/** What the ref advertises: for a tag with a stored tag object, the object's id. */
	private async current(kind: PushTarget["kind"], name: string): Promise<string | undefined> {
		const commit = await this.currentCommit(kind, name);
		if (kind !== "tag" || commit === undefined) return commit;
		return (await validTagObjects(this.deps.db.kysely, this.repo.pk)).get(name)?.oid ?? commit;
	}

	/** The commit the ref's row points to. */
	private async currentCommit(kind: PushTarget["kind"], name: string): Promise<string | undefined> {
		const row = await this.deps.db.kysely
			.selectFrom("refs")
			.select("commit_id")
			.where("repo_pk", "=", this.repo.pk)
			.where("kind", "=", kind)
			.where("name", "=", name)
			.executeTakeFirst();
		return row?.commit_id;
	}

	private async knownCommits(oids: string[]): Promise<Map<string, string[]>> {
		if (oids.length === 0) return new Map();
		const rows = await this.deps.db.kysely
			.selectFrom("commits")
			.select(["id", "parents"])
			.where("repo_pk", "=", this.repo.pk)
			.where("id", "in", oids)
			.execute();
		return new Map(rows.map((row) => [row.id, row.parents === "" ? [] : row.parents.split(" ")]));
	}

	/** Why a command cannot apply (undefined when it can), without changing anything. */
	private async check(command: RefCommand): Promise<string | undefined> {
		const target = this.refOf(command.ref);
		if (!target) return "only branches (refs/heads/*), tags (refs/tags/*) and pull requests (refs/pr/N) can be pushed";
		const refused = await this.policy(target);
		if (refused) return refused;
		if (target.kind === "pr" && command.newOid === ZERO_OID)
			return "a pull request's ref is not deleted by a push: close the pull request instead";
		try {
			if (target.kind !== "pr") checkRefName(target.name);
		} catch (error) {
			if (error instanceof ApiError) return error.message;
			throw error;
		}
		const current = (await this.current(target.kind, target.name)) ?? ZERO_OID;
		if (current !== command.oldOid) return "fetch first: the ref has moved on the hub";
		if (command.newOid === ZERO_OID) {
			if (target.kind === "branch" && target.name === DEFAULT_BRANCH) return "refusing to delete the default branch";
			return undefined;
		}
		if (target.kind === "tag") {
			const tagObject = this.tagObjects.get(command.newOid);
			if (tagObject && tagObject.tag.type !== "commit") return "an annotated tag must name a commit";
			const commit = tagObject ? tagObject.tag.object : command.newOid;
			if (!this.commits.has(commit) && (await this.knownCommits([commit])).size === 0)
				return "a tag must point to a commit of a pushed branch";
			return undefined;
		}
		if (this.tagObjects.has(command.newOid)) return "a branch must point to a commit";
		const fresh = await this.newCommits(command.newOid);
		if (typeof fresh === "string") return fresh;
		const problem = this.fileProblem(fresh);
		if (problem) return problem;
		// The ref rules every writer obeys (ref-cas.ts), asked before anything lands; they run again at the swap.
		const ruled = await refMoveProblem(
			this.deps.db.kysely,
			this.repo,
			target.kind,
			target.name,
			current === ZERO_OID ? null : current,
			command.newOid,
			(oid) => this.commits.get(oid)?.parents,
		);
		return ruled && `${ruled.code}: ${ruled.message}`;
	}

	/** The pushed commits the hub lacks, from `tip` back to known history, parents first; or why they cannot land. */
	private async newCommits(tip: string): Promise<{ oid: string; fields: GitCommitFields }[] | string> {
		const order: { oid: string; fields: GitCommitFields }[] = [];
		const state = new Map<string, "open" | "done">();
		const known = await this.knownCommits([tip]);
		if (known.has(tip)) return [];
		const stack: { oid: string; expanded: boolean }[] = [{ oid: tip, expanded: false }];
		while (stack.length > 0) {
			const top = stack[stack.length - 1] as { oid: string; expanded: boolean };
			const fields = this.commits.get(top.oid);
			if (!fields) return `missing commit ${top.oid} (push from a complete clone, not a shallow one)`;
			if (top.expanded) {
				stack.pop();
				if (state.get(top.oid) !== "done") {
					state.set(top.oid, "done");
					order.push({ oid: top.oid, fields });
				}
				continue;
			}
			top.expanded = true;
			state.set(top.oid, "open");
			const unknown = fields.parents.filter((parent) => !state.has(parent));
			const inRepo = await this.knownCommits(unknown.filter((parent) => !this.commits.has(parent)));
			for (const parent of unknown) if (!inRepo.has(parent)) stack.push({ oid: parent, expanded: false });
			if (order.length + stack.length > 1_000_000) return "too many commits in one push";
		}
		return order;
	}

	/** An oversized regular file or an LFS object that was not uploaded, named by path, in the new commits' trees. */
	private fileProblem(commits: { fields: GitCommitFields }[]): string | undefined {
		if (this.oversized.size === 0 && this.missingLfs.size === 0) return undefined;
		const seen = new Set<string>();
		const walk = (tree: string, prefix: string): string | undefined => {
			if (seen.has(tree)) return undefined;
			seen.add(tree);
			for (const entry of this.trees.get(tree) ?? []) {
				const path = `${prefix}${entry.name}`;
				if (isTreeMode(entry.mode)) {
					const found = walk(entry.oid, `${path}/`);
					if (found) return found;
					continue;
				}
				const size = this.oversized.get(entry.oid);
				if (size !== undefined) {
					const hint = lfsHint(path, size);
					this.notes.push(hint);
					return `${path} is larger than ${LFS_SIZE_THRESHOLD / MIB} MiB: track it with git lfs (git lfs track)`;
				}
				const sha256 = this.missingLfs.get(entry.oid);
				if (sha256 !== undefined)
					return `the LFS object of ${path} (${sha256}) was not uploaded; run git lfs push --all origin`;
			}
			return undefined;
		};
		for (const commit of commits) {
			const found = walk(commit.fields.tree, "");
			if (found) return found;
		}
		return undefined;
	}

	/** The pushed trees reachable from the commits' root trees (each once). */
	private treesOf(commits: { fields: GitCommitFields }[]): string[] {
		const seen = new Set<string>();
		const stack = commits.map((commit) => commit.fields.tree);
		while (stack.length > 0) {
			const oid = stack.pop() as string;
			const entries = this.trees.get(oid);
			if (seen.has(oid) || !entries) continue;
			seen.add(oid);
			for (const entry of entries) if (isTreeMode(entry.mode)) stack.push(entry.oid);
		}
		return [...seen];
	}

	private async update(command: RefCommand): Promise<undefined> {
		const target = this.refOf(command.ref) as PushTarget;
		const expected = command.oldOid === ZERO_OID ? null : command.oldOid;
		if (target.kind === "tag") {
			const tagObject = this.tagObjects.get(command.newOid);
			const commit = command.newOid === ZERO_OID ? null : (tagObject?.tag.object ?? command.newOid);
			const before = (await this.currentCommit("tag", target.name)) ?? null;
			await updateRef(this.deps.db, this.repo, "tag", target.name, before, commit, this.actor);
			await saveTagObject(
				this.deps.db.kysely,
				this.repo.pk,
				target.name,
				tagObject && commit ? { oid: command.newOid, target: commit, body: tagObject.body } : undefined,
			);
			return undefined;
		}
		if (command.newOid === ZERO_OID) {
			await updateRef(this.deps.db, this.repo, target.kind, target.name, expected, null);
			return undefined;
		}
		const fresh = await this.newCommits(command.newOid);
		if (typeof fresh === "string") throw new PushRejection(fresh);
		if (fresh.length === 0) {
			// Moving a branch to a commit the hub already has (a rewind, or another branch's commit).
			await updateRef(
				this.deps.db,
				this.repo,
				target.kind === "pr" ? "pr" : "branch",
				target.name,
				expected,
				command.newOid,
				this.actor,
				this.afterMove && ((trx) => this.afterMove?.(target, command.newOid, trx, []) ?? Promise.resolve()),
			);
			return undefined;
		}
		// Only the trees of the commits being landed (they passed `check`): a tree of a refused branch of the
		// same push may name an LFS object the pusher may not use, and must not be stored in the repository.
		const trees: PushedTree[] = this.treesOf(fresh).map((oid) => ({ oid, entries: this.trees.get(oid) ?? [] }));
		const payer = target.kind === "pr" ? this.payer : undefined;
		const brought = payer
			? await contentsNewTo(
					this.deps.db.kysely,
					this.repo.pk,
					[...this.blobs.values()].map((blob) => ({ sha256: blob.sha256, size: blob.size })),
				)
			: [];
		await landPushedCommits(this.deps, {
			repo: this.repo,
			branch: target.name,
			expected,
			trees,
			blobs: this.blobs,
			commits: fresh.map((commit) => commit.fields),
			user: this.user,
			...(this.actor ? { actor: this.actor } : {}),
			...(payer ? { quotaPayer: { namespace: payer, adding: brought } } : {}),
			...(this.afterMove
				? { after: (trx: Executor, id: string) => this.afterMove?.(target, id, trx, brought) ?? Promise.resolve() }
				: {}),
		});
		return undefined;
	}
}
