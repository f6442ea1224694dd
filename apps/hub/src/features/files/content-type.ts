import { ownValue } from "../../lookup/own-value.ts";

const TYPES: Record<string, string> = {
	json: "application/json",
	md: "text/markdown; charset=utf-8",
	txt: "text/plain; charset=utf-8",
	py: "text/x-python; charset=utf-8",
	yaml: "text/yaml; charset=utf-8",
	yml: "text/yaml; charset=utf-8",
	csv: "text/csv; charset=utf-8",
	html: "text/plain; charset=utf-8",
	png: "image/png",
	jpg: "image/jpeg",
	jpeg: "image/jpeg",
	gif: "image/gif",
	webp: "image/webp",
	wav: "audio/wav",
	mp3: "audio/mpeg",
	gitattributes: "text/plain; charset=utf-8",
};

/** The Content-Type a file is served with (never HTML, so repository files cannot script the site). */
export function contentTypeOf(path: string): string {
	const name = path.slice(path.lastIndexOf("/") + 1);
	const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
	return ownValue(TYPES, extension) ?? "application/octet-stream";
}
