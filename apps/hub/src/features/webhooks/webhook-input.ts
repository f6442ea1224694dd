import type { WebhookWatchedItem } from "@atrium/hub-api";
import { ApiError } from "../../errors.ts";
import { parseRepoId } from "../../repo-ids/repo-ids.ts";
import type { WebhookFields } from "./webhooks.repository.ts";

/** Validation of the webhook settings bodies (docs/reference/webhooks.md#manage-webhooks). */

export const WEBHOOK_BOUNDS = {
	/** Webhooks one user may have. */
	perUser: 100,
	/** Watched items of one webhook. */
	watched: 100,
	urlChars: 2048,
	secretChars: 512,
	nameChars: 200,
};

const WATCH_TYPES = ["user", "org", "model", "dataset", "space"] as const;

const invalid = (message: string): ApiError => new ApiError("InvalidWebhook", message);

/** `url`: an absolute http(s) URL without credentials. Where it points is checked at each delivery. */
export function webhookUrl(value: unknown): string {
	if (typeof value !== "string" || value.length === 0 || value.length > WEBHOOK_BOUNDS.urlChars)
		throw invalid(`url must be an http:// or https:// URL of at most ${WEBHOOK_BOUNDS.urlChars} characters`);
	let url: URL;
	try {
		url = new URL(value);
	} catch {
		throw invalid("url is not a valid URL");
	}
	if (url.protocol !== "http:" && url.protocol !== "https:") throw invalid("url must start with http:// or https://");
	if (url.username || url.password) throw invalid("url must not carry a user name or password; use secret instead");
	return url.href;
}

/** `watched`: 1 to 100 items `{type, name}`; repository names are `namespace/name`. */
export function webhookWatched(value: unknown): WebhookWatchedItem[] {
	if (!Array.isArray(value) || value.length === 0 || value.length > WEBHOOK_BOUNDS.watched)
		throw invalid(`watched must list 1 to ${WEBHOOK_BOUNDS.watched} items { type, name }`);
	return value.map((item: unknown) => {
		const { type, name } = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
		if (typeof type !== "string" || !(WATCH_TYPES as readonly string[]).includes(type))
			throw invalid(`a watched item's type must be one of ${WATCH_TYPES.join(", ")}`);
		if (typeof name !== "string" || name.length === 0 || name.length > WEBHOOK_BOUNDS.nameChars)
			throw invalid(`a watched item needs a name of 1 to ${WEBHOOK_BOUNDS.nameChars} characters`);
		if (type === "user" || type === "org") {
			if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) throw invalid(`${name} is not a user or organization name`);
		} else parseRepoId(name);
		return { type: type as WebhookWatchedItem["type"], name };
	});
}

/** `domains`: `repo` and/or `discussion` (`discussions`, the Python client's spelling, too); default both. */
export function webhookDomains(value: unknown): WebhookFields["domains"] {
	if (value === undefined || value === null) return ["repo", "discussion"];
	if (!Array.isArray(value) || value.length === 0 || value.length > 2)
		throw invalid('domains must list "repo" and/or "discussion"');
	const domains = new Set<"repo" | "discussion">();
	for (const domain of value) {
		if (domain === "repo") domains.add("repo");
		else if (domain === "discussion" || domain === "discussions") domains.add("discussion");
		else throw invalid(`unknown domain ${JSON.stringify(domain)}: use "repo" or "discussion"`);
	}
	return [...domains];
}

/** `secret`: a string of at most 512 characters, or null/"" for none. */
export function webhookSecret(value: unknown): string | null {
	if (value === undefined || value === null || value === "") return null;
	if (typeof value !== "string" || value.length > WEBHOOK_BOUNDS.secretChars || /[\r\n\0]/.test(value))
		throw invalid(`secret must be one line of at most ${WEBHOOK_BOUNDS.secretChars} characters`);
	return value;
}

/** A create body: watched and url required; jobs (`jobSourceId`) are not part of Atrium. */
export function newWebhookFields(body: Record<string, unknown>): WebhookFields {
	if (body.jobSourceId !== undefined && body.url === undefined)
		throw invalid("webhooks that start jobs (jobSourceId) are not supported: give a url");
	return {
		url: webhookUrl(body.url),
		watched: webhookWatched(body.watched),
		domains: webhookDomains(body.domains),
		secret: webhookSecret(body.secret),
	};
}

/** An update body: each field optional, validated like on creation. */
export function webhookChanges(body: Record<string, unknown>): Partial<WebhookFields> {
	const changes: Partial<WebhookFields> = {};
	if (body.url !== undefined) changes.url = webhookUrl(body.url);
	if (body.watched !== undefined) changes.watched = webhookWatched(body.watched);
	if (body.domains !== undefined) changes.domains = webhookDomains(body.domains);
	if (body.secret !== undefined) changes.secret = webhookSecret(body.secret);
	return changes;
}
