import { ObjectFormatError } from "./object-format-error.ts";

/** An author, committer or tagger line: `name <email> seconds tz`. */
export interface GitPerson {
	name: string;
	email: string;
	/** Seconds since the epoch. */
	time: number;
	/** Offset as git writes it, `+0000`, `-0700`. */
	tz: string;
}

/** The text after `author `/`committer `/`tagger ` for a person. */
export function formatPerson(person: GitPerson): string {
	return `${person.name} <${person.email}> ${person.time} ${person.tz}`;
}

const TIMEZONE = /^[+-][0-9]{4}$/;

/**
 * Reads a person line (without its keyword and newline) by fsck's ident rules: a name without `<`
 * or `>` and a space before `<email>`, a space, decimal seconds without leading zeros, a space and
 * a `+hhmm`/`-hhmm` offset, nothing after. Seconds beyond 2^53 are refused (`badDateOverflow`), as
 * they would not survive as a number.
 */
export function parsePerson(value: string, what: string): GitPerson {
	const fail = (rule: string, problem: string): never => {
		throw new ObjectFormatError(rule, `the ${what} line ${JSON.stringify(value.slice(0, 100))} ${problem}`);
	};
	if (value.startsWith("<")) fail("missingNameBeforeEmail", "has no name before the email");
	const open = value.search(/[<>]/);
	if (open === -1) fail("missingEmail", "has no <email>");
	if (value[open] === ">") fail("badName", "has a '>' in the name");
	if (value[open - 1] !== " ") fail("missingSpaceBeforeEmail", "has no space before <email>");
	const close = open + 1 + value.slice(open + 1).search(/[<>]/);
	if (close === open || value[close] !== ">") fail("badEmail", "has a malformed <email>");
	if (value[close + 1] !== " ") fail("missingSpaceBeforeDate", "has no space before the date");
	const rest = value.slice(close + 2);
	const digits = /^[0-9]*/.exec(rest)?.[0] ?? "";
	if (digits.length > 1 && digits.startsWith("0")) fail("zeroPaddedDate", "has a zero-padded date");
	if (digits === "") fail("badDate", "has no date");
	const time = Number(digits);
	if (!Number.isSafeInteger(time)) fail("badDateOverflow", "has a date too far in the future");
	const after = rest.slice(digits.length);
	if (!after.startsWith(" ")) fail("badDate", "has a malformed date");
	if (!TIMEZONE.test(after.slice(1))) fail("badTimezone", "has a malformed time zone");
	return { name: value.slice(0, open - 1), email: value.slice(open + 1, close), time, tz: after.slice(1) };
}
