import { useState } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";
import { buttonVariants } from "./ui/button.ts";

/**
 * Copies `text` to the clipboard and says so ("Copied"), for screen readers too. Rendered only
 * once JavaScript runs: without it the code stays selectable and nothing pretends to work.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
	const hydrated = useHydrated();
	const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
	if (!hydrated) return <span className="inline-block h-7 w-16" aria-hidden="true" />;
	return (
		<span className="inline-flex items-center gap-2">
			<span role="status" className="text-xs text-muted">
				{state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : ""}
			</span>
			<button
				type="button"
				data-slot="copy-button"
				aria-label={label}
				onClick={() => {
					navigator.clipboard.writeText(text).then(
						() => setState("copied"),
						() => setState("failed"),
					);
				}}
				className={`${buttonVariants({ variant: "outline", size: "xs" })} w-16`}
			>
				Copy
			</button>
		</span>
	);
}
