import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";

/** Badge styles: small labels for tasks, libraries and tags. */
export const badgeVariants = cva(
	"inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium no-underline",
	{
		variants: {
			variant: {
				task: "border-transparent bg-accent-soft text-fg",
				library: "border-border bg-surface text-fg",
				tag: "border-border bg-bg text-muted",
			},
		},
		defaultVariants: { variant: "tag" },
	},
);

/** A small label; a link when given `href`. */
export function Badge({
	className,
	variant,
	href,
	...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { href?: string }) {
	const classes = cn(badgeVariants({ variant }), href && "hover:border-accent hover:text-fg", className);
	if (href) {
		return <a data-slot="badge" href={href} className={classes} {...(props as React.ComponentProps<"a">)} />;
	}
	return <span data-slot="badge" className={classes} {...props} />;
}
