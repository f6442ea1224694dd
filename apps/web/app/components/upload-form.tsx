import { useRef, useState } from "react";
import { CsrfField, FormError, TextField } from "./form-fields.tsx";
import { buttonVariants } from "./ui/button.ts";

interface Picked {
	file: File;
	path: string;
}

/** Reads a dropped folder (recursively) into files with their relative paths. */
async function readEntry(entry: FileSystemEntry, prefix: string): Promise<Picked[]> {
	if (entry.isFile) {
		const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
		return [{ file, path: `${prefix}${entry.name}` }];
	}
	const reader = (entry as FileSystemDirectoryEntry).createReader();
	const children: FileSystemEntry[] = [];
	for (;;) {
		const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
		if (batch.length === 0) break;
		children.push(...batch);
	}
	const nested = await Promise.all(children.map((child) => readEntry(child, `${prefix}${entry.name}/`)));
	return nested.flat();
}

/**
 * The upload form. Without JavaScript it is a plain multipart form (files and a folder picker).
 * With it, files and folders can also be dropped, and the upload shows its progress.
 */
export function UploadForm({
	error,
	limitLabel,
	limitBytes,
}: {
	error?: string | null;
	limitLabel: string;
	/** The most one upload may carry: larger picks are refused here, before a byte is sent. */
	limitBytes?: number;
}) {
	const formRef = useRef<HTMLFormElement>(null);
	const [dropped, setDropped] = useState<Picked[]>([]);
	const [progress, setProgress] = useState<number | null>(null);
	const [failure, setFailure] = useState<string | null>(null);
	const [over, setOver] = useState(false);

	const onDrop = async (event: React.DragEvent) => {
		event.preventDefault();
		setOver(false);
		const entries = [...event.dataTransfer.items].map((item) => item.webkitGetAsEntry()).filter((e) => e !== null);
		const files = (await Promise.all(entries.map((entry) => readEntry(entry, "")))).flat();
		setDropped((previous) => [...previous, ...files]);
	};

	const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault();
		const form = event.currentTarget;
		const body = new FormData();
		for (const [key, value] of new FormData(form)) {
			if (typeof value === "string") body.append(key, value);
		}
		const picked = [
			...[...((form.elements.namedItem("files") as HTMLInputElement).files ?? [])].map((file) => ({
				file,
				path: file.name,
			})),
			...[...((form.elements.namedItem("folder") as HTMLInputElement).files ?? [])].map((file) => ({
				file,
				path: file.webkitRelativePath || file.name,
			})),
			...dropped,
		];
		if (picked.length === 0) {
			setFailure("Choose or drop at least one file.");
			return;
		}
		const total = picked.reduce((sum, { file }) => sum + file.size, 0);
		if (limitBytes !== undefined && total > limitBytes) {
			setFailure(
				`These files come to more than ${limitLabel}, the most one upload through the site may carry. ` +
					"Upload fewer files at a time, or use hf upload, huggingface_hub's upload_file or upload_folder, or git with git-lfs for larger files.",
			);
			return;
		}
		for (const { file, path } of picked) body.append("files", file, path);
		const xhr = new XMLHttpRequest();
		// The page's scripted twin answers JSON (see routes/repos/upload-commit.ts).
		xhr.open("POST", `${new URL(form.action).pathname.replace(/\/+$/, "")}/commit`);
		xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
		xhr.onerror = () => {
			setProgress(null);
			setFailure("The upload was interrupted. Check your connection and try again.");
		};
		xhr.onload = () => {
			let answer: { location?: string; error?: string } = {};
			try {
				answer = JSON.parse(xhr.responseText) as typeof answer;
			} catch {
				answer = { error: `The hub answered ${xhr.status}.` };
			}
			if (answer.location) window.location.assign(answer.location);
			else {
				setProgress(null);
				setFailure(answer.error ?? "The upload failed.");
			}
		};
		setFailure(null);
		setProgress(0);
		xhr.send(body);
	};

	return (
		<form
			ref={formRef}
			method="post"
			encType="multipart/form-data"
			onSubmit={onSubmit}
			className="mt-6 flex flex-col gap-4"
		>
			<CsrfField />
			<FormError message={failure ?? error} />
			<div
				onDragOver={(e) => {
					e.preventDefault();
					setOver(true);
				}}
				onDragLeave={() => setOver(false)}
				onDrop={onDrop}
				data-slot="dropzone"
				className={`flex flex-col gap-3 rounded-lg border-2 border-dashed p-6 ${over ? "border-accent bg-surface" : "border-border"}`}
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
				{dropped.length ? (
					<ul aria-label="Dropped files" className="max-h-40 overflow-auto text-sm">
						{dropped.map((p) => (
							<li key={p.path} className="font-mono">
								{p.path}
							</li>
						))}
					</ul>
				) : null}
			</div>
			<TextField label="Into folder (optional)" name="path" placeholder="e.g. checkpoints/" />
			<TextField label="Commit message" name="summary" placeholder="Upload files" maxLength={200} />
			<TextField label="Description (optional)" name="description" maxLength={2000} />
			{progress !== null ? (
				<div className="flex items-center gap-3">
					<progress max={100} value={progress} aria-label="Upload progress" className="w-full" />
					<span className="text-sm tabular-nums">{progress}%</span>
				</div>
			) : null}
			<button type="submit" disabled={progress !== null} className={buttonVariants({ variant: "primary" })}>
				{progress !== null ? "Uploading…" : "Commit changes"}
			</button>
		</form>
	);
}
