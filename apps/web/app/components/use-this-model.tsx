import type { ModelUsage } from "../lib/model-usage.ts";
import { CodeBlock } from "./code-block.tsx";

/**
 * "Use this model": every snippet of the model's library, labelled, highlighted and copyable;
 * fallback texts appear as notices; then the library's documentation and code links.
 */
export function UseThisModel({ usage }: { usage: Pick<ModelUsage, "library" | "snippets"> }) {
	const { library, snippets } = usage;
	return (
		<div data-slot="use-this-model" className="space-y-4">
			{snippets.length === 0 ? (
				<p className="text-muted">
					{library
						? `${library.label} has no usage snippet in Atrium yet.`
						: "This model declares no library, so there is no usage snippet."}
				</p>
			) : (
				snippets.map((s, i) =>
					s.notice ? (
						<div key={i} role="note" className="rounded-lg border border-border bg-warn-bg p-3 text-sm text-warn-fg">
							<p className="font-medium">{s.label}</p>
							<p className="mt-1 whitespace-pre-wrap">{s.code}</p>
						</div>
					) : (
						<CodeBlock key={i} label={s.label} code={s.code} html={s.html} />
					),
				)
			)}
			{library ? (
				<p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
					<a href={`/libraries/${library.key}`}>About {library.label} on Atrium</a>
					{library.docsUrl ? (
						<a href={library.docsUrl} rel="noopener">
							{library.label} documentation
						</a>
					) : null}
					<a href={library.repoUrl} rel="noopener">
						{library.label} source code
					</a>
				</p>
			) : null}
		</div>
	);
}
