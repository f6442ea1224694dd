/** Why a card is shown as plain text instead of rendered markdown. */
export type PlainCardReason = "too-large" | "too-deep" | "too-slow" | "too-big-output" | "failed" | "busy";

const NOTICES: Record<PlainCardReason, string> = {
	"too-large": "This card is too long to render",
	"too-deep": "This card nests deeper than the renderer allows",
	"too-slow": "This card took too long to render",
	"too-big-output": "This card renders to more HTML than a page may hold",
	failed: "This card could not be rendered",
	busy: "The card renderer is busy",
};

/** Whether `value` names a {@link PlainCardReason} (a stored rendering is read back with this). */
export function isPlainCardReason(value: unknown): value is PlainCardReason {
	return typeof value === "string" && Object.hasOwn(NOTICES, value);
}

/** Characters of the card the fallback shows; the whole file is a download away. */
export const PLAIN_CARD_CHARS = 64 * 1024;

/** Escapes text for an element's content (only `&` and `<` can start markup there). */
export function escapeText(text: string): string {
	return text.replace(/[&<]/g, (char) => (char === "&" ? "&amp;" : "&lt;"));
}

/**
 * The fallback of a card that cannot be rendered within the budget: a notice, then the start of the
 * markdown as escaped plain text (nothing of the card is interpreted, so it is safe as it is).
 */
export function plainCardHtml(markdown: string, reason: PlainCardReason): string {
	const shown = markdown.length > PLAIN_CARD_CHARS ? `${markdown.slice(0, PLAIN_CARD_CHARS)}\n…` : markdown;
	const cut =
		shown === markdown ? "" : ` Its first ${PLAIN_CARD_CHARS / 1024} KiB are below; download the file for the rest.`;
	return (
		`<p class="card-notice" role="note"><strong>${NOTICES[reason]}; it is shown as plain text.</strong>${cut}</p>` +
		`<pre class="card-plain" tabindex="0">${escapeText(shown)}</pre>`
	);
}
