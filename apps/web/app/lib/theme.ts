/** The reader's colour scheme choice: follow the system, or a fixed one. */
export type ThemeChoice = "system" | "light" | "dark";

/** Name of the cookie that remembers the choice. */
export const THEME_COOKIE = "atrium-theme";

/** Reads the theme choice from a Cookie header; anything unknown means "system". */
export function themeFromCookie(cookieHeader: string | null): ThemeChoice {
	const m = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark|system)(?:;|$)`).exec(cookieHeader ?? "");
	return (m?.[1] as ThemeChoice | undefined) ?? "system";
}

export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];

/** What the toggle calls each choice. */
export const THEME_LABELS: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };

/** A choice read from untrusted text (a form field, an attribute); anything unknown means "system". */
export function themeChoiceOf(value: unknown): ThemeChoice {
	return value === "light" || value === "dark" ? value : "system";
}

/** The cookie that remembers `choice` for a year (set by the `/theme` action, or in the browser). */
export function themeCookie(choice: ThemeChoice): string {
	return `${THEME_COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The toggle button's accessible name while `choice` is on. */
export function themeToggleLabel(choice: ThemeChoice): string {
	return `Colour theme: ${THEME_LABELS[choice]}. Switch to ${THEME_LABELS[nextTheme(choice)]}`;
}

/** The toggle button's tooltip while `choice` is on. */
export function themeToggleTitle(choice: ThemeChoice): string {
	return `Theme: ${THEME_LABELS[choice]}`;
}

/** Applies a choice in the browser at once: the root's `data-theme` and the cookie. */
export function applyThemeInBrowser(doc: Document, choice: ThemeChoice): void {
	if (choice === "system") delete doc.documentElement.dataset.theme;
	else doc.documentElement.dataset.theme = choice;
	doc.cookie = themeCookie(choice);
}

/** The next choice of the toggle: system → light → dark → system. */
export function nextTheme(choice: ThemeChoice): ThemeChoice {
	return choice === "system" ? "light" : choice === "light" ? "dark" : "system";
}
