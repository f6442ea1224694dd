/**
 * The NDJSON body of `POST /api/{type}s/{id}/commit/{rev}` that adds or replaces files (base64 inline),
 * as `huggingface_hub`'s `create_commit` sends it for small files.
 */
export function commitNdjson(summary: string, files: Record<string, string | Uint8Array>): string {
	return [
		{ key: "header", value: { summary, description: "" } },
		...Object.entries(files).map(([path, content]) => ({
			key: "file",
			value: { path, content: Buffer.from(content).toString("base64"), encoding: "base64" },
		})),
	]
		.map((line) => JSON.stringify(line))
		.join("\n");
}
