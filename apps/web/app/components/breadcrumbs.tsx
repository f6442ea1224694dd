/** A path inside a repository as links: repo root / folder / folder / file. */
export function Breadcrumbs({ treeBase, rev, path }: { treeBase: string; rev: string; path: string }) {
	const parts = path ? path.split("/") : [];
	return (
		<nav aria-label="Path" className="font-mono text-sm break-all">
			<ol className="flex flex-wrap items-center gap-1">
				<li>
					<a href={`${treeBase}/${encodeURIComponent(rev)}`}>{rev.length === 40 ? rev.slice(0, 7) : rev}</a>
				</li>
				{parts.map((p, i) => {
					const last = i === parts.length - 1;
					const href = `${treeBase}/${encodeURIComponent(rev)}/${parts
						.slice(0, i + 1)
						.map(encodeURIComponent)
						.join("/")}`;
					return (
						<li key={href} className="flex items-center gap-1">
							<span aria-hidden="true" className="text-muted">
								/
							</span>
							{last ? <span aria-current="page">{p}</span> : <a href={href}>{p}</a>}
						</li>
					);
				})}
			</ol>
		</nav>
	);
}
