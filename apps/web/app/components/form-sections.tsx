import { Form } from "react-router";
import { CsrfField } from "./form-fields.tsx";

/** A labelled textarea with a hint under it: markdown descriptions and comments, a webhook's watched items. */
export function TextAreaField({
	label,
	name,
	id,
	hint,
	rows = 6,
	maxLength = 65_536,
	...props
}: {
	label: string;
	name: string;
	id?: string;
	hint: React.ReactNode;
	rows?: number;
	maxLength?: number;
	required?: boolean;
	defaultValue?: string;
	placeholder?: string;
}) {
	const fieldId = id ?? `field-${name}`;
	return (
		<Labelled id={fieldId} label={label} hint={hint}>
			<textarea
				id={fieldId}
				name={name}
				rows={rows}
				maxLength={maxLength}
				aria-describedby={`${fieldId}-hint`}
				className="w-full rounded-md border border-border bg-bg px-3 py-2 font-mono text-sm text-fg"
				{...props}
			/>
		</Labelled>
	);
}

/** A control under its label, with a hint (`{id}-hint`, for `aria-describedby`) below. */
function Labelled({
	id,
	label,
	hint,
	children,
}: {
	id: string;
	label: string;
	hint: React.ReactNode;
	children: React.ReactNode;
}) {
	const hintId = `${id}-hint`;
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			{children}
			<p id={hintId} className="text-xs text-muted">
				{hint}
			</p>
		</div>
	);
}

/** A textarea for markdown (thread descriptions and comments), bounded as the hub bounds comments. */
export function MarkdownField(props: { label: string; name: string; required?: boolean; defaultValue?: string }) {
	return <TextAreaField {...props} hint="Markdown: links, lists, code and tables; no HTML scripts or styles." />;
}

/**
 * A titled section holding one form (with the anti-forgery field): the new-webhook and new-thread forms.
 * `slot` names the form for tests.
 */
export function FormSection({
	id,
	title,
	slot,
	className,
	children,
}: {
	id: string;
	title: string;
	slot: string;
	className?: string;
	children: React.ReactNode;
}) {
	return (
		<section aria-labelledby={id} className={className}>
			<h2 id={id} className="text-lg font-semibold">
				{title}
			</h2>
			<Form method="post" className="mt-3 flex flex-col gap-3" data-slot={slot}>
				<CsrfField />
				{children}
			</Form>
		</section>
	);
}
