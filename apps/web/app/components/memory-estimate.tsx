import type { MemoryEstimate } from "@atrium/hub-api";

/** GiB with one decimal: GPU memory is sold in these units (a "24 GB" card holds 24 GiB). */
function gib(bytes: number): string {
	return `${(bytes / 2 ** 30).toFixed(bytes < 10 * 2 ** 30 ? 1 : 0)} GB`;
}

/** `4k`, `32k`, `128k` tokens. */
function tokens(context: number): string {
	return context % 1024 === 0 ? `${context / 1024}k` : String(context);
}

/**
 * "Fits in N GB" beside a model's card (decision 040): per weight variant, the memory to load it and to
 * run it at a few context lengths, each a link to the models that run within that much.
 */
export function MemoryEstimatePanel({ estimate }: { estimate: MemoryEstimate }) {
	const contexts = [...new Set(estimate.variants.flatMap((variant) => variant.run?.map((run) => run.context) ?? []))];
	return (
		<section aria-labelledby="memory-heading" data-slot="memory-estimate">
			<h2 id="memory-heading" className="mb-2 text-lg font-semibold">
				Memory
			</h2>
			<div className="overflow-x-auto">
				<table className="w-full text-sm">
					<caption className="sr-only">Memory to load and to run each variant, by context length</caption>
					<thead>
						<tr className="text-left text-muted">
							<th scope="col" className="pr-2 font-medium">
								Variant
							</th>
							<th scope="col" className="pr-2 font-medium">
								Load
							</th>
							{contexts.map((context) => (
								<th key={context} scope="col" className="pr-2 font-medium">
									Run {tokens(context)}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{estimate.variants.map((variant) => (
							<tr key={variant.name} data-variant={variant.name}>
								<th scope="row" className="pr-2 text-left font-normal break-all" title={variant.name}>
									{variant.quantization}
								</th>
								<td className="pr-2 tabular-nums">{gib(variant.loadBytes)}</td>
								{contexts.map((context) => {
									const run = variant.run?.find((entry) => entry.context === context);
									return (
										<td key={context} className="pr-2 tabular-nums">
											{run ? (
												<a href={`/models?fits=${Math.ceil(run.bytes / 2 ** 30)}GB&ctx=${context}`}>{gib(run.bytes)}</a>
											) : (
												"—"
											)}
										</td>
									);
								})}
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<p className="mt-2 text-xs text-muted">
				Estimated: load is the weights; run adds a 16-bit KV cache
				{estimate.kvBytesPerToken ? ` (${(estimate.kvBytesPerToken / 1024).toFixed(0)} KiB per token)` : ""} and{" "}
				{Math.round(estimate.overhead * 100)}% for the runtime.{" "}
				{estimate.attention ? null : "The attention shape is unknown, so only the load is shown. "}
				<a href="/docs/model-memory">How it is computed</a>
			</p>
		</section>
	);
}
