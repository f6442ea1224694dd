import { CopyButton } from "./copy-button.tsx";

/**
 * A labelled block of code: a header with its label and a copy button, then the code, already
 * highlighted on the server (`html` is escaped, highlight.js markup only). The block scrolls
 * sideways and is keyboard-focusable so long lines stay readable.
 */
export function CodeBlock({ label, code, html }: { label: string; code: string; html: string }) {
	return (
		<figure data-slot="code-block" className="overflow-hidden rounded-lg border border-border bg-code-bg">
			<figcaption className="flex h-10 items-center justify-between gap-2 border-b border-border px-3 text-sm">
				<span className="truncate font-medium">{label}</span>
				<CopyButton text={code} label={`Copy ${label}`} />
			</figcaption>
			<pre
				tabIndex={0}
				aria-label={label}
				className="overflow-x-auto p-3 text-[0.8125rem] leading-relaxed text-code-fg"
			>
				<code className="font-mono" dangerouslySetInnerHTML={{ __html: html }} />
			</pre>
		</figure>
	);
}
