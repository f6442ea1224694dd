import type { RepoRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";

/** One field a gated repository's card asks for (`extra_gated_fields` in its front matter). */
export interface GatedField {
	name: string;
	/** `text` (default), `checkbox`, `date_picker`, `country` or `select`. */
	type: "text" | "checkbox" | "date_picker" | "country" | "select";
	options: string[];
}

const TYPES = new Set(["text", "checkbox", "date_picker", "country", "select"]);
const MAX_FIELDS = 30;
const MAX_VALUE = 1000;

/**
 * The fields a gated repository asks for, read from the card's `extra_gated_fields`: a map of label
 * to type (`Company: text`) or to `{ type: select, options: [...] }`. Unknown types read as text.
 */
export function gatedFieldsOf(repo: RepoRow): GatedField[] {
	const card = (JSON.parse(repo.info) as { cardData?: Record<string, unknown> }).cardData ?? {};
	const raw = card.extra_gated_fields;
	if (!raw || typeof raw !== "object" || Array.isArray(raw)) return [];
	return Object.entries(raw as Record<string, unknown>)
		.slice(0, MAX_FIELDS)
		.map(([name, spec]): GatedField => {
			const object = spec && typeof spec === "object" ? (spec as { type?: unknown; options?: unknown }) : undefined;
			const declared = typeof spec === "string" ? spec : object?.type;
			const type = typeof declared === "string" && TYPES.has(declared) ? (declared as GatedField["type"]) : "text";
			const options = Array.isArray(object?.options)
				? object.options.map((option) =>
						typeof option === "object" && option && "label" in option ? String(option.label) : String(option),
					)
				: [];
			return { name: name.slice(0, 200), type, options };
		});
}

/** The prompt the card shows above the request form (`extra_gated_prompt`), if any. */
export function gatedPromptOf(repo: RepoRow): string | undefined {
	const card = (JSON.parse(repo.info) as { cardData?: Record<string, unknown> }).cardData ?? {};
	return typeof card.extra_gated_prompt === "string" ? card.extra_gated_prompt.slice(0, 10_000) : undefined;
}

/**
 * Checks the answers of an access request against the fields the card asks for: every field must
 * be answered (a checkbox ticked, a select's value among its options); other keys are dropped.
 * Throws `BadRequest` naming the first missing or invalid field.
 */
export function checkGatedAnswers(fields: GatedField[], answers: Record<string, unknown>): Record<string, string> {
	const result: Record<string, string> = {};
	for (const field of fields) {
		const value = answers[field.name];
		const text = typeof value === "string" ? value.trim() : value === true ? "on" : "";
		if (text === "" || (field.type === "checkbox" && !["on", "true", "yes", "1"].includes(text.toLowerCase())))
			throw new ApiError("BadRequest", `The access request needs the field "${field.name}"`);
		if (text.length > MAX_VALUE)
			throw new ApiError("BadRequest", `The field "${field.name}" is too long: at most ${MAX_VALUE} characters`);
		if (field.type === "select" && field.options.length > 0 && !field.options.includes(text))
			throw new ApiError("BadRequest", `The field "${field.name}" must be one of: ${field.options.join(", ")}`);
		result[field.name] = field.type === "checkbox" ? "on" : text;
	}
	return result;
}
