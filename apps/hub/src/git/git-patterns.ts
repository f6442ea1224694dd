/**
 * The pattern language of `.gitattributes` and `.gitignore` (git's wildmatch, the common part):
 * `*` and `?` stay within one path part, `**` crosses parts, `[...]` is a character class; a pattern
 * without a `/` (other than a trailing one) matches the last part of a path at any depth, one with a
 * `/` matches the whole path from the repository root. A trailing `/` matches directories only.
 */
export interface GitPattern {
	regex: RegExp;
	/** Matches directories only (trailing `/`). */
	directoryOnly: boolean;
	/** Matches the last path part rather than the whole path. */
	basename: boolean;
}

function globToRegex(glob: string): string {
	let out = "";
	for (let index = 0; index < glob.length; index++) {
		const char = glob[index] as string;
		if (char === "*") {
			if (glob[index + 1] === "*") {
				const slashAfter = glob[index + 2] === "/";
				const atPartStart = index === 0 || glob[index - 1] === "/";
				if (atPartStart && slashAfter) {
					out += "(?:.*/)?";
					index += 2;
				} else {
					out += ".*";
					index += 1;
				}
			} else out += "[^/]*";
		} else if (char === "?") out += "[^/]";
		else if (char === "[") {
			const close = glob.indexOf("]", index + 2);
			if (close === -1) out += "\\[";
			else {
				let body = glob.slice(index + 1, close);
				if (body.startsWith("!")) body = `^${body.slice(1)}`;
				out += `[${body.replace(/\\/g, "\\\\")}]`;
				index = close;
			}
		} else if (char === "\\" && index + 1 < glob.length) {
			out += (glob[index + 1] as string).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
			index += 1;
		} else out += char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
	}
	return out;
}

/** Compiles one pattern (without a leading `!`). */
export function compileGitPattern(pattern: string): GitPattern {
	const directoryOnly = pattern.endsWith("/");
	const body = directoryOnly ? pattern.slice(0, -1) : pattern;
	const basename = !body.includes("/");
	const anchored = body.startsWith("/") ? body.slice(1) : body;
	return { regex: new RegExp(`^${globToRegex(anchored)}$`), directoryOnly, basename };
}

/** Whether a compiled pattern matches a path (a directory when `isDirectory`). */
export function gitPatternMatches(pattern: GitPattern, path: string, isDirectory = false): boolean {
	if (pattern.directoryOnly && !isDirectory) return false;
	return pattern.regex.test(pattern.basename ? path.slice(path.lastIndexOf("/") + 1) : path);
}

/** The LFS rules of a `.gitattributes` text: lines whose attributes set or unset `filter=lfs`, in order. */
export function lfsAttributeRules(text: string): { pattern: GitPattern; lfs: boolean }[] {
	const rules: { pattern: GitPattern; lfs: boolean }[] = [];
	for (const line of text.split(/\r?\n/)) {
		const trimmed = line.trim();
		if (!trimmed || trimmed.startsWith("#")) continue;
		const [pattern = "", ...attributes] = trimmed.split(/\s+/);
		if (pattern.startsWith("!")) continue;
		let lfs: boolean | undefined;
		for (const attribute of attributes) {
			if (attribute === "filter=lfs") lfs = true;
			else if (attribute === "-filter" || attribute === "!filter" || attribute.startsWith("filter=")) lfs = false;
		}
		if (lfs !== undefined) rules.push({ pattern: compileGitPattern(pattern), lfs });
	}
	return rules;
}

/** Whether `.gitattributes` rules send a file to LFS (the last matching rule wins). */
export function isLfsByAttributes(rules: { pattern: GitPattern; lfs: boolean }[], path: string): boolean {
	let lfs = false;
	for (const rule of rules) if (gitPatternMatches(rule.pattern, path)) lfs = rule.lfs;
	return lfs;
}

/** The rules of a `.gitignore` text, in order (`!` re-includes). */
export function gitIgnoreRules(text: string): { pattern: GitPattern; negated: boolean }[] {
	const rules: { pattern: GitPattern; negated: boolean }[] = [];
	for (const line of text.split(/\r?\n/)) {
		const trimmed = line.replace(/(?<!\\)\s+$/, "");
		if (!trimmed || trimmed.startsWith("#")) continue;
		const negated = trimmed.startsWith("!");
		rules.push({ pattern: compileGitPattern(negated ? trimmed.slice(1) : trimmed), negated });
	}
	return rules;
}

/** Whether `.gitignore` rules ignore a file: it or one of its directories is ignored (git cannot re-include below an ignored directory). */
export function isIgnored(rules: { pattern: GitPattern; negated: boolean }[], path: string): boolean {
	const verdict = (candidate: string, isDirectory: boolean): boolean => {
		let ignored = false;
		for (const rule of rules) if (gitPatternMatches(rule.pattern, candidate, isDirectory)) ignored = !rule.negated;
		return ignored;
	};
	const parts = path.split("/");
	for (let depth = 1; depth < parts.length; depth++) if (verdict(parts.slice(0, depth).join("/"), true)) return true;
	return verdict(path, false);
}
