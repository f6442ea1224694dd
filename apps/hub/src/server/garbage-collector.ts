import { setFlagsFromString } from "node:v8";

/**
 * Tunes V8's collector for a server that moves large bodies. Every socket read of a request body is a
 * fresh 64 KiB buffer outside the JavaScript heap; by default V8 starts a marking cycle over the whole
 * heap each time such memory grows by 64 MB, although these buffers die young and the scavenger frees
 * them. A 1 GiB upload thus cost about 16 full markings (a CPU second on the collector's threads).
 * Counting memory outside the heap in the global heap limit instead leaves them to the scavenger.
 * Call once, before serving.
 */
export function tuneGarbageCollector(): void {
	setFlagsFromString("--external-memory-accounted-in-global-limit");
}
