import { useState } from "react";
import { Form, useLocation } from "react-router";
import { MoonIcon, SunIcon, SystemThemeIcon } from "./icons.tsx";
import { nextTheme, THEME_COOKIE, type ThemeChoice } from "../lib/theme.ts";
import { buttonVariants } from "./ui/button.ts";

const LABELS: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };
const ICONS: Record<ThemeChoice, () => React.JSX.Element> = { system: SystemThemeIcon, light: SunIcon, dark: MoonIcon };

/**
 * Cycles the colour scheme: system → light → dark. A plain form POST to `/theme` without
 * JavaScript; with it, the change applies at once and the cookie is written in the browser.
 */
export function ThemeToggle({ theme }: { theme: ThemeChoice }) {
	const [choice, setChoice] = useState(theme);
	const location = useLocation();
	const next = nextTheme(choice);
	return (
		<Form
			method="post"
			action="/theme"
			data-slot="theme-toggle"
			onSubmit={(event) => {
				event.preventDefault();
				setChoice(next);
				const root = document.documentElement;
				if (next === "system") delete root.dataset.theme;
				else root.dataset.theme = next;
				document.cookie = `${THEME_COOKIE}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`;
			}}
		>
			<input type="hidden" name="theme" value={next} />
			<input type="hidden" name="returnTo" value={location.pathname + location.search} />
			<button
				type="submit"
				className={buttonVariants({ variant: "outline", size: "md" })}
				aria-label={`Colour theme: ${LABELS[choice]}. Switch to ${LABELS[next]}`}
				title={`Theme: ${LABELS[choice]}`}
			>
				{ICONS[choice]()}
				<span className="hidden sm:inline">{LABELS[choice]}</span>
			</button>
		</Form>
	);
}
