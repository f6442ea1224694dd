import type { ApiFetch } from "./api-context.ts";
import type { RepoInfo } from "./api-types.ts";
import { highlightCode } from "./highlight.server.ts";
import { getSnippets } from "./hub-api.server.ts";
import { providersFor } from "./inference-providers.ts";
import { libraryEntry } from "./libraries.server.ts";
import { languageLabel } from "./snippet-labels.ts";
import type { ModelUsage, ShownSnippet } from "./model-usage.ts";

const BILL_TO = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;

/**
 * Builds the usage sections of a model page from the hub's snippets endpoint and the registry.
 * The page's query picks the provider (`provider`), tab (`lang`, `client`), `streaming` and
 * `bill_to`; invalid values fall back to defaults.
 */
export async function modelUsage(apiFetch: ApiFetch, model: RepoInfo, query: URLSearchParams): Promise<ModelUsage> {
	const providers = providersFor(model.pipeline_tag, model.tags);
	const askedProvider = query.get("provider") ?? "";
	const provider = providers.includes(askedProvider) ? askedProvider : (providers[0] ?? "hf-inference");
	const streaming = query.get("streaming") === "true" || query.get("streaming") === "on";
	const billToRaw = (query.get("bill_to") ?? "").trim();
	const billTo = BILL_TO.test(billToRaw) ? billToRaw : "";
	const response = await getSnippets(apiFetch, model.id, { provider, streaming, billTo });

	const key = model.library_name ?? "";
	const entry = libraryEntry(key);
	const library = entry
		? { key, label: entry.prettyLabel, repoUrl: entry.repoUrl, ...(entry.docsUrl ? { docsUrl: entry.docsUrl } : {}) }
		: null;

	const snippets = response.library.map((s): ShownSnippet => {
		const libLabel = libraryEntry(s.library)?.prettyLabel ?? s.library;
		return {
			label: `${libLabel}${s.title ? ` — ${s.title}` : ""} (${languageLabel(s.language)})`,
			language: s.language,
			code: s.code,
			html: highlightCode(s.code, s.language),
			notice: s.language === "text",
		};
	});

	const languages: ModelUsage["inference"]["languages"] = [];
	if (providers.length) {
		for (const s of response.inference) {
			let group = languages.find((g) => g.language === s.language);
			if (!group) {
				group = { language: s.language, label: languageLabel(s.language), clients: [] };
				languages.push(group);
			}
			group.clients.push({ client: s.client, code: s.code, html: highlightCode(s.code, s.language) });
		}
	}
	const language = languages.find((g) => g.language === query.get("lang"))?.language ?? languages[0]?.language ?? "";
	const clients = languages.find((g) => g.language === language)?.clients ?? [];
	const client = clients.find((c) => c.client === query.get("client"))?.client ?? clients[0]?.client ?? "";

	return { library, snippets, inference: { providers, provider, streaming, billTo, languages, language, client } };
}
