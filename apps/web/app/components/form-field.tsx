import type * as React from "react";
import { useRouteLoaderData } from "react-router";
import { CsrfField as CsrfTokenField } from "./form-fields.tsx";

/** The hidden anti-forgery field every changing form carries (the token comes from the root loader). */
export function CsrfField() {
	const root = useRouteLoaderData("root") as { csrf?: string } | undefined;
	return <CsrfTokenField token={root?.csrf ?? ""} />;
}

/** A labelled input in the house style. */
export function Field({
	label,
	id,
	hint,
	...props
}: React.ComponentProps<"input"> & { label: string; id: string; hint?: string }) {
	return (
		<div className="space-y-1">
			<label htmlFor={id} className="block text-sm font-medium">
				{label}
			</label>
			<input
				id={id}
				{...(hint ? { "aria-describedby": `${id}-hint` } : {})}
				className="h-10 w-full rounded-md border border-border bg-surface px-3 text-fg"
				{...props}
			/>
			{hint ? (
				<p id={`${id}-hint`} className="text-xs text-muted">
					{hint}
				</p>
			) : null}
		</div>
	);
}

/** An error or success message, announced to screen readers. */
export function Notice({ kind, children }: { kind: "error" | "success"; children: React.ReactNode }) {
	return (
		<p
			role={kind === "error" ? "alert" : "status"}
			data-slot={`notice-${kind}`}
			className={`rounded-md border px-3 py-2 text-sm ${kind === "error" ? "border-red-600 text-fg" : "border-accent text-fg"}`}
		>
			{children}
		</p>
	);
}
