import type { SpaceAppView } from "../lib/space-app.server.ts";
import { CodeBlock } from "./code-block.tsx";

/**
 * A space's app on its page: a static space runs in a sandboxed frame from the hub's spaces origin
 * (never this origin: the frame has no access to the visitor's session); without a spaces origin the
 * page says how to turn it on. Every SDK gets the commands that run it against this hub.
 */
export function SpaceAppPanel({ view }: { view: SpaceAppView }) {
	const { app, steps } = view;
	const isStatic = app.sdk === "static";
	return (
		<section aria-labelledby="space-app-heading" className="mb-8 space-y-4">
			<h2 id="space-app-heading" className="text-lg font-semibold">
				{isStatic ? "App" : "How to run it"}
			</h2>
			{isStatic && app.url ? (
				<>
					<iframe
						src={app.url}
						title={`${app.id} (runs from ${app.spacesOrigin ?? "the spaces origin"})`}
						sandbox={app.sandbox}
						referrerPolicy="no-referrer"
						className="h-[36rem] w-full rounded-lg border border-border bg-white"
						data-space-frame=""
					/>
					<p className="text-sm text-muted">
						Runs from {app.spacesOrigin}, a separate origin, in a sandbox: its script cannot reach your session on this
						hub.{" "}
						<a href={app.url} target="_blank" rel="noopener noreferrer">
							Open it in a new tab
						</a>
						{app.expiresAt ? " (this private link stops working after an hour)" : ""}.
					</p>
				</>
			) : null}
			{isStatic && !app.spacesOrigin ? (
				<div role="note" className="rounded-lg border border-dashed border-border p-4 text-sm">
					<p className="font-medium">This hub does not serve static spaces yet.</p>
					<p className="mt-1 text-muted">
						Static spaces run from a separate origin, so their scripts never share this site&apos;s cookies. Start the
						hub with <code>ATRIUM_SPACES_URL</code> set to another host name that reaches it (for example{" "}
						<code>https://spaces.hub.example.org</code>), or give it a second port with{" "}
						<code>atrium serve --spaces-port 8081</code> (<code>npm start</code> does this: the hub&apos;s port + 1).
						See <a href="/docs/spaces">static spaces</a>.
					</p>
				</div>
			) : null}
			{!isStatic ? (
				<p className="text-sm text-muted">
					This hub keeps the {app.sdk ? <code>{app.sdk}</code> : "space's"} app&apos;s files but does not run it. Run it
					on your machine against this hub:
				</p>
			) : (
				<h3 className="text-base font-semibold">Run it yourself</h3>
			)}
			{steps.map((s) => (
				<CodeBlock key={s.label} label={s.label} code={s.code} html={s.html} />
			))}
		</section>
	);
}
