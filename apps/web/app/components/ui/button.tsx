import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";

/** Button styles, shared by `<button>` and link-buttons. */
export const buttonVariants = cva(
	"inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium whitespace-nowrap transition-colors disabled:opacity-60 cursor-pointer",
	{
		variants: {
			variant: {
				primary: "bg-accent text-accent-fg hover:opacity-90",
				outline: "border border-border bg-bg text-fg hover:bg-surface-2",
				ghost: "text-fg hover:bg-surface-2",
			},
			size: {
				sm: "h-8 px-2.5",
				md: "h-10 px-4",
				icon: "h-9 w-9",
			},
		},
		defaultVariants: { variant: "outline", size: "md" },
	},
);

/** A button in the house style. */
export function Button({
	className,
	variant,
	size,
	type = "button",
	...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
	return (
		<button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
	);
}
