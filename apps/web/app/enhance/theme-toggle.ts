import {
	applyThemeInBrowser,
	nextTheme,
	THEME_LABELS,
	themeChoiceOf,
	themeToggleLabel,
	themeToggleTitle,
} from "../lib/theme.ts";

/**
 * The theme toggle on a page the framework does not hydrate: a submit applies the next choice at
 * once (root `data-theme`, cookie) and turns the button to it, as the hydrated `ThemeToggle` does,
 * instead of posting the form and loading the page again.
 */
export function enhanceThemeToggle(doc: Document): void {
	doc.addEventListener("submit", (event) => {
		const form = event.target;
		if (!(form instanceof HTMLFormElement) || form.dataset.slot !== "theme-toggle") return;
		const button = form.querySelector("button");
		const input = form.querySelector<HTMLInputElement>("input[name=theme]");
		if (!button || !input) return;
		event.preventDefault();
		const choice = nextTheme(themeChoiceOf(form.dataset.choice));
		applyThemeInBrowser(doc, choice);
		form.dataset.choice = choice;
		input.value = nextTheme(choice);
		button.setAttribute("aria-label", themeToggleLabel(choice));
		button.title = themeToggleTitle(choice);
		for (const icon of form.querySelectorAll<HTMLElement>("[data-theme-icon]"))
			icon.hidden = icon.dataset.themeIcon !== choice;
		const label = form.querySelector("[data-slot=theme-label]");
		if (label) label.textContent = THEME_LABELS[choice];
	});
}
