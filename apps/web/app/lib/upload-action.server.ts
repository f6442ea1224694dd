import type { ApiFetch } from "./api-context.ts";
import { formatBytes } from "./format.ts";
import { commitChanges, WriteError, type NewFile } from "./hub-write.server.ts";
import { SITE_UPLOAD_LIMIT, uploadPath } from "./upload-paths.ts";
import { field, pageRepo, writeContext } from "./write-page.server.ts";

/** Most files one upload through the site may carry. */
const SITE_UPLOAD_FILES = 1000;

/** What an upload came to: the page to show next, or what went wrong (with an HTTP status). */
export type UploadOutcome = { location: string } | { error: string; status: number };

/**
 * Commits the files of an upload form (`files` and `folder` inputs, optional target `path`,
 * `summary`, `description`) to the branch of the page, as the reader.
 */
export async function handleUpload(
	apiFetch: ApiFetch,
	request: Request,
	params: { ns?: string; name?: string; rev?: string },
): Promise<UploadOutcome> {
	const { kind, id, base } = pageRepo(request, params);
	const rev = params.rev ?? "main";
	const length = Number(request.headers.get("content-length") ?? "0");
	if (length > SITE_UPLOAD_LIMIT)
		return {
			error: `This upload is ${formatBytes(length)}; the site takes up to ${formatBytes(SITE_UPLOAD_LIMIT)} per upload. For larger files use hf upload, huggingface_hub's upload_file or upload_folder, or git with git-lfs, or upload fewer files at a time.`,
			status: 413,
		};
	const { form, ctx } = await writeContext(apiFetch, request);
	const folder = field(form, "path", 500);
	const files: NewFile[] = [];
	for (const key of ["files", "folder"]) {
		for (const entry of form.getAll(key)) {
			if (typeof entry === "string" || entry.name === "") continue;
			const path = uploadPath(folder, entry.name);
			if (!path) return { error: `Cannot upload to "${folder}${entry.name}": choose another name.`, status: 400 };
			files.push({ path, bytes: new Uint8Array(await entry.arrayBuffer()) });
		}
	}
	if (files.length === 0) return { error: "Choose at least one file to upload.", status: 400 };
	if (files.length > SITE_UPLOAD_FILES)
		return { error: `At most ${SITE_UPLOAD_FILES} files per upload through the site.`, status: 400 };
	const summary =
		field(form, "summary", 200) || (files.length === 1 ? `Upload ${files[0]?.path}` : `Upload ${files.length} files`);
	try {
		const commit = await commitChanges(ctx, kind, id, rev, {
			summary,
			description: field(form, "description", 2000),
			files,
		});
		return { location: `${base}/commit/${commit}` };
	} catch (error) {
		if (error instanceof WriteError) return { error: error.message, status: error.status };
		throw error;
	}
}
