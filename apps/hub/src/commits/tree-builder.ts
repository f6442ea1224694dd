import { turnTaker } from "./event-loop.ts";
import type { TreeEntriesTable } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { TREE_MODES } from "../git/objects/tree-entry.ts";
import { treeId } from "../git/objects/tree.ts";
import { readTree, type Executor } from "../repos/trees.repository.ts";

/** What a tree entry says about a file's blob. */
export interface BlobInfo {
	mode: string;
	oid: string;
	size: number;
	sha256: string;
	lfs_pointer_size: number | null;
}

type Child = ({ type: "file" } & BlobInfo) | { type: "directory"; oid: string; node?: DirNode };

interface DirNode {
	/** The stored tree this node started from (undefined for a new directory). */
	original?: string;
	children: Map<string, Child>;
	dirty: boolean;
}

/** The trees a set of changes produced: rows to store, changed paths, the new root. */
export interface BuiltTree {
	root: string;
	/** Rows of every new tree (stored with `on conflict do nothing`: a tree may already exist). */
	rows: Omit<TreeEntriesTable, "repo_pk">[];
	/** Paths (files and directories) whose object differs from the starting tree (removed paths left out). */
	changedPaths: string[];
	/** Total size of the files, given the starting total. */
	usedStorage: number;
	/** Whether any file path was added or removed (metadata may depend on the path list). */
	pathsChanged: boolean;
	/** The files written or removed by path (for deciding whether metadata must be re-extracted). */
	touched: Set<string>;
}

/**
 * Applies file changes to a stored tree in memory, loading only the directories on the changed
 * paths, then computes the new git tree ids bottom-up. Empty directories disappear, as in git.
 */
export class TreeBuilder {
	readonly #db: Executor;
	readonly #repoPk: string;
	readonly #root: DirNode;
	#usedStorage: number;
	#pathsChanged = false;
	readonly #touched = new Set<string>();

	constructor(db: Executor, repoPk: string, rootTree: string | null, usedStorage: number) {
		this.#db = db;
		this.#repoPk = repoPk;
		this.#root = { ...(rootTree ? { original: rootTree } : {}), children: new Map(), dirty: rootTree === null };
		this.#loaded.add(this.#root);
		if (rootTree) this.#pending.set(this.#root, rootTree);
		this.#usedStorage = usedStorage;
	}

	readonly #loaded = new Set<DirNode>();
	readonly #pending = new Map<DirNode, string>();

	async #load(node: DirNode): Promise<DirNode> {
		const oid = this.#pending.get(node);
		if (oid === undefined) return node;
		this.#pending.delete(node);
		for (const row of await readTree(this.#db, this.#repoPk, oid)) {
			node.children.set(
				row.name,
				row.type === "directory"
					? { type: "directory", oid: row.oid }
					: {
							type: "file",
							mode: row.mode,
							oid: row.oid,
							size: Number(row.size),
							sha256: row.sha256,
							lfs_pointer_size: row.lfs_pointer_size === null ? null : Number(row.lfs_pointer_size),
						},
			);
		}
		return node;
	}

