/** Parsing of git commit and tag objects as pushed by clients (bodies, without the `type len\0` header). */

/** An author, committer or tagger line: `name <email> seconds tz`. */
export interface ObjectPerson {
	name: string;
	email: string;
	/** Seconds since the epoch. */
	time: number;
	/** `+0000`-style offset. */
	tz: string;
}

/** Every field of a commit object, so that re-serialising gives the same bytes. */
export interface ParsedCommit {
	tree: string;
	parents: string[];
	author: ObjectPerson;
	committer: ObjectPerson;
	/** Header lines after `committer` (`encoding`, `gpgsig`, `mergetag`, ...), verbatim, each ending in `\n`. */
	extraHeaders: string;
	/** Everything after the blank line, verbatim. */
	message: string;
}

/** Thrown for an object body git would not write. */
export class ObjectFormatError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "ObjectFormatError";
	}
}

const PERSON = /^(.*) <([^<>]*)> (\d+) ([+-]\d{4})$/;

function parsePerson(line: string, what: string): ObjectPerson {
	const match = PERSON.exec(line);
	if (!match) throw new ObjectFormatError(`bad ${what} line: ${JSON.stringify(line.slice(0, 100))}`);
	return { name: match[1] ?? "", email: match[2] ?? "", time: Number(match[3]), tz: match[4] ?? "+0000" };
}

const OID = /^[0-9a-f]{40}$/;

/** Splits an object body at the first blank line into header lines and the message. */
function splitHeaders(body: Uint8Array): { headers: string[]; message: string } {
	const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8");
	const blank = text.indexOf("\n\n");
	const head = blank === -1 ? text.replace(/\n$/, "") : text.slice(0, blank);
	return { headers: head.split("\n"), message: blank === -1 ? "" : text.slice(blank + 2) };
}

/** The fields of a commit body; the order of the standard headers is checked as git fsck would. */
export function parseCommit(body: Uint8Array): ParsedCommit {
	const { headers, message } = splitHeaders(body);
	let index = 0;
	const next = (): string => headers[index] ?? "";
	if (!next().startsWith("tree ") || !OID.test(next().slice(5))) throw new ObjectFormatError("commit without a tree");
	const tree = next().slice(5);
	index++;
	const parents: string[] = [];
	while (next().startsWith("parent ")) {
		const parent = next().slice(7);
		if (!OID.test(parent)) throw new ObjectFormatError("bad parent line");
		parents.push(parent);
		index++;
	}
	if (!next().startsWith("author ")) throw new ObjectFormatError("commit without an author");
	const author = parsePerson(next().slice(7), "author");
	index++;
	if (!next().startsWith("committer ")) throw new ObjectFormatError("commit without a committer");
	const committer = parsePerson(next().slice(10), "committer");
	index++;
	const rest = headers.slice(index);
	return { tree, parents, author, committer, extraHeaders: rest.map((line) => `${line}\n`).join(""), message };
}

/** The body of a commit object from its fields (the inverse of {@link parseCommit}). */
export function encodeCommit(commit: ParsedCommit): Buffer {
	const person = (p: ObjectPerson): string => `${p.name} <${p.email}> ${p.time} ${p.tz}`;
	const lines = [`tree ${commit.tree}\n`, ...commit.parents.map((parent) => `parent ${parent}\n`)];
	lines.push(`author ${person(commit.author)}\n`, `committer ${person(commit.committer)}\n`, commit.extraHeaders);
	return Buffer.from(`${lines.join("")}\n${commit.message}`);
}

/** The fields of an annotated tag object that the hub needs. */
export interface ParsedTag {
	object: string;
	type: "commit" | "tree" | "blob" | "tag";
	tag: string;
}

/** Parses an annotated tag body (`object`, `type`, `tag`, then `tagger` and the message). */
export function parseTag(body: Uint8Array): ParsedTag {
	const { headers } = splitHeaders(body);
	const field = (name: string): string => {
		const line = headers.find((header) => header.startsWith(`${name} `));
		if (line === undefined) throw new ObjectFormatError(`tag without ${name}`);
		return line.slice(name.length + 1);
	};
	const object = field("object");
	const type = field("type");
	if (!OID.test(object)) throw new ObjectFormatError("bad tag object line");
	if (type !== "commit" && type !== "tree" && type !== "blob" && type !== "tag")
		throw new ObjectFormatError(`bad tag type ${type}`);
	return { object, type, tag: field("tag") };
}
