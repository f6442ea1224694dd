import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { timedCardRender } from "../app/lib/card-render-channel.server.ts";
import type { CardRenderer, RenderedCard } from "../app/lib/card-renderer.ts";
import type { MarkdownOptions } from "../app/lib/markdown.server.ts";
import { escapeText, plainCardHtml, type PlainCardReason } from "../app/lib/plain-card.ts";
import type { CardDiskCache } from "./card-disk-cache.ts";
import type { RenderJob, RenderReply } from "./markdown-worker.ts";

/** Budgets of a {@link createCardRenderer}. */
export interface CardRendererOptions {
	/** Worker threads (default: cores − 1, at least 1, at most 4). */
	workers?: number;
	/** Time one render may take in its worker before the worker is terminated (default 2000 ms). */
	timeBudgetMs?: number;
	/** V8 old-generation heap of a worker (default 128 MiB); a worker that runs out dies and is replaced. */
	memoryMb?: number;
	/** Longer markdown is not parsed (default 512,000 characters). */
	maxInputChars?: number;
	/** Deeper `>` quoting or list indentation than this is not parsed (default 32 levels). */
	maxDepth?: number;
	/** Rendered HTML longer than this is dropped for the fallback (default 1,000,000 characters). */
	maxOutputChars?: number;
	/** Renders waiting for a worker beyond this answer the fallback at once, uncached (default 64). */
	maxQueue?: number;
	/** Bytes of HTML the cache keeps (default 64 MiB). */
	cacheChars?: number;
	/** The worker script (default: markdown-worker.ts beside this file, or .js in the build). */
	workerUrl?: URL;
	/**
	 * Renderings shared by every process of the hub (`card-disk-cache.ts`), read on a miss of this
	 * process's cache and written after each render, so a card is rendered once for the whole hub.
	 */
	shared?: CardDiskCache;
}

/** How deep a card nests, cheaply: `>` markers and indentation columns at the start of each line. */
export function nestingDepth(markdown: string): number {
	let deepest = 0;
	let quotes = 0;
	let columns = 0;
	let atLineStart = true;
	for (let index = 0; index < markdown.length; index++) {
		const char = markdown.charCodeAt(index);
		if (char === 0x0a) {
			atLineStart = true;
			quotes = 0;
			columns = 0;
			continue;
		}
		if (!atLineStart) continue;
		if (char === 0x3e) {
			quotes++;
			columns = 0;
		} else if (char === 0x20) columns++;
		else if (char === 0x09) columns += 4;
		else {
			atLineStart = false;
			continue;
		}
		// Two columns of indentation open a list level at most.
		deepest = Math.max(deepest, quotes + Math.floor(columns / 2));
	}
	return deepest;
}

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

const DEFAULT_WORKER = new URL(
	import.meta.url.endsWith(".ts") ? "./markdown-worker.ts" : "./markdown-worker.js",
	import.meta.url,
);

/** What a worker is asked, without its id. */
type JobMessage = RenderJob extends infer Job ? (Job extends RenderJob ? Omit<Job, "id"> : never) : never;

interface Job {
	message: JobMessage;
	/** The answer when a bound is hit: the card as plain text, or the code unhighlighted. */
	fallback: (reason: PlainCardReason) => RenderedCard;
	resolve: (card: RenderedCard) => void;
}

interface Slot {
	worker: Worker | undefined;
	/** The worker has loaded the pipeline (budgets start at dispatch, after boot). */
	ready: boolean;
	job: (Job & { id: number; timer: ReturnType<typeof setTimeout> }) | undefined;
}

/**
 * A pool of worker threads that render cards with a time and memory budget each, a byte-bounded
 * cache per content key, and a plain-text fallback whenever a bound is hit. The event loop of the
 * hub never parses a card: the worst a card can do is use one worker for `timeBudgetMs`, once.
 */
