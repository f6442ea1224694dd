/**
 * Copy buttons of code blocks on a page the framework does not hydrate. The server renders each
 * block's control hidden (`[data-slot=copy-control]`): this shows it and makes its button copy the
 * block's code, saying "Copied" or "Copy failed" in its status, as the hydrated `CopyButton` does.
 */
export function enhanceCopyButtons(root: ParentNode): void {
	// The clipboard exists only in secure contexts (HTTPS, localhost): elsewhere no button is shown.
	if (!(navigator.clipboard as Clipboard | undefined)) return;
	for (const control of root.querySelectorAll<HTMLElement>("[data-slot=copy-control][hidden]")) {
		const block = control.closest("[data-slot=code-block]");
		const code = block?.querySelector("pre code");
		const button = control.querySelector<HTMLButtonElement>("[data-slot=copy-button]");
		const status = control.querySelector<HTMLElement>('[role="status"]');
		if (!code || !button || !status) continue;
		button.addEventListener("click", () => {
			navigator.clipboard.writeText(code.textContent ?? "").then(
				() => (status.textContent = "Copied"),
				() => (status.textContent = "Copy failed"),
			);
		});
		control.hidden = false;
	}
}
