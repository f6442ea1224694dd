const DOT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether a raw request path has a `.` or `..` segment, plain or percent-encoded. URL parsers
 * remove such segments before routing, so the listener checks the raw path and answers 400.
 */
export function hasDotSegment(rawPath: string): boolean {
	return (rawPath.split("?")[0] ?? "").split("/").some((segment) => DOT.test(segment));
}