	async #child(child: Extract<Child, { type: "directory" }>): Promise<DirNode> {
		if (!child.node) {
			child.node = { original: child.oid, children: new Map(), dirty: false };
			this.#pending.set(child.node, child.oid);
		}
		return this.#load(child.node);
	}

	/** The directory nodes from the root to `path`'s parent; creates missing ones when `create`. */
	async #walk(path: string, create: boolean): Promise<DirNode[] | undefined> {
		const parts = path.split("/");
		const chain = [await this.#load(this.#root)];
		for (const part of parts.slice(0, -1)) {
			const node = chain.at(-1) as DirNode;
			const child = node.children.get(part);
			if (child?.type === "directory") chain.push(await this.#child(child));
			else if (child?.type === "file") {
				if (!create) return undefined;
				throw new ApiError(
					"InvalidPath",
					`Cannot write below ${chain.length > 1 ? `${parts.slice(0, chain.length).join("/")}` : part}: it is a file`,
				);
			} else {
				if (!create) return undefined;
				const fresh: DirNode = { children: new Map(), dirty: true };
				node.children.set(part, { type: "directory", oid: "", node: fresh });
				chain.push(fresh);
			}
		}
		return chain;
	}

	#markDirty(chain: DirNode[]): void {
		for (const node of chain) node.dirty = true;
	}

	/** The file at `path`, if any. */
	async getFile(path: string): Promise<BlobInfo | undefined> {
		const chain = await this.#walk(path, false);
		const child = chain?.at(-1)?.children.get(path.slice(path.lastIndexOf("/") + 1));
		return child?.type === "file" ? child : undefined;
	}

	/** Adds or replaces the file at `path`. */
	async putFile(path: string, blob: BlobInfo): Promise<void> {
		const chain = (await this.#walk(path, true)) as DirNode[];
		const name = path.slice(path.lastIndexOf("/") + 1);
		const node = chain.at(-1) as DirNode;
		const previous = node.children.get(name);
		if (previous?.type === "directory")
			throw new ApiError("InvalidPath", `Cannot write the file ${path}: a folder of that name exists`);
		if (previous) this.#usedStorage -= previous.size;
		else this.#pathsChanged = true;
		this.#usedStorage += blob.size;
		node.children.set(name, { type: "file", ...blob });
		this.#touched.add(path);
		this.#markDirty(chain);
	}

	/** Removes the file at `path`; `EntryNotFound` when there is none. */
	async deleteFile(path: string): Promise<void> {
		const chain = await this.#walk(path, false);
		const name = path.slice(path.lastIndexOf("/") + 1);
		const node = chain?.at(-1);
		const previous = node?.children.get(name);
		if (!chain || !node || previous?.type !== "file")
			throw new ApiError("EntryNotFound", `A file with this name doesn't exist: ${path}`);
		node.children.delete(name);
		this.#usedStorage -= previous.size;
		this.#pathsChanged = true;
		this.#touched.add(path);
		this.#markDirty(chain);
	}

	/** Removes the folder at `path` with everything below it (`""` empties the tree); `EntryNotFound` when missing. */
	async deleteFolder(path: string): Promise<void> {
		if (path === "") {
			const root = await this.#load(this.#root);
			for (const [name, child] of root.children) await this.#forget(name, child);
			root.children.clear();
			root.dirty = true;
			this.#pathsChanged = true;
			return;
		}
		const chain = await this.#walk(path, false);
		const name = path.slice(path.lastIndexOf("/") + 1);
		const node = chain?.at(-1);
		const previous = node?.children.get(name);
		if (!chain || !node || previous?.type !== "directory")
			throw new ApiError("EntryNotFound", `A folder with this name doesn't exist: ${path}`);
		await this.#forget(path, previous);
		node.children.delete(name);
		this.#pathsChanged = true;
		this.#markDirty(chain);
	}

	/** Subtracts the sizes of everything below a removed child. */
	async #forget(path: string, child: Child): Promise<void> {
		this.#touched.add(path);
		if (child.type === "file") {
			this.#usedStorage -= child.size;
			return;
		}
		const node = await this.#child(child);
		for (const [name, grandchild] of node.children) await this.#forget(`${path}/${name}`, grandchild);
	}

	readonly #originals = new Map<string, Promise<Map<string, { oid: string; mode: string }>>>();

	/** The children of directory `path` in the starting tree (empty when it had none), memoised. */
	#originalChildren(path: string): Promise<Map<string, { oid: string; mode: string }>> {
		let pending = this.#originals.get(path);
		if (!pending) {
			pending = (async () => {
				let tree: string | undefined = this.#root.original;
				if (path !== "") {
					const slash = path.lastIndexOf("/");
					const parent = await this.#originalChildren(slash === -1 ? "" : path.slice(0, slash));
					const own = parent.get(path.slice(slash + 1));
					tree = own?.mode === TREE_MODES.tree ? own.oid : undefined;
				}
				const rows = tree ? await readTree(this.#db, this.#repoPk, tree) : [];
				return new Map(rows.map((row) => [row.name, { oid: row.oid, mode: row.mode }]));
			})();
			this.#originals.set(path, pending);
		}
		return pending;
	}

	/** Computes tree ids bottom-up and returns what to store, with the paths that differ from the starting tree. */
	async build(): Promise<BuiltTree> {
		const rows: BuiltTree["rows"] = [];
		const changedPaths: string[] = [];
		const seen = new Set<string>();
		const turn = turnTaker();
		const visit = async (node: DirNode, path: string): Promise<string | null> => {
			if (!node.dirty) return node.original ?? null;
			const before = await this.#originalChildren(path);
			const children: { name: string; kind: "file" | "directory"; oid: string; mode: string; child: Child }[] = [];
			for (const [name, child] of node.children) {
				await turn();
				const childPath = path ? `${path}/${name}` : name;
				const oid = child.type === "file" ? child.oid : child.node ? await visit(child.node, childPath) : child.oid;
				if (oid === null) continue;
				const mode = child.type === "file" ? child.mode : TREE_MODES.tree;
				const original = before.get(name);
				if (original?.oid !== oid || original.mode !== mode) changedPaths.push(childPath);
				children.push({ name, kind: child.type, oid, mode, child });
			}
			if (children.length === 0 && path !== "") return null;
			const oid = treeId(children);
			if (seen.has(oid)) return oid;
			seen.add(oid);
			for (const { name, kind, oid: childOid, mode, child } of children) {
				rows.push({
					tree_oid: oid,
					name,
					mode,
					type: kind,
					oid: childOid,
					size: child.type === "file" ? child.size : 0,
					sha256: child.type === "file" ? child.sha256 : "",
					lfs_pointer_size: child.type === "file" ? child.lfs_pointer_size : null,
				});
			}
			return oid;
		};
		const root = (await visit(this.#root, "")) as string;
		return {
			root,
			rows,
			changedPaths,
			usedStorage: this.#usedStorage,
			pathsChanged: this.#pathsChanged,
			touched: this.#touched,
		};
	}
}
