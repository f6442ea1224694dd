import type {
	ConversionNote,
	DatasetPreview as Preview,
	PreviewCell,
	PreviewState,
} from "../lib/dataset-preview.server.ts";
import { ColumnCharts } from "./column-charts.tsx";

function Cell({ cell }: { cell: PreviewCell }) {
	switch (cell.kind) {
		case "null":
			return <span className="text-muted">null</span>;
		case "image":
			return <img src={cell.src} alt="" loading="lazy" className="max-h-24 max-w-40 object-contain" />;
		case "audio":
			return (
				<audio controls preload="none" className="w-56">
					<source src={cell.src} type={cell.type} />
				</audio>
			);
		case "text":
			return (
				<span className="whitespace-pre-wrap break-words" title={cell.truncated ? "Cut for the preview" : undefined}>
					{cell.text}
				</span>
			);
	}
}

function pageHref(path: string, preview: Preview, offset: number): string {
	const query = new URLSearchParams({ config: preview.config, split: preview.split, offset: String(offset) });
	if (preview.search) query.set("q", preview.search);
	if (preview.where) query.set("where", preview.where);
	return `${path}?${query}#dataset-viewer`;
}

/** One line on the Parquet version of the dataset (`refs/convert/parquet`, decision 042). */
function ConversionLine({ note, parquetHref }: { note: ConversionNote; parquetHref: string }) {
	const text =
		note.state === "done"
			? note.error
				? `No Parquet version: ${note.error}`
				: note.upToDate
					? "Parquet version up to date"
					: "Parquet version of an earlier commit"
			: note.state === "failed"
				? `Parquet conversion failed: ${note.error ?? "unknown error"}`
				: note.state === "none"
					? "No Parquet version yet"
					: "Parquet conversion in progress";
	return (
		<p className="mb-3 text-sm text-muted" data-testid="parquet-conversion">
			{text}
			{note.state === "done" && !note.error ? (
				<>
					{" "}
					(<a href={parquetHref}>refs/convert/parquet</a>)
				</>
			) : null}
		</p>
	);
}

/**
 * The dataset page's viewer: a config/split picker (a GET form), the page of rows as a table, and paging links.
 * A swap region: with the enhancement script, the form and the links switch the viewer in place.
 */
export function DatasetPreview({
	state,
	path,
	conversion,
}: {
	state: PreviewState;
	path: string;
	conversion?: ConversionNote | null;
}) {
	if (!state) return null;
	return (
		<section
			aria-labelledby="dataset-viewer-heading"
			id="dataset-viewer"
			data-swap-region="dataset-viewer"
			className="mb-8"
		>
			<h2 id="dataset-viewer-heading" className="mb-3 text-lg font-semibold">
				Dataset viewer
			</h2>
			{conversion ? <ConversionLine note={conversion} parquetHref={`${path}/tree/refs%2Fconvert%2Fparquet`} /> : null}
			{state.ok ? <Rows preview={state.preview} path={path} /> : <p className="text-muted">{state.message}</p>}
		</section>
	);
}

function Rows({ preview, path }: { preview: Preview; path: string }) {
	const last = preview.offset + preview.rows.length;
	const askStatistics = `${path}?${new URLSearchParams({ config: preview.config, split: preview.split, stats: "1" })}#dataset-viewer`;
	return (
		<div>
			<ColumnCharts charts={preview.charts} askHref={askStatistics} />
			<form method="get" action={`${path}#dataset-viewer`} className="mb-3 flex flex-wrap items-end gap-3 text-sm">
				<label className="flex flex-col gap-1">
					<span className="text-muted">Subset (config) and split</span>
					<select
						name="pick"
						defaultValue={`${preview.config}/${preview.split}`}
						className="rounded-md border border-border bg-bg px-2 py-1"
					>
						{preview.configs.flatMap((config) =>
							config.splits.map((split) => (
								<option key={`${config.name}/${split}`} value={`${config.name}/${split}`}>
									{config.name} / {split}
								</option>
							)),
						)}
					</select>
				</label>
				<label className="flex flex-col gap-1">
					<span className="text-muted">Search text columns</span>
					<input
						type="search"
						name="q"
						defaultValue={preview.search}
						maxLength={200}
						className="rounded-md border border-border bg-bg px-2 py-1"
					/>
				</label>
				<label className="flex min-w-64 flex-1 flex-col gap-1">
					<span className="text-muted">
						Filter (SQL condition, e.g. <code>&quot;label&quot; = &apos;positive&apos;</code>)
					</span>
					<input
						type="text"
						name="where"
						defaultValue={preview.where}
						maxLength={2000}
						className="rounded-md border border-border bg-bg px-2 py-1 font-mono"
					/>
				</label>
				<button type="submit" className="rounded-md border border-border px-3 py-1">
					Show
				</button>
			</form>
			{preview.problem ? (
				<p role="alert" className="mb-2 text-sm text-warn">
					{preview.problem}
				</p>
			) : null}
			<p className="mb-2 text-sm text-muted">
				{preview.total === 0
					? "No rows."
					: `Rows ${preview.offset + 1}–${last} of ${preview.total.toLocaleString("en")} ${preview.search || preview.where ? "matching " : ""}in ${preview.config} / ${preview.split}.`}
			</p>
			<div className="overflow-x-auto rounded-lg border border-border">
				<table className="w-full text-left text-sm">
					<caption className="sr-only">
						Rows of the {preview.split} split of {preview.config}
					</caption>
					<thead className="bg-surface">
						<tr>
							<th scope="col" className="px-2 py-1 text-muted">
								#
							</th>
							{preview.columns.map((column) => (
								<th key={column.name} scope="col" className="px-2 py-1 align-bottom">
									<span className="block font-medium">{column.name}</span>
									<span className="block text-xs font-normal text-muted">{column.type}</span>
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{preview.rows.map((row) => (
							<tr key={row.index} className="border-t border-border align-top">
								<td className="px-2 py-1 text-muted">{row.index}</td>
								{row.cells.map((cell, index) => (
									<td key={preview.columns[index]?.name ?? index} className="max-w-md px-2 py-1">
										<Cell cell={cell} />
									</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<nav aria-label="Pages of rows" className="mt-2 flex gap-4 text-sm">
				{preview.offset > 0 ? (
					<a href={pageHref(path, preview, Math.max(0, preview.offset - preview.pageSize))} rel="prev">
						Previous rows
					</a>
				) : null}
				{last < preview.total ? (
					<a href={pageHref(path, preview, last)} rel="next">
						Next rows
					</a>
				) : null}
			</nav>
		</div>
	);
}
