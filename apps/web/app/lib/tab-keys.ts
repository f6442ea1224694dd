/**
 * Which tab of a tablist a key moves to, from the tab at `at` of `count`: arrow keys wrap around,
 * Home and End go to the ends. -1 for any other key (the key is not the tablist's).
 */
export function tabIndexAfterKey(key: string, at: number, count: number): number {
	if (at < 0 || count === 0) return -1;
	switch (key) {
		case "ArrowRight":
			return (at + 1) % count;
		case "ArrowLeft":
			return (at - 1 + count) % count;
		case "Home":
			return 0;
		case "End":
			return count - 1;
		default:
			return -1;
	}
}

/** Moves focus along a tablist by the key pressed and selects the tab reached (by clicking it). */
export function followTabKey(event: Pick<KeyboardEvent, "key" | "preventDefault">, tablist: Element): void {
	const tabs = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')];
	const tab = tabs[tabIndexAfterKey(event.key, tabs.indexOf(document.activeElement as HTMLElement), tabs.length)];
	if (!tab) return;
	event.preventDefault();
	tab.focus();
	tab.click();
}
