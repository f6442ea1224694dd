import type { FileChange } from "../lib/commit-diff.server.ts";
import { formatBytes } from "../lib/format.ts";
import { encodePath } from "../lib/paths.ts";

const STATUS_LABELS: Record<FileChange["status"], string> = {
	added: "Added",
	modified: "Modified",
	deleted: "Deleted",
};

/**
 * One changed file of a commit or a pull request: its path (linked at `rev` unless deleted), how it
 * changed, and its bounded line diff (`commit-diff.server.ts`) or why none is shown.
 */
export function FileDiff({ change, base, rev }: { change: FileChange; base: string; rev: string }) {
	const label = STATUS_LABELS[change.status];
	return (
		<section className="overflow-hidden rounded-lg border border-border" aria-label={`${label}: ${change.path}`}>
			<header className="flex flex-wrap items-baseline justify-between gap-2 bg-surface px-3 py-2 text-sm">
				<span className="font-mono">
					{change.status === "deleted" ? (
						change.path
					) : (
						<a href={`${base}/blob/${encodeURIComponent(rev)}/${encodePath(change.path)}`}>{change.path}</a>
					)}
				</span>
				<span className="text-muted">
					{label}
					{change.status === "modified"
						? ` · ${formatBytes(change.oldSize)} before, ${formatBytes(change.newSize)} after`
						: ` · ${formatBytes(change.newSize ?? change.oldSize)}`}
				</span>
			</header>
			{change.hunks ? (
				change.hunks.length ? (
					<div className="overflow-x-auto">
						<table className="w-full font-mono text-xs">
							<caption className="sr-only">Changes to {change.path}</caption>
							<tbody>
								{change.hunks.map((hunk, h) => {
									let oldLine = hunk.oldStart;
									let newLine = hunk.newStart;
									return [
										<tr key={`h${h}`} className="bg-surface-2 text-muted">
											<td colSpan={3} className="px-3 py-1">
												From line {hunk.oldStart} (before) and {hunk.newStart} (after)
											</td>
										</tr>,
										...hunk.lines.map((line, i) => {
											const o = line.kind === "+" ? "" : oldLine++;
											const n = line.kind === "-" ? "" : newLine++;
											const tone = line.kind === "+" ? "bg-green-500/10" : line.kind === "-" ? "bg-red-500/10" : "";
											return (
												<tr key={`${h}-${i}`} className={tone}>
													<td className="w-12 px-2 text-right text-muted select-none">{o}</td>
													<td className="w-12 px-2 text-right text-muted select-none">{n}</td>
													<td className="px-2 whitespace-pre">
														<span className="select-none" aria-hidden="true">
															{line.kind}
														</span>
														<span className="sr-only">
															{line.kind === "+" ? "added: " : line.kind === "-" ? "removed: " : ""}
														</span>
														{line.text}
													</td>
												</tr>
											);
										}),
									];
								})}
							</tbody>
						</table>
					</div>
				) : (
					<p className="px-3 py-2 text-sm text-muted">Same text (only the file's mode or line endings changed).</p>
				)
			) : (
				<p className="px-3 py-2 text-sm text-muted">{change.note}</p>
			)}
		</section>
	);
}
