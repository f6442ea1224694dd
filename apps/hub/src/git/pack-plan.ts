import { objectId } from "./objects/object-id.ts";
import type { PackObject } from "./pack-writer.ts";
import type { GitObjectSource, SourceCommit, SourceTreeEntry } from "./object-source.ts";
import { isTreeMode } from "./objects/tree-entry.ts";
import { writeTree } from "./objects/tree.ts";

/** What a client asked upload-pack for. */
export interface FetchRequest {
	wants: string[];
	/** Haves we know (the common commits). */
	common: string[];
	/** Commits the client's history is cut at (its `.git/shallow`). */
	clientShallow: string[];
	/** `deepen <n>`: keep n commits from each want. */
	depth?: number;
	/** `deepen-relative`: the depth counts from the client's shallow commits instead of from the wants. */
	deepenRelative?: boolean;
	/** `deepen-since <seconds>`: keep commits at or after this committer time. */
	deepenSince?: number;
	/** Send annotated tags that point at commits being sent (`include-tag`). */
	includeTag?: boolean;
}

/** The objects to send and the shallow boundary changes to announce first. */
export interface FetchPlan {
	shallow: string[];
	unshallow: string[];
	count: number;
	objects(): AsyncIterable<PackObject>;
}

/** Thrown when a want names nothing this repository has; the message goes to the client (`ERR`). */
export class WantError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "WantError";
	}
}

const BATCH = 500;

/** How many generations below the common haves are marked as held by the client. */
const HAVE_WALK_GENERATIONS = 256;

