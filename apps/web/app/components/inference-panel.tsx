import { useState } from "react";
import { Form, Link } from "react-router";
import type { ModelUsage } from "../lib/model-usage.ts";
import { isPlainClick } from "../lib/plain-click.ts";
import { followTabKey } from "../lib/tab-keys.ts";
import { CodeBlock } from "./code-block.tsx";
import { buttonVariants } from "./ui/button.ts";

type Inference = ModelUsage["inference"];

function query(inf: Inference, over: Partial<{ provider: string; lang: string; client: string }>): string {
	const q = new URLSearchParams();
	q.set("provider", over.provider ?? inf.provider);
	if (inf.streaming) q.set("streaming", "true");
	if (inf.billTo) q.set("bill_to", inf.billTo);
	const lang = over.lang ?? inf.language;
	if (lang) q.set("lang", lang);
	const client = over.client;
	if (client) q.set("client", client);
	return `?${q.toString()}#inference`;
}

/** Arrow keys, Home and End move between the tabs of a tablist and select the one reached. */
function onTabListKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
	followTabKey(event, event.currentTarget);
}

const tabClass = (selected: boolean) =>
	`inline-flex h-9 items-center rounded-md px-3 text-sm no-underline ${selected ? "bg-accent text-accent-fg font-semibold" : "text-fg hover:bg-surface-2"}`;

/**
 * Inference snippets: provider × language × client. Without JavaScript every tab is a link the
 * server answers; with it, language and client switch in place and the URL follows.
 */
export function InferencePanel({ inference }: { inference: Inference }) {
	const [language, setLanguage] = useState(inference.language);
	const [client, setClient] = useState(inference.client);
	const group = inference.languages.find((g) => g.language === language) ?? inference.languages[0];
	const current = group?.clients.find((c) => c.client === client) ?? group?.clients[0];

	const select = (event: React.MouseEvent<HTMLAnchorElement>, lang: string, cl: string) => {
		if (!isPlainClick(event)) return;
		event.preventDefault();
		setLanguage(lang);
		setClient(cl);
		window.history.replaceState(window.history.state, "", event.currentTarget.href);
	};

	if (inference.providers.length === 0) {
		return <p className="text-muted">No inference provider serves this model's task.</p>;
	}

	return (
		<div data-slot="inference-panel" className="space-y-4">
			<nav aria-label="Inference provider">
				<p className="mb-1 text-sm font-medium" id="provider-label">
					Provider
				</p>
				<ul className="flex flex-wrap gap-1" aria-labelledby="provider-label">
					{inference.providers.map((p) => (
						<li key={p}>
							<Link
								id={`inf-provider-${p}`}
								to={query(inference, { provider: p })}
								preventScrollReset
								aria-current={p === inference.provider ? "page" : undefined}
								className={tabClass(p === inference.provider)}
							>
								{p}
							</Link>
						</li>
					))}
				</ul>
			</nav>

			<Form
				method="get"
				preventScrollReset
				className="flex flex-wrap items-end gap-3 rounded-lg border border-border p-3"
			>
				<input type="hidden" name="provider" value={inference.provider} />
				<input type="hidden" name="lang" value={language} />
				{current ? <input type="hidden" name="client" value={current.client} /> : null}
				<div className="flex flex-col gap-1">
					<label htmlFor="bill-to" className="text-sm font-medium">
						Bill to organization
					</label>
					<input
						id="bill-to"
						name="bill_to"
						defaultValue={inference.billTo}
						placeholder="my-org (optional)"
						pattern="[A-Za-z0-9][A-Za-z0-9._\-]*"
						className="h-9 rounded-md border border-border bg-bg px-2 text-sm text-fg placeholder:text-muted"
					/>
				</div>
				<label className="flex h-9 items-center gap-2 text-sm">
					<input
						type="checkbox"
						name="streaming"
						value="true"
						defaultChecked={inference.streaming}
						className="h-4 w-4"
					/>
					Stream the response
				</label>
				<button type="submit" id="inference-update" className={buttonVariants({ variant: "outline", size: "md" })}>
					Update snippets
				</button>
			</Form>

			{inference.languages.length === 0 ? (
				<p className="text-muted">The hub has no inference snippet for this model and provider.</p>
			) : (
				<>
					<div role="tablist" aria-label="Language" className="flex flex-wrap gap-1" onKeyDown={onTabListKeyDown}>
						{inference.languages.map((g) => (
							<a
								key={g.language}
								role="tab"
								id={`inf-lang-${g.language}`}
								aria-selected={g.language === group?.language}
								aria-controls="inference-code"
								href={query(inference, { lang: g.language })}
								onClick={(e) => select(e, g.language, g.clients[0]?.client ?? "")}
								className={tabClass(g.language === group?.language)}
							>
								{g.label}
							</a>
						))}
					</div>
					<div role="tablist" aria-label="Client" className="flex flex-wrap gap-1" onKeyDown={onTabListKeyDown}>
						{group?.clients.map((c) => (
							<a
								key={c.client}
								role="tab"
								id={`inf-client-${c.client}`}
								aria-selected={c.client === current?.client}
								aria-controls="inference-code"
								href={query(inference, { lang: group.language, client: c.client })}
								onClick={(e) => select(e, group.language, c.client)}
								className={tabClass(c.client === current?.client)}
							>
								{c.client}
							</a>
						))}
					</div>
					{current && group ? (
						<div role="tabpanel" id="inference-code" aria-labelledby={`inf-client-${current.client}`}>
							<CodeBlock
								key={`${group.language}/${current.client}`}
								label={`${group.label} — ${current.client} (${inference.provider})`}
								code={current.code}
								html={current.html}
							/>
						</div>
					) : null}
				</>
			)}
			<p className="rounded-md bg-surface p-3 text-sm text-muted" role="note">
				<strong className="text-fg">Access token:</strong> these snippets read a token from the <code>HF_TOKEN</code>{" "}
				environment variable; it must be allowed to call inference providers.
				{inference.billTo ? (
					<>
						{" "}
						Requests are billed to <strong className="text-fg">{inference.billTo}</strong> (the{" "}
						<code>X-HF-Bill-To</code> header), so the token's user must belong to that organization.
					</>
				) : null}
			</p>
		</div>
	);
}
