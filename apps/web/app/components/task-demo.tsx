import type { TaskDemoEntry } from "@atrium/tasks";

/** Colours of token types in `text-with-tokens` demos: light backgrounds, dark text, readable in both themes. */
const TOKEN_COLOURS = ["#fde68a", "#bfdbfe", "#bbf7d0", "#fecaca", "#ddd6fe", "#fed7aa", "#a5f3fc", "#f5d0fe"];

function tokenColour(types: string[], type: string): string {
	return TOKEN_COLOURS[types.indexOf(type) % TOKEN_COLOURS.length] ?? "#e5e7eb";
}

function TextWithTokens({ text, tokens }: { text: string; tokens: { type: string; start: number; end: number }[] }) {
	const sorted = [...tokens].filter((t) => t.start < t.end && t.end <= text.length).sort((a, b) => a.start - b.start);
	const types = [...new Set(sorted.map((t) => t.type))];
	const parts: React.ReactNode[] = [];
	let at = 0;
	for (const t of sorted) {
		if (t.start < at) continue;
		if (t.start > at) parts.push(text.slice(at, t.start));
		parts.push(
			<mark
				key={`${t.start}-${t.end}`}
				style={{ backgroundColor: tokenColour(types, t.type) }}
				className="rounded px-0.5 text-[#111827]"
			>
				{text.slice(t.start, t.end)}
				<span className="ml-1 text-[0.65rem] font-semibold uppercase">{t.type}</span>
			</mark>,
		);
		at = t.end;
	}
	if (at < text.length) parts.push(text.slice(at));
	return (
		<div>
			<p className="leading-loose">{parts}</p>
			<ul aria-label="Legend" className="mt-2 flex flex-wrap gap-2 text-xs">
				{types.map((type) => (
					<li key={type} className="flex items-center gap-1">
						<span
							aria-hidden="true"
							className="inline-block h-3 w-3 rounded"
							style={{ backgroundColor: tokenColour(types, type) }}
						/>
						{type}
					</li>
				))}
			</ul>
		</div>
	);
}

/** One demo input or output of a task page, rendered by its type. `assetBase` locates the task's files. */
export function TaskDemoItem({ entry, assetBase }: { entry: TaskDemoEntry; assetBase: string }) {
	switch (entry.type) {
		case "text":
			return (
				<div>
					{entry.label ? <p className="text-xs font-semibold text-muted uppercase">{entry.label}</p> : null}
					<p className="whitespace-pre-wrap">{entry.content}</p>
				</div>
			);
		case "img":
			return (
				<div className="aspect-[4/3] w-full max-w-md overflow-hidden rounded-md border border-border bg-surface">
					<img
						src={`${assetBase}/${encodeURIComponent(entry.filename)}`}
						alt={`Example: ${entry.filename}`}
						loading="lazy"
						width={640}
						height={480}
						className="h-full w-full object-contain"
					/>
				</div>
			);
		case "audio":
			return (
				<audio controls preload="none" className="h-10 w-full max-w-md" aria-label={`Example audio: ${entry.filename}`}>
					<source src={`${assetBase}/${encodeURIComponent(entry.filename)}`} />
					<a href={`${assetBase}/${encodeURIComponent(entry.filename)}`}>Download {entry.filename}</a>
				</audio>
			);
		case "chart":
			return (
				<ul className="space-y-1.5" aria-label="Scores">
					{entry.data.map((row) => {
						const pct = Math.max(0, Math.min(100, row.score * 100));
						return (
							<li key={row.label} className="grid grid-cols-[8rem_1fr_3.5rem] items-center gap-2 text-sm">
								<span className="truncate">{row.label}</span>
								<span aria-hidden="true" className="h-3 rounded bg-surface-2">
									<span className="block h-3 rounded bg-accent" style={{ width: `${pct}%` }} />
								</span>
								<span className="text-right font-mono text-xs">{row.score.toFixed(3)}</span>
							</li>
						);
					})}
				</ul>
			);
		case "tabular": {
			const [head, ...rows] = entry.data;
			return (
				<div className="overflow-x-auto">
					<table className="text-sm">
						{head ? (
							<thead>
								<tr>
									{head.map((h, i) => (
										<th key={i} scope="col" className="border border-border bg-surface px-2 py-1 text-left">
											{h}
										</th>
									))}
								</tr>
							</thead>
						) : null}
						<tbody>
							{rows.map((r, i) => (
								<tr key={i}>
									{r.map((c, j) => (
										<td key={j} className="border border-border px-2 py-1">
											{c}
										</td>
									))}
								</tr>
							))}
						</tbody>
					</table>
				</div>
			);
		}
		case "text-with-tokens":
			return <TextWithTokens text={entry.text} tokens={entry.tokens} />;
	}
}
