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
	expect(timedCardRender(() => "<p>quiet</p>")).toBe("<p>quiet</p>");
	expect(seen).toEqual([]);
	subscribe("atrium:card-render", listener);
	expect(timedCardRender(() => "<p>a</p>")).toBe("<p>a</p>");
	await expect(
		timedCardRender(() => new Promise<string>((resolve) => setTimeout(() => resolve("<p>b</p>"), 30))),
	).resolves.toBe("<p>b</p>");
	expect(() =>
		timedCardRender(() => {
			throw new Error("bad card");
		}),
	).toThrow("bad card");
	expect(seen).toHaveLength(3);
	expect(seen[1]).toBeGreaterThanOrEqual(0.025);
	for (const seconds of seen) expect(seconds).toBeGreaterThanOrEqual(0);
});
