import { createHash } from "node:crypto";

/** The git blob id of some content: SHA-1 of `blob <len>\0<content>`. */
export function gitBlobOid(content: Uint8Array): string {
	return createHash("sha1").update(`blob ${content.byteLength}\0`).update(content).digest("hex");
}

/** The git-lfs pointer text of an object (three lines, trailing newline). */
export function lfsPointer(sha256: string, size: number): string {
	return `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256}\nsize ${size}\n`;
}

const LFS_POINTER = /^version https:\/\/git-lfs\.github\.com\/spec\/v1\noid sha256:([0-9a-f]{64})\nsize (\d+)\n$/;

/** The object an LFS pointer text names, or undefined when `content` is not exactly a pointer in canonical form. */
export function parseLfsPointer(content: Uint8Array): { sha256: string; size: number } | undefined {
	if (content.byteLength > 200) return undefined;
	const match = LFS_POINTER.exec(new TextDecoder().decode(content));
	return match?.[1] && match[2] ? { sha256: match[1], size: Number(match[2]) } : undefined;
}

/** Git file modes the hub stores: regular, executable, symlink, submodule, and sub-tree. */
export const GIT_MODES = {
	file: "100644",
	executable: "100755",
	symlink: "120000",
	submodule: "160000",
	tree: "40000",
};

/** One child of a git tree: a file (`100644`) or a sub-tree (`40000`) with its 40-hex id. */
export interface TreeChild {
	name: string;
	kind: "file" | "directory";
	oid: string;
	/** Git mode; defaults to `100644` for files and `40000` for directories. */
	mode?: string;
}

/** Git's order of tree entries: by name bytes, a sub-tree compared as if its name ended in `/`. */
export function compareTreeNames(a: { name: string; kind: string }, b: { name: string; kind: string }): number {
	return Buffer.compare(
		Buffer.from(a.kind === "directory" ? `${a.name}/` : a.name),
		Buffer.from(b.kind === "directory" ? `${b.name}/` : b.name),
	);
}

/** The git tree object body (without the `tree <len>\0` header) of a directory's children. */
export function serializeTree(children: readonly TreeChild[]): Buffer {
	const sorted = [...children].sort(compareTreeNames);
	return Buffer.concat(
		sorted.map((child) =>
			Buffer.concat([
				Buffer.from(`${child.mode ?? (child.kind === "directory" ? GIT_MODES.tree : GIT_MODES.file)} ${child.name}\0`),
				Buffer.from(child.oid, "hex"),
			]),
		),
	);
}

/** The git tree id of a directory's children, entries ordered the way git orders them. */
export function gitTreeOid(children: readonly TreeChild[]): string {
	const body = serializeTree(children);
	return createHash("sha1").update(`tree ${body.byteLength}\0`).update(body).digest("hex");
}

/** An author or committer line of a commit object: `name <email> seconds tz`. */
export interface GitPerson {
	name: string;
	email: string;
	/** Seconds since the epoch. */
	time: number;
	/** Offset as git writes it, `+0000`, `-0700`. */
	tz: string;
}

/**
 * Every field of a git commit object, exactly as hashed: serialising these gives back the same bytes
 * (and so the same id) as the object git made. `extraHeaders` holds any header lines after `committer`
 * (`encoding`, `mergetag`, `gpgsig`, ...) verbatim, each ending in `\n`; `message` is everything after
 * the blank line, verbatim (git's own commits end it with `\n`).
 */
export interface GitCommitFields {
	tree: string;
	parents: readonly string[];
	author: GitPerson;
	committer: GitPerson;
	extraHeaders: string;
	message: string;
}

function personLine(person: GitPerson): string {
	return `${person.name} <${person.email}> ${person.time} ${person.tz}`;
}

/** The git commit object body (without the `commit <len>\0` header). */
export function serializeCommit(fields: GitCommitFields): Buffer {
	const lines = [`tree ${fields.tree}\n`];
	for (const parent of fields.parents) lines.push(`parent ${parent}\n`);
	lines.push(`author ${personLine(fields.author)}\n`, `committer ${personLine(fields.committer)}\n`);
	return Buffer.from(`${lines.join("")}${fields.extraHeaders}\n${fields.message}`);
}

/** The git id of a commit object. */
export function gitCommitId(fields: GitCommitFields): string {
	const body = serializeCommit(fields);
	return createHash("sha1").update(`commit ${body.byteLength}\0`).update(body).digest("hex");
}

const PERSON = /^(.*) <([^>]*)> (\d+) ([+-]\d{4})$/;

/** Parses a git commit object body (as `git cat-file commit` prints it) into the fields that hash back to it. */
export function parseCommit(body: Uint8Array): GitCommitFields {
	const text = Buffer.from(body).toString("utf8");
	const split = text.indexOf("\n\n");
	const head = split === -1 ? text : text.slice(0, split + 1);
	const message = split === -1 ? "" : text.slice(split + 2);
	const lines = head.split("\n").slice(0, -1);
	let tree = "";
	const parents: string[] = [];
	let author: GitPerson | undefined;
	let committer: GitPerson | undefined;
	let index = 0;
	const person = (value: string): GitPerson => {
		const match = PERSON.exec(value);
		if (!match) throw new Error(`malformed person line: ${value}`);
		return { name: match[1] ?? "", email: match[2] ?? "", time: Number(match[3]), tz: match[4] ?? "+0000" };
	};
	for (; index < lines.length; index++) {
		const line = lines[index] ?? "";
		if (line.startsWith("tree ")) tree = line.slice(5);
		else if (line.startsWith("parent ")) parents.push(line.slice(7));
		else if (line.startsWith("author ")) author = person(line.slice(7));
		else if (line.startsWith("committer ")) {
			committer = person(line.slice(10));
			index++;
			break;
		} else throw new Error(`unexpected commit header before committer: ${line}`);
	}
	if (!tree || !author || !committer) throw new Error("commit object lacks tree, author or committer");
	const extra = lines.slice(index);
	return {
		tree,
		parents,
		author,
		committer,
		extraHeaders: extra.length > 0 ? `${extra.join("\n")}\n` : "",
		message,
	};
}
