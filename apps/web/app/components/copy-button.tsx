import { useState } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";
import { buttonVariants } from "./ui/button.ts";

/**
 * Copies `text` to the clipboard and says so ("Copied"), for screen readers too. The control is
 * hidden until a script runs (React here; on a page the framework does not hydrate,
 * `app/enhance/copy-buttons.ts`, which copies the block's code): without script the code stays
 * selectable and nothing pretends to work. It stays hidden where the browser has no clipboard (a
 * page not served over HTTPS or from localhost).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
	const hydrated = useHydrated();
	const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
	return (
		<span
			data-slot="copy-control"
			className="inline-flex items-center gap-2"
			hidden={!hydrated || !(navigator.clipboard as Clipboard | undefined)}
		>
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
