import { joinExtraHeaders, splitHeaders } from "./headers.ts";
import { ObjectFormatError } from "./object-format-error.ts";
import { objectId, OID, type GitObjectType } from "./object-id.ts";
import { formatPerson, parsePerson, type GitPerson } from "./person.ts";

/**
 * Every field of an annotated tag object, exactly as hashed ({@link writeTag} gives back git's
 * bytes). `tagger` is absent in some old tags; `extraHeaders` holds any later header lines verbatim,
 * each ending in `\n`; `message` is everything after the blank line (a signature included).
 */
export interface GitTagFields {
	object: string;
	type: GitObjectType;
	tag: string;
	tagger?: GitPerson;
	extraHeaders: string;
	message: string;
}

/** The body of a tag object (without the `tag <len>\0` header). */
export function writeTag(fields: GitTagFields): Buffer {
	const tagger = fields.tagger ? `tagger ${formatPerson(fields.tagger)}\n` : "";
	return Buffer.from(
		`object ${fields.object}\ntype ${fields.type}\ntag ${fields.tag}\n${tagger}${fields.extraHeaders}\n${fields.message}`,
	);
}

/** The git id of a tag object. */
export function tagId(fields: GitTagFields): string {
	return objectId("tag", writeTag(fields));
}

const TYPES: ReadonlySet<string> = new Set(["commit", "tree", "blob", "tag"]);

/**
 * The fields of an annotated tag body, checked as fsck checks them: `object` (a 40-hex id), `type`
 * (one of the four), `tag` (a name), an optional well-formed `tagger`, in that order. Guarantees
 * `writeTag(parseTag(body))` equals `body`; throws {@link ObjectFormatError} otherwise.
 */
export function parseTag(body: Uint8Array): GitTagFields {
	const { headers, message } = splitHeaders(body, "tag");
	const [objectLine = "", typeLine = "", tagLine = ""] = headers;
	if (!objectLine.startsWith("object ")) throw new ObjectFormatError("missingObject", "the tag has no object line");
	const object = objectLine.slice(7);
	if (!OID.test(object)) throw new ObjectFormatError("badObjectSha1", "the tag's object line is not a 40-hex id");
	if (!typeLine.startsWith("type ")) throw new ObjectFormatError("missingTypeEntry", "the tag has no type line");
	const type = typeLine.slice(5);
	if (!TYPES.has(type))
		throw new ObjectFormatError("badType", `the tag names the unknown type ${JSON.stringify(type)}`);
	if (!tagLine.startsWith("tag ")) throw new ObjectFormatError("missingTagEntry", "the tag has no tag line");
	const tag = tagLine.slice(4);
	let index = 3;
	let tagger: GitPerson | undefined;
	if (headers[index]?.startsWith("tagger ")) tagger = parsePerson((headers[index] as string).slice(7), "tagger");
	if (tagger) index++;
	const fields: GitTagFields = {
		object,
		type: type as GitObjectType,
		tag,
		...(tagger ? { tagger } : {}),
		extraHeaders: joinExtraHeaders(headers.slice(index)),
		message,
	};
	if (!writeTag(fields).equals(body))
		throw new ObjectFormatError("notCanonical", "the tag cannot be written back byte for byte");
	return fields;
}
