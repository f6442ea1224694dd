import { localAppsFor, type ModelRecord } from "@atrium/tasks";
import type { ApiFetch } from "./api-context.ts";
import type { RepoInfo } from "./api-types.ts";
import { highlightCode } from "./highlight.server.ts";
import { getSnippets } from "./hub-api.server.ts";
import { providersFor } from "./inference-providers.ts";
import { libraryEntry } from "./libraries.server.ts";
import { languageLabel } from "./snippet-labels.ts";
import type { ModelUsage, ShownLocalApp, ShownSnippet } from "./model-usage.ts";

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

	const show = (owner: string, s: { language: string; title?: string; code: string }): ShownSnippet => ({
		label: `${owner}${s.title ? ` — ${s.title}` : ""} (${languageLabel(s.language)})`,
		language: s.language,
		code: s.code,
		html: highlightCode(s.code, s.language),
		notice: s.language === "text",
	});
	const snippets = response.library.map((s) => show(libraryEntry(s.library)?.prettyLabel ?? s.library, s));
	const localApps = localAppsOf(model).map((app): ShownLocalApp => ({
		key: app.key,
		label: app.label,
		docsUrl: app.docsUrl,
		macOSOnly: app.macOSOnly,
		...(app.deepLink ? { deepLink: app.deepLink } : {}),
		snippets: app.snippets.map((s) => show(app.label, s)),
	}));

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

	return {
		library,
		declaredLibrary: key || null,
		snippets,
		localApps,
		inference: { providers, provider, streaming, billTo, languages, language, client },
	};
}

/** The GGUF file local apps should load: a 4-bit medium quantization when there is one. */
function preferredGguf(model: RepoInfo): string | undefined {
	const ggufs = (model.siblings ?? []).map((s) => s.rfilename).filter((f) => f.toLowerCase().endsWith(".gguf"));
	return ggufs.find((f) => /q4_k_m/i.test(f)) ?? ggufs[0];
}

/** The local apps of the registry that run this model, with their links and commands. */
function localAppsOf(model: RepoInfo): {
	key: string;
	label: string;
	docsUrl: string;
	macOSOnly: boolean;
	deepLink?: string;
	snippets: { language: string; title?: string; code: string }[];
}[] {
	try {
		return localAppsFor(model as ModelRecord, preferredGguf(model))
			.filter((app) => !app.deepLink || /^(?!javascript:|data:|vbscript:)[a-z][a-z0-9+.-]*:/i.test(app.deepLink))
			.map((app) => ({
				key: app.key,
				label: app.prettyLabel,
				docsUrl: app.docsUrl,
				macOSOnly: app.macOSOnly,
				...(app.deepLink ? { deepLink: app.deepLink } : {}),
				snippets: app.snippets,
			}));
	} catch {
		// A generator failing on an odd model must not take the model page down.
		return [];
	}
}
