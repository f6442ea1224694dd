/**
 * Thrown by the object parsers for a body git's fsck would refuse, or one the hub cannot keep byte for
 * byte. `rule` is fsck's name for the finding (`missingAuthor`, `badTimezone`, `treeNotSorted`, ...).
 */
export class ObjectFormatError extends Error {
	readonly rule: string;

	constructor(rule: string, message: string) {
		super(`${rule}: ${message}`);
		this.name = "ObjectFormatError";
		this.rule = rule;
	}
}
