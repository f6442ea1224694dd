import { createHash } from "node:crypto";

/** The git blob id of some content: SHA-1 of `blob <len>\0<content>`. */
export function gitBlobOid(content: Uint8Array): string {
	return createHash("sha1").update(`blob ${content.byteLength}\0`).update(content).digest("hex");
}

/** The git-lfs pointer text of an object (three lines, trailing newline). */
export function lfsPointer(sha256: string, size: number): string {
	return `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256}\nsize ${size}\n`;
}

/** One child of a git tree: a file (`100644`) or a sub-tree (`40000`) with its 40-hex id. */
export interface TreeChild {
	name: string;
	kind: "file" | "directory";
	oid: string;
}

/** The git tree id of a directory's children, entries ordered the way git orders them. */
export function gitTreeOid(children: readonly TreeChild[]): string {
	const sortKey = (child: TreeChild): string => (child.kind === "directory" ? `${child.name}/` : child.name);
	const sorted = [...children].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
	const parts = sorted.map((child) =>
		Buffer.concat([
			Buffer.from(`${child.kind === "directory" ? "40000" : "100644"} ${child.name}\0`),
			Buffer.from(child.oid, "hex"),
		]),
	);
	const body = Buffer.concat(parts);
	return createHash("sha1").update(`tree ${body.byteLength}\0`).update(body).digest("hex");
}

/** A commit id in the git format: SHA-1 of the commit object naming tree, parent, author and message. */
export function gitCommitOid(options: {
	tree: string;
	parent: string | null;
	author: string;
	timeMs: number;
	message: string;
}): string {
	const seconds = Math.floor(options.timeMs / 1000);
	const person = `${options.author} <${options.author}@users.atrium> ${seconds} +0000`;
	const lines = [`tree ${options.tree}`];
	if (options.parent) lines.push(`parent ${options.parent}`);
	lines.push(`author ${person}`, `committer ${person}`, "", options.message);
	const body = Buffer.from(`${lines.join("\n")}\n`);
	return createHash("sha1").update(`commit ${body.byteLength}\0`).update(body).digest("hex");
}
