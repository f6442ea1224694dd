import type * as React from "react";

/** The table of a settings or admin list: its column headings, then an unlabelled actions column (rows put an `ActionButton` there). */
export function SettingsTable({
	columns,
	slot,
	children,
}: {
	columns: readonly [string, ...string[]];
	/** `data-slot` of the table, for tests. */
	slot?: string;
	children: React.ReactNode;
}) {
	const [first, ...rest] = columns;
	return (
		<table className="mt-3 w-full text-left text-sm" data-slot={slot}>
			<thead className="text-muted">
				<tr>
					<th scope="col" className="py-2">
						{first}
					</th>
					{rest.map((column) => (
						<th key={column} scope="col">
							{column}
						</th>
					))}
					<th scope="col">
						<span className="sr-only">Actions</span>
					</th>
				</tr>
			</thead>
			<tbody>{children}</tbody>
		</table>
	);
}
