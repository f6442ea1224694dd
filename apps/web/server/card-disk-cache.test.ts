import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { renderMarkdown } from "../app/lib/markdown.server.ts";
import { cardDiskCache } from "./card-disk-cache.ts";
import { createCardRenderer } from "./markdown-pool.ts";

/**
 * Issue 24 item 4: a card is rendered once for the whole hub. Two renderers stand for two workers of
 * one hub sharing the data directory's card folder; the second one's worker script does not exist,
 * so any card it had to render itself would come back as the "failed" fallback.
 */

const dirs: string[] = [];
const folder = async (): Promise<string> => {
	const dir = await mkdtemp(join(tmpdir(), "card-cache-"));
	dirs.push(dir);
	return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const MARKDOWN = "# Shared\n\nA card with [a link](https://example.com) and `code`.\n";
const OPTIONS = { untrusted: true, blobBase: "/o/m/blob/abc" };
const BROKEN_WORKER = new URL("./no-such-worker.ts", import.meta.url);

it("serves a card rendered by one process to another without rendering it again", async () => {
	const dir = await folder();
	const first = createCardRenderer({ workers: 1, timeBudgetMs: 120_000, shared: cardDiskCache(dir, "v1", 1 << 20) });
	const second = createCardRenderer({
		workers: 1,
		workerUrl: BROKEN_WORKER,
		shared: cardDiskCache(dir, "v1", 1 << 20),
	});
	const unshared = createCardRenderer({ workers: 1, workerUrl: BROKEN_WORKER });
	try {
		const rendered = await first.render(MARKDOWN, OPTIONS, "blob-1");
		expect(rendered).toEqual({ html: renderMarkdown(MARKDOWN, OPTIONS).html });
		expect(
			await second.render(() => Promise.reject(new Error("the text is not read on a hit")), OPTIONS, "blob-1"),
		).toEqual(rendered);
		// The same content with other options, or without the shared folder, is not that rendering.
		expect((await second.render(MARKDOWN, { ...OPTIONS, blobBase: "/o/m/blob/def" }, "blob-1"))?.fallback).toBe(
			"failed",
		);
		expect((await unshared.render(MARKDOWN, OPTIONS, "blob-1"))?.fallback).toBe("failed");
	} finally {
		await Promise.all([first.close(), second.close(), unshared.close()]);
	}
});

it("keys renderings by the renderer's version, and reads a damaged file as a miss", async () => {
	const dir = await folder();
	const v1 = cardDiskCache(dir, "v1", 1 << 20);
	await v1.set("k", { html: "<p>one</p>" });
	expect(await v1.get("k")).toEqual({ html: "<p>one</p>" });
	expect(await cardDiskCache(dir, "v2", 1 << 20).get("k")).toBeUndefined();
	const [file] = await readdir(dir);
	await writeFile(join(dir, file ?? ""), "{not json");
	expect(await v1.get("k")).toBeUndefined();
	await v1.set("fallback", { html: "plain", fallback: "too-slow" });
	expect(await v1.get("fallback")).toEqual({ html: "plain", fallback: "too-slow" });
});

it("stays within its bound, removing the least recently written renderings first", async () => {
	const dir = await folder();
	const cache = cardDiskCache(dir, "v1", 3000, 1000);
	const html = "x".repeat(900);
	let seen = new Set<string>();
	for (let i = 0; i < 5; i++) {
		await cache.set(`card-${i}`, { html });
		const names = await readdir(dir);
		// Spread the write times so "oldest" is unambiguous whatever the file system's time resolution.
		for (const name of names.filter((name) => !seen.has(name)))
			await utimes(join(dir, name), new Date(), new Date(Date.now() + i * 1000));
		seen = new Set(names);
	}
	const kept = await cache.gc();
	expect(kept).toBeLessThanOrEqual(3000);
	expect(await cache.get("card-4")).toBeDefined();
	expect(await cache.get("card-0")).toBeUndefined();
});
