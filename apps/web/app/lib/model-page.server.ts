import { localAppsFor, type ModelRecord } from "@atrium/tasks";
import type { ApiFetch } from "./api-context.ts";
import type { RepoInfo } from "./api-types.ts";
import { highlightCode } from "./highlight.server.ts";
import { getSnippets } from "./hub-api.server.ts";
import { libraryEntry } from "./libraries.server.ts";
import { languageLabel } from "./snippet-labels.ts";
import type { ModelUsage, ShownLocalApp, ShownSnippet } from "./model-usage.ts";

/** Inference tabs in a fixed order, whatever order the hub sends them in. */
const LANGUAGE_ORDER = ["python", "js", "ts", "sh"];

function languageRank(language: string): number {
	const i = LANGUAGE_ORDER.indexOf(language);
	return i < 0 ? LANGUAGE_ORDER.length : i;
}

const BILL_TO = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;

/**
 * Builds the usage sections of a model page from the hub's snippets endpoint and the registry.
 * The page's query picks the provider (`provider`), tab (`lang`, `client`), `streaming` and
 * `bill_to`; invalid values fall back to defaults.
 */
export async function modelUsage(apiFetch: ApiFetch, model: RepoInfo, query: URLSearchParams): Promise<ModelUsage> {
	const streaming = query.get("streaming") === "true" || query.get("streaming") === "on";
	const billToRaw = (query.get("bill_to") ?? "").trim();
	const billTo = BILL_TO.test(billToRaw) ? billToRaw : "";
	// The hub offers the providers of the one table (@atrium/inference-snippets) under its own settings
	// (a custom router included) and picks the asked one or its fallback: a provider is offered exactly
	// when it has snippets.
	const response = await getSnippets(apiFetch, model.id, { provider: query.get("provider") ?? "", streaming, billTo });
	const { providers } = response;
	const provider = response.provider ?? "";

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
	// The hub names itself (ATRIUM_PUBLIC_URL, or its local URL): local apps are aimed at it like the library snippets.
	const localApps = localAppsOf(model, response.endpoint).map((app): ShownLocalApp => ({
		key: app.key,
		label: app.label,
		docsUrl: app.docsUrl,
		macOSOnly: app.macOSOnly,
		...(app.deepLink ? { deepLink: app.deepLink } : {}),
		...(app.hubNote ? { hubNote: app.hubNote } : {}),
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
	languages.sort((a, b) => languageRank(a.language) - languageRank(b.language));
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
function localAppsOf(
	model: RepoInfo,
	endpoint: string | null,
): (Omit<ShownLocalApp, "snippets"> & { snippets: { language: string; title?: string; code: string }[] })[] {
	try {
		return localAppsFor(model as ModelRecord, preferredGguf(model), endpoint ? { endpoint } : {})
			.filter((app) => !app.deepLink || /^(?!javascript:|data:|vbscript:)[a-z][a-z0-9+.-]*:/i.test(app.deepLink))
			.map((app) => ({
				key: app.key,
				label: app.prettyLabel,
				docsUrl: app.docsUrl,
				macOSOnly: app.macOSOnly,
				...(app.deepLink ? { deepLink: app.deepLink } : {}),
				...(app.hubNote ? { hubNote: app.hubNote } : {}),
				snippets: app.snippets,
			}));
	} catch {
		// A generator failing on an odd model must not take the model page down.
		return [];
	}
}
