/**
 * Submit buttons marked `data-busy-label` (`<button data-busy-label="Creating…">`): once their form
 * is sent, the button that sent it is disabled and shows that label until the next page arrives, so
 * a second press does not send the form again. A hydrated page did this with the router's navigation
 * state; without this script the form still posts, the button just keeps its label.
 */
export function enhanceBusyButtons(root: Document): void {
	root.addEventListener("submit", (event) => {
		const form = event.target;
		if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
		const sender = event.submitter;
		const busy =
			sender instanceof HTMLButtonElement && sender.dataset.busyLabel !== undefined
				? sender
				: form.querySelector<HTMLButtonElement>("button[data-busy-label]:not([name])");
		if (!busy || busy.form !== form) return;
		// In the next task: the browser reads the form's fields (a disabled button is not one) in this one.
		setTimeout(() => {
			busy.dataset.idleLabel = busy.textContent ?? "";
			busy.disabled = true;
			busy.textContent = busy.dataset.busyLabel ?? busy.textContent;
		});
	});
	// A page restored from the back/forward cache shows its buttons as they were left: ready again.
	window.addEventListener("pageshow", (event) => {
		if (!event.persisted) return;
		for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-busy-label][data-idle-label]")) {
			button.disabled = false;
			button.textContent = button.dataset.idleLabel ?? "";
		}
	});
}
