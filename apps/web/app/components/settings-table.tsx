import type * as React from "react";
import { Form } from "react-router";
import { CsrfField } from "./form-fields.tsx";
import { buttonVariants } from "./ui/button.ts";

/** The table of a settings or admin list: its column headings, then an unlabelled actions column. */
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

/** A form of one button that posts `fields` (as hidden inputs, with the anti-forgery field) to the page's action. */
export function RowAction({
	fields,
	label,
	ariaLabel,
	buttonClassName = buttonVariants({ variant: "outline", size: "sm" }),
	formClassName,
}: {
	fields: Record<string, string>;
	label: React.ReactNode;
	ariaLabel: string;
	buttonClassName?: string;
	formClassName?: string;
}) {
	return (
		<Form method="post" className={formClassName}>
			<CsrfField />
			{Object.entries(fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<button type="submit" className={buttonClassName} aria-label={ariaLabel}>
				{label}
			</button>
		</Form>
	);
}
