import { cva } from "class-variance-authority";

/**
 * The site's one button look, as classes for a `<button>` or a link that acts as one:
 * `buttonVariants({ variant, size })`, plus layout classes (`w-full`, `self-start`) where a page needs them.
 * Sizes are by height: `xs` 28px for table rows and copy buttons, `sm` 32px, `md` 36px, `lg` 40px (the default), `xl` 44px.
 */
export const buttonVariants = cva(
	"inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium whitespace-nowrap no-underline transition-colors disabled:opacity-60 cursor-pointer",
	{
		variants: {
			variant: {
				primary: "bg-accent text-accent-fg hover:opacity-90",
				danger: "bg-red-700 text-accent-fg hover:opacity-90",
				outline: "border border-border bg-bg text-fg hover:bg-surface-2",
				ghost: "text-fg hover:bg-surface-2",
			},
			size: {
				xs: "h-7 px-2 text-xs",
				sm: "h-8 px-2.5",
				md: "h-9 px-3",
				lg: "h-10 px-4",
				xl: "h-11 px-5",
				icon: "h-9 w-9",
			},
		},
		defaultVariants: { variant: "outline", size: "lg" },
	},
);
