/**
 * fsspec-style globs over repository paths, as the `datasets` library resolves `data_files`:
 * `*` and `?` stay inside one path segment, `**` crosses segments (`**​/` also matches no folder at
 * all), `[...]` is a character class (`[!...]` negated). Matching is case-sensitive, on whole paths.
 */
export function globToRegExp(pattern: string): RegExp {
	let source = "";
	for (let index = 0; index < pattern.length; index++) {
		const char = pattern[index] as string;
		if (char === "*") {
			if (pattern[index + 1] === "*") {
				index++;
				if (pattern[index + 1] === "/") {
					index++;
					source += "(?:.*/)?";
				} else source += ".*";
			} else source += "[^/]*";
		} else if (char === "?") source += "[^/]";
		else if (char === "[") {
			const close = pattern.indexOf("]", index + 2);
			if (close === -1) {
				source += "\\[";
				continue;
			}
			let body = pattern.slice(index + 1, close);
			let negate = false;
			if (body.startsWith("!") || body.startsWith("^")) {
				negate = true;
				body = body.slice(1);
			}
			source += `[${negate ? "^" : ""}${body.replace(/[\\\]^]/g, (c) => `\\${c}`)}]`;
			index = close;
		} else source += char.replace(/[.+^${}()|\\/]/g, (c) => `\\${c}`);
	}
	return new RegExp(`^${source}$`);
}

/** The paths matching any of the patterns, in the order of `paths`. */
export function matchPaths(paths: readonly string[], patterns: readonly string[]): string[] {
	const expressions = patterns.map(globToRegExp);
	return paths.filter((path) => expressions.some((expression) => expression.test(path)));
}
