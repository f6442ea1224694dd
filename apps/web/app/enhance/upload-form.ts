/**
 * The upload form (`form[data-upload-form]`, `components/upload-form.tsx`). Without this script it
 * posts as a plain multipart form. With it:
 * - files and folders can be dropped on the drop zone (folders read recursively, with their paths);
 * - a pick past the form's limit (`data-limit-bytes`) is refused before a byte is sent;
 * - the upload goes to the page's scripted twin (`…/commit`, which answers JSON) with a progress bar,
 *   and the browser then opens the commit it made.
 */

interface Picked {
	file: File;
	path: string;
}

export function enhanceUploadForms(root: ParentNode): void {
	for (const form of root.querySelectorAll<HTMLFormElement>("form[data-upload-form]")) enhanceUploadForm(form);
}

function enhanceUploadForm(form: HTMLFormElement): void {
	const zone = form.querySelector<HTMLElement>("[data-slot=dropzone]");
	const failure = form.querySelector<HTMLElement>("[data-slot=upload-failure]");
	const meter = form.querySelector<HTMLElement>("[data-slot=upload-progress]");
	const bar = meter?.querySelector("progress");
	const percent = meter?.querySelector("[data-slot=upload-percent]");
	const submit = form.querySelector<HTMLButtonElement>("[data-slot=upload-submit]");
	if (!zone || !failure || !meter || !bar || !percent || !submit) return;
	const limitBytes = Number(form.dataset.limitBytes ?? Number.POSITIVE_INFINITY);
	const limitLabel = form.dataset.limitLabel ?? "";
	const idleLabel = submit.textContent ?? "";
	const dropped: Picked[] = [];
	// The list of dropped files, made on the first drop.
	const list = document.createElement("ul");
	list.setAttribute("aria-label", "Dropped files");
	list.className = "max-h-40 overflow-auto text-sm";

	const fail = (message: string | null): void => {
		failure.textContent = message ?? "";
		failure.hidden = message === null;
	};
	const showProgress = (value: number | null): void => {
		meter.hidden = value === null;
		bar.value = value ?? 0;
		percent.textContent = `${value ?? 0}%`;
		submit.disabled = value !== null;
		submit.textContent = value === null ? idleLabel : (submit.dataset.busyLabel ?? idleLabel);
	};

	zone.addEventListener("dragover", (event) => {
		event.preventDefault();
		zone.dataset.over = "";
	});
	zone.addEventListener("dragleave", () => delete zone.dataset.over);
	zone.addEventListener("drop", (event) => {
		event.preventDefault();
		delete zone.dataset.over;
		const entries = [...(event.dataTransfer?.items ?? [])]
			.map((item) => item.webkitGetAsEntry())
			.filter((entry) => entry !== null);
		void Promise.all(entries.map((entry) => readEntry(entry, ""))).then((found) => {
			for (const picked of found.flat()) {
				dropped.push(picked);
				const item = document.createElement("li");
				item.className = "font-mono";
				item.textContent = picked.path;
				list.append(item);
			}
			if (dropped.length > 0 && !list.isConnected) zone.append(list);
		});
	});

	form.addEventListener("submit", (event) => {
		event.preventDefault();
		const picked = [
			...inputFiles(form, "files").map((file) => ({ file, path: file.name })),
			...inputFiles(form, "folder").map((file) => ({ file, path: file.webkitRelativePath || file.name })),
			...dropped,
		];
		if (picked.length === 0) return fail("Choose or drop at least one file.");
		if (picked.reduce((sum, { file }) => sum + file.size, 0) > limitBytes)
			return fail(
				`These files come to more than ${limitLabel}, the most one upload through the site may carry. ` +
					"Upload fewer files at a time, or use hf upload, huggingface_hub's upload_file or upload_folder, or git with git-lfs for larger files.",
			);
		const body = new FormData();
		for (const [key, value] of new FormData(form)) if (typeof value === "string") body.append(key, value);
		for (const { file, path } of picked) body.append("files", file, path);
		const request = new XMLHttpRequest();
		request.open("POST", `${new URL(form.action).pathname.replace(/\/+$/, "")}/commit`);
		request.upload.onprogress = (progress) => {
			if (progress.lengthComputable) showProgress(Math.round((progress.loaded / progress.total) * 100));
		};
		request.onerror = () => {
			showProgress(null);
			fail("The upload was interrupted. Check your connection and try again.");
		};
		request.onload = () => {
			const answer = parseAnswer(request);
			if (answer.location) return location.assign(answer.location);
			showProgress(null);
			fail(answer.error ?? "The upload failed.");
		};
		fail(null);
		showProgress(0);
		request.send(body);
	});
}

/** The files picked in the form's file input `name`. */
function inputFiles(form: HTMLFormElement, name: string): File[] {
	const input = form.elements.namedItem(name);
	return input instanceof HTMLInputElement ? [...(input.files ?? [])] : [];
}

/** The scripted twin's answer: `{ location }` or `{ error }`. */
function parseAnswer(request: XMLHttpRequest): { location?: string; error?: string } {
	try {
		return JSON.parse(request.responseText) as { location?: string; error?: string };
	} catch {
		return { error: `The hub answered ${request.status}.` };
	}
}

/** A dropped file, or a dropped folder read recursively, as files with their relative paths. */
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
