/**
 * A click that a page may take over: the primary button, no modifier key (those ask the browser
 * for a new tab, a window or a download), and not already handled.
 */
export function isPlainClick(
	event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">,
): boolean {
	return (
		!event.defaultPrevented &&
		event.button === 0 &&
		!event.metaKey &&
		!event.ctrlKey &&
		!event.shiftKey &&
		!event.altKey
	);
}
