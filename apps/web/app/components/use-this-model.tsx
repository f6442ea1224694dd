import type { ModelUsage } from "../lib/model-usage.ts";
import { CodeBlock } from "./code-block.tsx";

/**
 * "Use this model": every snippet of the model's library, labelled, highlighted and copyable;
 * fallback texts appear as notices; then the library's documentation and code links; then the
 * local apps that run the model, each with its deep link or commands.
 */
export function UseThisModel({
	usage,
}: {
	usage: Pick<ModelUsage, "library" | "declaredLibrary" | "snippets" | "localApps">;
}) {
	const { library, declaredLibrary, snippets, localApps } = usage;
	return (
		<div data-slot="use-this-model" className="space-y-4">
			{snippets.length === 0 ? (
				<p className="text-muted">
					{library
						? `${library.label} has no usage snippet in Atrium yet.`
						: declaredLibrary
							? `Atrium does not know the library “${declaredLibrary}” yet, so there is no usage snippet.`
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
			{localApps.length ? (
				<section aria-labelledby="local-apps" className="space-y-3 pt-2">
					<h3 id="local-apps" className="font-semibold">
						Local apps
					</h3>
					<ul className="space-y-4">
						{localApps.map((app) => (
							<li key={app.key} className="space-y-2">
								<p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
									<span className="font-medium">{app.label}</span>
									{app.macOSOnly ? (
										<span className="rounded-full border border-border px-2 text-xs text-muted">macOS only</span>
									) : null}
									{app.deepLink ? <a href={app.deepLink}>Open in {app.label}</a> : null}
									<a href={app.docsUrl} rel="noopener">
										{app.label} documentation
									</a>
								</p>
								{app.hubNote ? <p className="text-sm text-muted">{app.hubNote}</p> : null}
								{app.snippets.map((s, i) =>
									s.notice ? (
										<p key={i} role="note" className="rounded-lg bg-warn-bg p-3 text-sm text-warn-fg">
											{s.code}
										</p>
									) : (
										<CodeBlock key={i} label={s.label} code={s.code} html={s.html} />
									),
								)}
							</li>
						))}
					</ul>
				</section>
			) : null}
		</div>
	);
}