async function inBatches<T>(
	ids: readonly string[],
	load: (batch: string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
	const result = new Map<string, T>();
	for (let i = 0; i < ids.length; i += BATCH) {
		for (const [key, value] of await load(ids.slice(i, i + BATCH))) result.set(key, value);
	}
	return result;
}

/** Walks commits breadth first from `starts`, one batch query per generation. */
async function walkCommits(
	source: GitObjectSource,
	starts: readonly string[],
	visit: (commit: SourceCommit, depth: number) => string[],
): Promise<void> {
	const seen = new Set<string>(starts);
	let frontier = [...starts];
	for (let depth = 1; frontier.length > 0; depth++) {
		const commits = await inBatches(frontier, (batch) => source.commits(batch));
		const next: string[] = [];
		for (const oid of frontier) {
			const commit = commits.get(oid);
			if (!commit) continue;
			for (const parent of visit(commit, depth)) {
				if (seen.has(parent)) continue;
				seen.add(parent);
				next.push(parent);
			}
		}
		frontier = next;
	}
}

/** Walks trees breadth first from `roots`, skipping ids in `skip`; calls `onTree` and `onBlob` once per id. */
async function walkTrees(
	source: GitObjectSource,
	roots: readonly string[],
	skip: ReadonlySet<string>,
	onTree: (oid: string, entries: SourceTreeEntry[]) => void,
	onBlob: (entry: SourceTreeEntry) => void,
): Promise<void> {
	const seen = new Set<string>();
	let frontier = roots.filter((oid) => !skip.has(oid) && !seen.has(oid) && seen.add(oid));
	while (frontier.length > 0) {
		const trees = await inBatches(frontier, (batch) => source.trees(batch));
		const next: string[] = [];
		for (const oid of frontier) {
			const entries = trees.get(oid);
			if (!entries) throw new Error(`tree ${oid} is missing from the repository`);
			onTree(oid, entries);
			for (const entry of entries) {
				if (entry.mode === "160000" || skip.has(entry.oid) || seen.has(entry.oid)) continue;
				seen.add(entry.oid);
				if (isTreeMode(entry.mode)) next.push(entry.oid);
				else onBlob(entry);
			}
		}
		frontier = next;
	}
}

/** Blobs up to this size are read whole, several at a time, ahead of the pack writer. */
const SMALL_BLOB = 1024 * 1024;
const READ_AHEAD = 16;

async function readWhole(content: PackObject["content"]): Promise<Uint8Array> {
	if (content instanceof Uint8Array) return content;
	const chunks: Uint8Array[] = [];
	for await (const chunk of content()) chunks.push(chunk);
	return Buffer.concat(chunks);
}

/** The blobs as pack objects, small ones read ahead concurrently (storage latency overlaps), large ones streamed. */
async function* prefetchedBlobs(source: GitObjectSource, blobs: SourceTreeEntry[]): AsyncGenerator<PackObject> {
	const pending: (Promise<Uint8Array> | undefined)[] = [];
	const start = (index: number): void => {
		const blob = blobs[index];
		if (blob && blob.size <= SMALL_BLOB) {
			const promise = readWhole(source.blobContent(blob));
			promise.catch(() => undefined); // awaited below, in order
			pending[index] = promise;
		}
	};
	for (let index = 0; index < Math.min(READ_AHEAD, blobs.length); index++) start(index);
	for (let index = 0; index < blobs.length; index++) {
		start(index + READ_AHEAD);
		const blob = blobs[index] as SourceTreeEntry;
		const ready = pending[index];
		pending[index] = undefined;
		yield { type: "blob", size: blob.size, content: ready ? await ready : source.blobContent(blob) };
	}
}

/**
 * Decides what upload-pack sends: the commits reachable from the wants that the client lacks (cut at
 * the requested depth or date, and at the client's shallow commits unless deepening past them), their
 * trees and blobs minus those of the commits the client has at the boundary, and requested tags.
 */
export async function planFetch(source: GitObjectSource, request: FetchRequest): Promise<FetchPlan> {
	// Wants may be annotated tags: peel them to commits, sending the tag objects.
	const tagsToSend = new Map<string, Uint8Array>();
	let wantCommits: string[] = [];
	let pending = [...new Set(request.wants)];
	for (let round = 0; pending.length > 0 && round < 10; round++) {
		const commits = await source.commits(pending);
		const tags = await source.tags(pending.filter((oid) => !commits.has(oid)));
		const next: string[] = [];
		for (const oid of pending) {
			if (commits.has(oid)) wantCommits.push(oid);
			else if (tags.has(oid)) {
				const tag = tags.get(oid);
				if (!tag) continue;
				tagsToSend.set(oid, tag.body);
				if (tag.targetType === "commit" || tag.targetType === "tag") next.push(tag.target);
			} else throw new WantError(`upload-pack: not our ref ${oid}`);
		}
		pending = next;
	}
	wantCommits = [...new Set(wantCommits)];

	const clientShallow = new Set(request.clientShallow);
	const deepening = request.depth !== undefined || request.deepenSince !== undefined;
	let depth = request.depth;
	if (depth !== undefined && request.deepenRelative && clientShallow.size > 0) {
		// The nearest of the client's shallow commits, counted from the wants, is where its history stops now.
		let nearest = Number.POSITIVE_INFINITY;
		await walkCommits(source, wantCommits, (commit, level) => {
			if (clientShallow.has(commit.oid)) nearest = Math.min(nearest, level);
			return level < nearest ? commit.parents : [];
		});
		if (Number.isFinite(nearest)) depth = Math.min(nearest + depth, Number.MAX_SAFE_INTEGER);
	}

	// Commits the client has: the common haves and their recent ancestors, cut at its shallow commits.
	// The walk is bounded (long histories would cost a query per generation); a commit it did not reach
	// is at worst sent again, which the client tolerates.
	const has = new Set<string>(request.common);
	await walkCommits(source, request.common, (commit, level) => {
		has.add(commit.oid);
		return clientShallow.has(commit.oid) || level >= HAVE_WALK_GENERATIONS ? [] : commit.parents;
	});

	const send: SourceCommit[] = [];
	const shallow: string[] = [];
	const unshallow: string[] = [];
	const boundaryHave = new Set<string>();
	const times = new Map<string, number>();
	await walkCommits(source, wantCommits, (commit, level) => {
		times.set(commit.oid, commit.time);
		// The client holds its shallow commits themselves, whether or not it named them as haves.
		const clientHasIt = has.has(commit.oid) || clientShallow.has(commit.oid);
		if (!deepening) {
			if (clientHasIt) {
				boundaryHave.add(commit.oid);
				return [];
			}
			send.push(commit);
			return commit.parents;
		}
		// Deepening walks the requested depth through what the client has too, to find what to unshallow.
		const atDepth = depth !== undefined && level >= depth;
		if (clientHasIt) {
			if (wantCommits.includes(commit.oid)) boundaryHave.add(commit.oid);
			if (clientShallow.has(commit.oid) && !atDepth) {
				unshallow.push(commit.oid);
				boundaryHave.add(commit.oid);
			}
		} else send.push(commit);
		if (atDepth) {
			if (commit.parents.length > 0 && !clientShallow.has(commit.oid)) shallow.push(commit.oid);
			return [];
		}
		return commit.parents;
	});
	let sent = send;
	if (request.deepenSince !== undefined) {
		const since = request.deepenSince;
		const old = new Set(
			send.filter((commit) => commit.time < since && !wantCommits.includes(commit.oid)).map((c) => c.oid),
		);
		sent = send.filter((commit) => !old.has(commit.oid));
		for (const commit of sent) {
			if (commit.parents.some((parent) => old.has(parent) || (!times.has(parent) && !has.has(parent))))
				if (!shallow.includes(commit.oid)) shallow.push(commit.oid);
		}
	}
	const sentIds = new Set(sent.map((commit) => commit.oid));
	for (const commit of sent) {
		for (const parent of commit.parents) if (has.has(parent)) boundaryHave.add(parent);
	}

	// Objects the client has: everything under the trees of the commits it has at the boundary.
	const boundary = await inBatches([...boundaryHave], (batch) => source.commits(batch));
	const known = new Set<string>();
	await walkTrees(
		source,
		[...boundary.values()].map((commit) => commit.tree),
		new Set(),
		(oid) => known.add(oid),
		(entry) => known.add(entry.oid),
	);
	// Only ids are kept: tree bodies are read again while streaming, so memory does not grow with history.
	const trees: string[] = [];
	const blobs: SourceTreeEntry[] = [];
	await walkTrees(
		source,
		sent.map((commit) => commit.tree),
		known,
		(oid) => trees.push(oid),
		(entry) => blobs.push(entry),
	);

	if (request.includeTag) {
		const { refs } = await source.refs();
		const candidates = refs.filter((ref) => ref.name.startsWith("refs/tags/") && ref.peeled && sentIds.has(ref.peeled));
		const tags = await source.tags(candidates.map((ref) => ref.oid).filter((oid) => !tagsToSend.has(oid)));
		for (const [oid, tag] of tags) tagsToSend.set(oid, tag.body);
	}

	const commitIds = sent.map((commit) => commit.oid);
	return {
		shallow,
		unshallow,
		count: tagsToSend.size + commitIds.length + trees.length + blobs.length,
		async *objects() {
			for (const body of tagsToSend.values()) yield { type: "tag", size: body.byteLength, content: body };
			for (let i = 0; i < commitIds.length; i += BATCH) {
				const batch = commitIds.slice(i, i + BATCH);
				const bodies = await source.commitBodies(batch);
				for (const oid of batch) {
					const body = bodies.get(oid);
					if (!body) throw new Error(`commit ${oid} has no stored body`);
					if (objectId("commit", body) !== oid) throw new Error(`stored commit ${oid} does not hash to its id`);
					yield { type: "commit", size: body.byteLength, content: body };
				}
			}
			for (let i = 0; i < trees.length; i += BATCH) {
				const batch = trees.slice(i, i + BATCH);
				const entries = await source.trees(batch);
				for (const oid of batch) {
					const body = writeTree((entries.get(oid) ?? []).map(({ mode, name, oid: id }) => ({ mode, name, oid: id })));
					if (objectId("tree", body) !== oid) throw new Error(`stored tree ${oid} does not hash to its id`);
					yield { type: "tree", size: body.byteLength, content: body };
				}
			}
			yield* prefetchedBlobs(source, blobs);
		},
	};
}
