import type * as React from "react";
import { useRouteLoaderData } from "react-router";
import { CSRF_FIELD } from "../lib/csrf-field.ts";

/** The site's one form kit: the anti-forgery field, labelled inputs and selects, and submission messages. */

/**
 * The hidden anti-forgery field every changing form carries: the token the root loader read from the
 * session cookie, which the hub checks against it.
 */
export function CsrfField() {
	const root = useRouteLoaderData("root") as { csrf?: string } | undefined;
	return <input type="hidden" name={CSRF_FIELD} value={root?.csrf ?? ""} />;
}

const INPUT =
	"h-9 w-full rounded-md border border-border bg-bg px-2 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent";

/** A labelled text input; its id is `field-<name>` unless given, and `hint` is announced with it. */
export function TextField({
	label,
	hint,
	id,
	...props
}: { label: string; hint?: string } & React.ComponentProps<"input"> & { name: string }) {
	const fieldId = id ?? `field-${props.name}`;
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={fieldId} className="text-sm font-medium">
				{label}
			</label>
			<input id={fieldId} className={INPUT} aria-describedby={hint ? `${fieldId}-hint` : undefined} {...props} />
			{hint ? (
				<p id={`${fieldId}-hint`} className="text-xs text-muted">
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

/** The look of a message about the last submission. */
export function formMessageClass(kind: "error" | "success"): string {
	return `rounded-md border px-3 py-2 text-sm text-fg ${kind === "error" ? "border-red-500/50 bg-red-500/10" : "border-green-600/50 bg-green-600/10"}`;
}

/** A message about the last submission, nothing without one; `alert` interrupts screen readers, `status` waits. */
function FormMessage({ message, kind }: { message?: React.ReactNode; kind: "error" | "success" }) {
	if (message === undefined || message === null || message === false || message === "") return null;
	return (
		<p role={kind === "error" ? "alert" : "status"} data-slot={`notice-${kind}`} className={formMessageClass(kind)}>
			{message}
		</p>
	);
}

/** What went wrong with the last submission, announced to screen readers. */
export function FormError({ message }: { message?: React.ReactNode }) {
	return <FormMessage message={message} kind="error" />;
}

/** What the last submission did. */
export function FormNotice({ message }: { message?: React.ReactNode }) {
	return <FormMessage message={message} kind="success" />;
}
