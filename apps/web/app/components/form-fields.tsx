import type * as React from "react";
import { CSRF_FIELD } from "../lib/csrf-field.ts";

/** The anti-forgery token every changing form carries (the hub checks it against its cookie). */
export function CsrfField({ token }: { token: string }) {
	return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

const INPUT =
	"h-9 w-full rounded-md border border-border bg-bg px-2 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent";

/** A labelled text input. */
export function TextField({
	label,
	hint,
	...props
}: { label: string; hint?: string } & React.ComponentProps<"input"> & { name: string }) {
	const id = `field-${props.name}`;
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			<input id={id} className={INPUT} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
			{hint ? (
				<p id={`${id}-hint`} className="text-xs text-muted">
					{hint}
				</p>
			) : null}
		</div>
	);
}

/** A labelled select of `[value, label]` options. */
export function SelectField({
	label,
	options,
	...props
}: { label: string; options: readonly (readonly [string, string])[] } & React.ComponentProps<"select"> & {
		name: string;
	}) {
	const id = `field-${props.name}`;
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			<select id={id} className={INPUT} {...props}>
				{options.map(([value, text]) => (
					<option key={value} value={value}>
						{text}
					</option>
				))}
			</select>
		</div>
	);
}

/** A message about the last submission, nothing without one; `alert` interrupts screen readers, `status` waits. */
function FormMessage({ message, role, tone }: { message?: string | null; role: "alert" | "status"; tone: string }) {
	if (!message) return null;
	return (
		<p role={role} className={`rounded-md border px-3 py-2 text-sm ${tone}`}>
			{message}
		</p>
	);
}

/** What went wrong with the last submission, announced to screen readers. */
export function FormError({ message }: { message?: string | null }) {
	return <FormMessage message={message} role="alert" tone="border-red-500/50 bg-red-500/10" />;
}

/** What the last submission did. */
export function FormNotice({ message }: { message?: string | null }) {
	return <FormMessage message={message} role="status" tone="border-green-600/50 bg-green-600/10" />;
}
