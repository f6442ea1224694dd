/** The text of every `<tag>…</tag>` element directly inside `xml` (no attributes, no nesting of the same tag). */
export function xmlElements(xml: string, tag: string): string[] {
	const pattern = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g");
	return [...xml.matchAll(pattern)].map((match) => match[1] ?? "");
}

/** The decoded text of the first `<tag>` element, or undefined. */
export function xmlText(xml: string, tag: string): string | undefined {
	const raw = xmlElements(xml, tag)[0];
	return raw === undefined ? undefined : xmlDecode(raw);
}

/** Decodes the five XML entities and numeric character references. */
export function xmlDecode(text: string): string {
	return text
		.replace(/&#x([0-9a-fA-F]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
		.replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
		.replace(/&lt;/g, "<")
		.replace(/&gt;/g, ">")
		.replace(/&quot;/g, '"')
		.replace(/&apos;/g, "'")
		.replace(/&amp;/g, "&");
}

/** Escapes text for an XML element body. */
export function xmlEscape(text: string): string {
	return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
