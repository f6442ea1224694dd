import { joinExtraHeaders, splitHeaders } from "./headers.ts";
import { ObjectFormatError } from "./object-format-error.ts";
import { objectId, OID } from "./object-id.ts";
import { formatPerson, parsePerson, type GitPerson } from "./person.ts";

/**
 * Every field of a git commit object, exactly as hashed: {@link writeCommit} of these gives back the
 * same bytes (and so the same id) as the object git made. `extraHeaders` holds the header lines after
 * `committer` (`encoding`, `mergetag`, `gpgsig`, ...) verbatim, each ending in `\n`; `message` is
 * everything after the blank line, verbatim (git's own commits end it with `\n`).
 */
export interface GitCommitFields {
	tree: string;
	parents: readonly string[];
	author: GitPerson;
	committer: GitPerson;
	extraHeaders: string;
	message: string;
}

/** The body of a commit object (without the `commit <len>\0` header). */
export function writeCommit(fields: GitCommitFields): Buffer {
	const lines = [`tree ${fields.tree}\n`];
	for (const parent of fields.parents) lines.push(`parent ${parent}\n`);
	lines.push(`author ${formatPerson(fields.author)}\n`, `committer ${formatPerson(fields.committer)}\n`);
	return Buffer.from(`${lines.join("")}${fields.extraHeaders}\n${fields.message}`);
}

/** The git id of a commit object. */
export function commitId(fields: GitCommitFields): string {
	return objectId("commit", writeCommit(fields));
}

/**
 * The fields of a commit body (as `git cat-file commit` prints it), checked as fsck checks them: a
 * `tree` line, `parent` lines, exactly one `author`, a `committer`, in that order, with well-formed
 * ids and person lines. Guarantees `writeCommit(parseCommit(body))` equals `body`; throws
 * {@link ObjectFormatError} otherwise.
 */
export function parseCommit(body: Uint8Array): GitCommitFields {
	const { headers, message } = splitHeaders(body, "commit");
	let index = 0;
	const next = (): string => headers[index] ?? "";
	if (!next().startsWith("tree ")) throw new ObjectFormatError("missingTree", "the commit has no tree line");
	const tree = next().slice(5);
	if (!OID.test(tree)) throw new ObjectFormatError("badTreeSha1", "the commit's tree line is not a 40-hex id");
	index++;
	const parents: string[] = [];
	for (; next().startsWith("parent "); index++) {
		const parent = next().slice(7);
		if (!OID.test(parent)) throw new ObjectFormatError("badParentSha1", "a parent line is not a 40-hex id");
		parents.push(parent);
	}
	if (!next().startsWith("author ")) throw new ObjectFormatError("missingAuthor", "the commit has no author line");
	const author = parsePerson(next().slice(7), "author");
	index++;
	if (next().startsWith("author ")) throw new ObjectFormatError("multipleAuthors", "the commit has two author lines");
	if (!next().startsWith("committer "))
		throw new ObjectFormatError("missingCommitter", "the commit has no committer line");
	const committer = parsePerson(next().slice(10), "committer");
	index++;
	const fields = { tree, parents, author, committer, extraHeaders: joinExtraHeaders(headers.slice(index)), message };
	if (!writeCommit(fields).equals(body))
		throw new ObjectFormatError("notCanonical", "the commit cannot be written back byte for byte");
	return fields;
}
