/** The reader's colour scheme choice: follow the system, or a fixed one. */
export type ThemeChoice = "system" | "light" | "dark";

/** Name of the cookie that remembers the choice. */
export const THEME_COOKIE = "atrium-theme";

/** Reads the theme choice from a Cookie header; anything unknown means "system". */
export function themeFromCookie(cookieHeader: string | null): ThemeChoice {
	const m = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark|system)(?:;|$)`).exec(cookieHeader ?? "");
	return (m?.[1] as ThemeChoice | undefined) ?? "system";
}

/** The next choice of the toggle: system → light → dark → system. */
export function nextTheme(choice: ThemeChoice): ThemeChoice {
	return choice === "system" ? "light" : choice === "light" ? "dark" : "system";
}
