import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { RenderedCard } from "../app/lib/card-renderer.ts";
import { isPlainCardReason } from "../app/lib/plain-card.ts";

/**
 * Rendered cards shared by every process of a hub (its workers): one file per card in a folder of
 * the data directory, named by the hash of the renderer's version and the card's cache key (content
 * hash and options), so a card is rendered once for the whole hub and a new renderer never reads an
 * old rendering. Writes are atomic (a temporary file renamed); the folder is kept under `maxBytes`
 * by removing the least recently written files, checked on opening and every `gcEvery` writes.
 * A file that cannot be read or parsed is a miss: the cache is only ever an optimisation.
 */
export interface CardDiskCache {
	get(key: string): Promise<RenderedCard | undefined>;
	set(key: string, card: RenderedCard): Promise<void>;
	/** Removes the oldest files until the folder holds at most `maxBytes`; the bytes kept. */
	gc(): Promise<number>;
}

/** The cache in `dir` for renderer `version`. */
export function cardDiskCache(dir: string, version: string, maxBytes: number, gcEvery = 64): CardDiskCache {
	const fileOf = (key: string): string =>
		join(dir, `${createHash("sha256").update(`${version}\0${key}`).digest("hex")}.json`);
	let writes = 0;
	let ready: Promise<void> | undefined;
	const cache: CardDiskCache = {
		async get(key) {
			try {
				const parsed = JSON.parse(await readFile(fileOf(key), "utf8")) as { html?: unknown; fallback?: unknown };
				if (typeof parsed.html !== "string") return undefined;
				return isPlainCardReason(parsed.fallback)
					? { html: parsed.html, fallback: parsed.fallback }
					: { html: parsed.html };
			} catch {
				return undefined;
			}
		},
		async set(key, card) {
			ready ??= mkdir(dir, { recursive: true }).then(async () => void (await cache.gc()));
			await ready;
			const target = fileOf(key);
			const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
			try {
				await writeFile(temporary, JSON.stringify(card));
				await rename(temporary, target);
			} catch {
				await unlink(temporary).catch(() => undefined);
				return;
			}
			if (++writes % gcEvery === 0) await cache.gc();
		},
		async gc() {
			const names = await readdir(dir).catch(() => [] as string[]);
			const files: { path: string; bytes: number; written: number }[] = [];
			for (const name of names) {
				if (!name.endsWith(".json")) continue;
				const info = await stat(join(dir, name)).catch(() => undefined);
				if (info) files.push({ path: join(dir, name), bytes: info.size, written: info.mtimeMs });
			}
			let total = files.reduce((sum, file) => sum + file.bytes, 0);
			files.sort((a, b) => a.written - b.written);
			for (const file of files) {
				if (total <= maxBytes) break;
				await unlink(file.path).catch(() => undefined);
				total -= file.bytes;
			}
			return total;
		},
	};
	return cache;
}
