import type { ColumnChart } from "../lib/dataset-statistics.server.ts";

const WIDTH = 200;
const HEIGHT = 48;

/** One column's chart as an SVG of bars, each bar titled with its label and count, and the figures below. */
function Chart({ chart }: { chart: ColumnChart }) {
	const max = Math.max(1, ...chart.bars.map((bar) => bar.count));
	const width = WIDTH / chart.bars.length;
	const description = chart.bars.map((bar) => `${bar.label}: ${bar.count}`).join("; ");
	return (
		<figure className="min-w-0 rounded-md border border-border p-2">
			<figcaption className="mb-1 flex justify-between gap-2 text-sm">
				<span className="truncate font-medium">{chart.column}</span>
				<span className="text-muted">{chart.type}</span>
			</figcaption>
			<svg
				viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
				className="h-12 w-full text-accent"
				role="img"
				aria-label={`${chart.kind === "histogram" ? "Histogram" : "Frequencies"} of ${chart.column}: ${description}`}
				preserveAspectRatio="none"
			>
				{chart.bars.map((bar, index) => {
					const height = Math.max(bar.count > 0 ? 1 : 0, (bar.count / max) * HEIGHT);
					return (
						<rect
							key={index}
							x={index * width + 0.5}
							y={HEIGHT - height}
							width={Math.max(0.5, width - 1)}
							height={height}
							fill="currentColor"
						>
							<title>{`${bar.label}: ${bar.count}`}</title>
						</rect>
					);
				})}
			</svg>
			<p className="mt-1 truncate text-xs text-muted">{chart.summary}</p>
		</figure>
	);
}

/**
 * Statistics of the split's columns: histograms for numbers and text lengths, bars for labels and
 * booleans. Without charts (a large split), a link asks the page to compute them.
 */
export function ColumnCharts({ charts, askHref }: { charts: ColumnChart[] | null; askHref: string }) {
	if (charts === null)
		return (
			<p className="mb-3 text-sm">
				<a href={askHref}>Compute column statistics</a>{" "}
				<span className="text-muted">(a large split: this takes a while)</span>
			</p>
		);
	if (charts.length === 0) return null;
	return (
		<details className="mb-3" open>
			<summary className="cursor-pointer text-sm font-medium">Column statistics</summary>
			<div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-2">
				{charts.map((chart) => (
					<Chart key={chart.column} chart={chart} />
				))}
			</div>
		</details>
	);
}
