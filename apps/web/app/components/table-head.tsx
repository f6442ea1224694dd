/** The header row of a settings table: the column names, then an unlabelled (screen-reader "Actions") column for the row's buttons. */
export function TableHead({ columns }: { columns: string[] }) {
	return (
		<thead className="text-muted">
			<tr>
				{columns.map((column) => (
					<th key={column} scope="col" className="py-2">
						{column}
					</th>
				))}
				<th scope="col">
					<span className="sr-only">Actions</span>
				</th>
			</tr>
		</thead>
	);
}