export function createCardRenderer(settings: CardRendererOptions = {}): CardRenderer {
	const size = settings.workers ?? Math.max(1, Math.min(4, availableParallelism() - 1));
	const budget = settings.timeBudgetMs ?? 2000;
	const maxInput = settings.maxInputChars ?? 512_000;
	const maxDepth = settings.maxDepth ?? 32;
	const maxOutput = settings.maxOutputChars ?? 1_000_000;
	const maxQueue = settings.maxQueue ?? 64;
	const cacheChars = settings.cacheChars ?? 64 * 1024 * 1024;
	const workerUrl = settings.workerUrl ?? DEFAULT_WORKER;
	const memoryMb = settings.memoryMb ?? 128;

	const slots: Slot[] = Array.from({ length: size }, () => ({ worker: undefined, ready: false, job: undefined }));
	const queue: Job[] = [];
	const cache = new Map<string, RenderedCard>();
	let cachedChars = 0;
	const inFlight = new Map<string, Promise<RenderedCard | null>>();
	let nextId = 1;
	let closed = false;

	const remember = (key: string, card: RenderedCard): void => {
		if (card.fallback === "busy" || card.html.length > cacheChars) return;
		cache.set(key, card);
		cachedChars += card.html.length;
		for (const [oldest, value] of cache) {
			if (cachedChars <= cacheChars) break;
			cache.delete(oldest);
			cachedChars -= value.html.length;
		}
	};

	const finish = (slot: Slot, card: RenderedCard): void => {
		const job = slot.job;
		if (!job) return;
		clearTimeout(job.timer);
		slot.job = undefined;
		job.resolve(card);
		pump();
	};

	/** Drops a worker that failed or overran; the slot starts a fresh one for its next job. */
	const discard = (slot: Slot, reason: PlainCardReason): void => {
		const worker = slot.worker;
		const wasReady = slot.ready;
		slot.worker = undefined;
		slot.ready = false;
		const job = slot.job;
		if (worker) void worker.terminate();
		if (!wasReady) {
			// It died while loading: answer the waiting cards with the fallback rather than retry forever.
			for (const waiting of queue.splice(0)) waiting.resolve(waiting.fallback("failed"));
			return;
		}
		// Start the replacement now: loading the pipeline takes a moment the next card should not wait for.
		if (!closed) spawn(slot);
		if (job) finish(slot, job.fallback(reason));
	};

	const spawn = (slot: Slot): Worker => {
		const worker = new Worker(workerUrl, {
			resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
		});
		worker.unref();
		worker.on("message", (reply: RenderReply) => {
			if (slot.worker !== worker) return;
			if ("ready" in reply) {
				slot.ready = true;
				pump();
				return;
			}
			if (slot.job?.id !== reply.id) return;
			const job = slot.job;
			if ("error" in reply) finish(slot, job.fallback("failed"));
			else if (reply.html.length > maxOutput) finish(slot, job.fallback("too-big-output"));
			else finish(slot, { html: reply.html });
		});
		// Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other death: the job falls back, the slot respawns.
		worker.on("error", () => {
			if (slot.worker === worker) discard(slot, "failed");
		});
		worker.on("exit", () => {
			if (slot.worker === worker) discard(slot, "failed");
		});
		slot.worker = worker;
		slot.ready = false;
		return worker;
	};

	const pump = (): void => {
		if (closed) return;
		for (const slot of slots) {
			if (slot.job || queue.length === 0) continue;
			if (!slot.worker) spawn(slot);
			const worker = slot.worker;
			if (!worker || !slot.ready) continue;
			const job = queue.shift();
			if (!job) return;
			const id = nextId++;
			const timer = setTimeout(() => {
				if (slot.job?.id === id) discard(slot, "too-slow");
			}, budget);
			slot.job = { ...job, id, timer };
			worker.postMessage({ ...job.message, id } as RenderJob);
		}
	};

	/** Queues a job for a worker, or answers its fallback at once when a cheap check already says no. */
	const run = (job: Omit<Job, "resolve">, refusal: PlainCardReason | undefined): Promise<RenderedCard> => {
		if (refusal) return Promise.resolve(job.fallback(refusal));
		if (closed || queue.length >= maxQueue) return Promise.resolve(job.fallback("busy"));
		return new Promise((resolve) => {
			queue.push({ ...job, resolve });
			pump();
		});
	};

	/** Serves `make` from the cache, or runs it once for concurrent askers and keeps the result. */
	const cached = async <T extends RenderedCard | null>(cacheKey: string, make: () => Promise<T>): Promise<T> => {
		const hit = cache.get(cacheKey);
		if (hit) {
			cache.delete(cacheKey);
			cache.set(cacheKey, hit);
			return hit as T;
		}
		const pending = inFlight.get(cacheKey);
		if (pending) return pending as Promise<T>;
		const shared = settings.shared;
		const work = (async (): Promise<T> => {
			const stored = await shared?.get(cacheKey);
			if (stored) {
				remember(cacheKey, stored);
				return stored as T;
			}
			const card = await make();
			if (card) {
				remember(cacheKey, card);
				// A busy queue or a failed worker says nothing lasting about the card: only this process keeps those.
				if (card.fallback !== "busy" && card.fallback !== "failed") await shared?.set(cacheKey, card);
			}
			return card;
		})();
		inFlight.set(cacheKey, work);
		try {
			return await work;
		} finally {
			inFlight.delete(cacheKey);
		}
	};

	const renderText = (markdown: string, options: MarkdownOptions): Promise<RenderedCard> =>
		run(
			{
				message: { kind: "markdown", text: markdown, options },
				fallback: (reason) => ({ html: plainCardHtml(markdown, reason), fallback: reason }),
			},
			markdown.length > maxInput ? "too-large" : nestingDepth(markdown) > maxDepth ? "too-deep" : undefined,
		);

	return {
		async render(markdown, options, key) {
			let text: string | null = typeof markdown === "string" ? markdown : null;
			if (key === undefined) {
				if (typeof markdown !== "string") text = await markdown();
				if (text === null) return null;
				key = sha256(text);
			}
			return cached(`markdown\0${key}\0${JSON.stringify(options)}`, async () => {
				const source = text ?? (typeof markdown === "string" ? markdown : await markdown());
				return source === null ? null : timedCardRender(() => renderText(source, options));
			});
		},
		async highlight(code, language, key) {
			const card = await cached(`highlight\0${key ?? sha256(code)}\0${language}`, () =>
				run(
					{
						message: { kind: "highlight", text: code, language },
						fallback: (reason) => ({ html: escapeText(code), fallback: reason }),
					},
					code.length > maxInput ? "too-large" : undefined,
				),
			);
			return card.html;
		},
		async close() {
			closed = true;
			await Promise.all(
				slots.map(async (slot) => {
					const worker = slot.worker;
					slot.worker = undefined;
					if (slot.job) finish(slot, slot.job.fallback("busy"));
					await worker?.terminate();
				}),
			);
		},
	};
}
