/**
 * Extensions of files a browser could run or render as a document with scripts (HTML, SVG, XML,
 * JavaScript, PDF, ...): these are always sent as attachments, never shown inline.
 */
const ACTIVE_EXTENSIONS = new Set([
	"htm",
	"html",
	"xhtml",
	"shtml",
	"mht",
	"mhtml",
	"svg",
	"svgz",
	"xml",
	"xsl",
	"xslt",
	"js",
	"mjs",
	"cjs",
	"pdf",
	"swf",
	"wasm",
	"css",
]);

/** Whether a browser could execute the file at `path` (by its extension; case does not matter). */
export function isActiveContent(path: string): boolean {
	const name = path.slice(path.lastIndexOf("/") + 1);
	const dot = name.lastIndexOf(".");
	return dot !== -1 && ACTIVE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}

/** RFC 8187 `value-chars`: percent-encoded UTF-8 except attr-chars (`encodeURIComponent` leaves `'()*!` bare; `'()*` are not attr-chars). */
function extValue(text: string): string {
	return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition` of a repository file (RFC 6266): `attachment` when asked (`?download=true`)
 * or when the file is active content, else `inline`; the name as `filename*` (UTF-8) and an ASCII
 * `filename` fallback, in the Hub's order and with its trailing `;` (Python's client parses that).
 */
export function contentDisposition(path: string, forceDownload: boolean): string {
	const fileName = path.slice(path.lastIndexOf("/") + 1);
	const disposition = forceDownload || isActiveContent(path) ? "attachment" : "inline";
	const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
	return `${disposition}; filename*=UTF-8''${extValue(fileName)}; filename="${ascii}";`;
}
