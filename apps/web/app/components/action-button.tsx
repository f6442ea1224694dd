import type { VariantProps } from "class-variance-authority";
import { Form } from "react-router";
import { buttonVariants } from "./ui/button.ts";
import { CsrfField } from "./form-fields.tsx";

/**
 * A one-button form posting `intent` and hidden `fields` with the anti-forgery token: revoke a token,
 * remove a member, close a thread, hide a comment. Works without JavaScript; `ariaLabel` names what the
 * button acts on when a page repeats the label.
 */
export function ActionButton({
	intent,
	fields = {},
	label,
	ariaLabel,
	variant = "outline",
	size = "sm",
}: {
	intent: string;
	fields?: Record<string, string>;
	label: string;
	ariaLabel?: string;
} & Pick<VariantProps<typeof buttonVariants>, "variant" | "size">) {
	return (
		<Form method="post" className="inline">
			<CsrfField />
			<input type="hidden" name="intent" value={intent} />
			{Object.entries(fields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<button type="submit" className={buttonVariants({ variant, size })} aria-label={ariaLabel}>
				{label}
			</button>
		</Form>
	);
}
