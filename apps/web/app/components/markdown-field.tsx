/** A labelled textarea for markdown (descriptions and comments), bounded as the hub bounds comments. */
export function MarkdownField({
	label,
	name,
	required,
	defaultValue,
}: {
	label: string;
	name: string;
	required?: boolean;
	defaultValue?: string;
}) {
	const id = `field-${name}`;
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			<textarea
				id={id}
				name={name}
				required={required}
				rows={6}
				maxLength={65_536}
				aria-describedby={`${id}-hint`}
				defaultValue={defaultValue}
				className="w-full rounded-md border border-border bg-bg px-3 py-2 font-mono text-sm text-fg"
			/>
			<p id={`${id}-hint`} className="text-xs text-muted">
				Markdown: links, lists, code and tables; no HTML scripts or styles.
			</p>
		</div>
	);
}
