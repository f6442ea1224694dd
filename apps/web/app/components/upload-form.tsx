import { CsrfField, formMessageClass, TextField } from "./form-fields.tsx";
import { buttonVariants } from "./ui/button.ts";

/**
 * The upload form. Without JavaScript it is a plain multipart form (files and a folder picker). The
 * page's enhancement script (`enhance/upload-form.ts`) adds dropping files and folders, the size check
 * before sending, the list of dropped files, and a progress bar; the empty slots below are where it
 * shows its messages and the progress.
 */
export function UploadForm({
	error,
	limitLabel,
	limitBytes,
}: {
	error?: string | null;
	limitLabel: string;
	/** The most one upload may carry: larger picks are refused by the script, before a byte is sent. */
	limitBytes?: number;
}) {
	return (
		<form
			method="post"
			encType="multipart/form-data"
			data-upload-form=""
			data-limit-bytes={limitBytes}
			data-limit-label={limitLabel}
			className="mt-6 flex flex-col gap-4"
		>
			<CsrfField />
			<p role="alert" data-slot="upload-failure" hidden={!error} className={formMessageClass("error")}>
				{error}
			</p>
			<div
				data-slot="dropzone"
				className="flex flex-col gap-3 rounded-lg border-2 border-dashed border-border p-6 data-[over]:border-accent data-[over]:bg-surface"
			>
				<p className="text-sm">
					Drag files or folders here, or choose them. Up to {limitLabel} per upload; for more, use{" "}
					<code>hf upload</code>, <code>upload_folder</code> or <code>git</code> with git-lfs.{" "}
					<code>huggingface_hub</code> 1.20 or newer uploads through Xet; if the operator turned Xet off, set{" "}
					<code>HF_HUB_DISABLE_XET=1</code>.
				</p>
				<div className="flex flex-wrap gap-6">
					<label className="flex flex-col gap-1 text-sm font-medium">
						Files
						<input type="file" name="files" multiple className="text-sm" />
					</label>
					<label className="flex flex-col gap-1 text-sm font-medium">
						A folder
						<input type="file" name="folder" multiple className="text-sm" {...{ webkitdirectory: "" }} />
					</label>
				</div>
			</div>
			<TextField label="Into folder (optional)" name="path" placeholder="e.g. checkpoints/" />
			<TextField label="Commit message" name="summary" placeholder="Upload files" maxLength={200} />
			<TextField label="Description (optional)" name="description" maxLength={2000} />
			<div data-slot="upload-progress" hidden className="flex items-center gap-3">
				<progress max={100} value={0} aria-label="Upload progress" className="w-full" />
				<span data-slot="upload-percent" className="text-sm tabular-nums">
					0%
				</span>
			</div>
			<button
				type="submit"
				data-slot="upload-submit"
				data-busy-label="Uploading…"
				className={buttonVariants({ variant: "primary" })}
			>
				Commit changes
			</button>
		</form>
	);
}
