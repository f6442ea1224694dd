import { useState } from "react";
import { Form, useLocation } from "react-router";
import { MoonIcon, SunIcon, SystemThemeIcon } from "./icons.tsx";
import {
	applyThemeInBrowser,
	nextTheme,
	THEME_CHOICES,
	THEME_LABELS,
	themeToggleLabel,
	themeToggleTitle,
	type ThemeChoice,
} from "../lib/theme.ts";
import { buttonVariants } from "./ui/button.ts";

const ICONS: Record<ThemeChoice, () => React.JSX.Element> = { system: SystemThemeIcon, light: SunIcon, dark: MoonIcon };

/**
 * Cycles the colour scheme: system → light → dark. A plain form POST to `/theme` without
 * JavaScript; with it, the change applies at once and the cookie is written in the browser. Every
 * choice's icon is in the button, only the current one shown, so that the enhancement script
 * (`app/enhance/theme-toggle.ts`) can switch on pages the framework does not hydrate.
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
			data-choice={choice}
			onSubmit={(event) => {
				event.preventDefault();
				setChoice(next);
				applyThemeInBrowser(document, next);
			}}
		>
			<input type="hidden" name="theme" value={next} />
			<input type="hidden" name="returnTo" value={location.pathname + location.search} />
			<button
				type="submit"
				className={buttonVariants({ variant: "outline", size: "md" })}
				aria-label={themeToggleLabel(choice)}
				title={themeToggleTitle(choice)}
			>
				{THEME_CHOICES.map((option) => (
					<span key={option} data-theme-icon={option} className="contents" hidden={option !== choice}>
						{ICONS[option]()}
					</span>
				))}
				<span className="hidden sm:inline" data-slot="theme-label">
					{THEME_LABELS[choice]}
				</span>
			</button>
		</Form>
	);
}
