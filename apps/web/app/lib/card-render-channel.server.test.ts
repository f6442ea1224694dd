import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { afterEach, expect, it } from "vitest";
import { timedCardRender } from "./card-render-channel.server.ts";

const seen: number[] = [];
const listener = (message: unknown) => seen.push((message as { seconds: number }).seconds);

afterEach(() => {
	unsubscribe("atrium:card-render", listener);
	seen.length = 0;
});

it("reports each render's seconds on the hub's channel, for sync and async renders and failures", async () => {
	// A clock the test moves: the durations reported are exactly the time that passed on it.
	let clock = 1000;
	const now = () => clock;
	expect(timedCardRender(() => "<p>quiet</p>", now)).toBe("<p>quiet</p>");
	expect(seen).toEqual([]);
	subscribe("atrium:card-render", listener);
	expect(
		timedCardRender(() => {
			clock += 5;
			return "<p>a</p>";
		}, now),
	).toBe("<p>a</p>");
	let finish: (html: string) => void = () => undefined;
	const pending = timedCardRender(() => new Promise<string>((resolve) => (finish = resolve)), now);
	// Timed until the promise settles, not until the render function returns.
	clock += 30;
	expect(seen).toHaveLength(1);
	finish("<p>b</p>");
	await expect(pending).resolves.toBe("<p>b</p>");
	expect(() =>
		timedCardRender(() => {
			clock += 2;
			throw new Error("bad card");
		}, now),
	).toThrow("bad card");
	expect(seen).toEqual([0.005, 0.03, 0.002]);
	// Without a clock it reads performance.now().
	expect(timedCardRender(() => "<p>c</p>")).toBe("<p>c</p>");
	expect(seen).toHaveLength(4);
	expect(seen[3]).toBeGreaterThanOrEqual(0);
});
