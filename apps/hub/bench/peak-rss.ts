import { readdir, readFile } from "node:fs/promises";

/**
 * Memory (KiB) of a process and all its descendants, from /proc. `rss` sums each process's resident
 * memory, so pages shared between them (the `node` binary, shared libraries) count once per process;
 * `pss` shares each such page among the processes that map it, so the tree's sum counts it once.
 */
export interface TreeMemory {
	rssKiB: number;
	pssKiB: number;
}

async function treePids(root: number): Promise<number[]> {
	const parents = new Map<number, number>();
	for (const name of await readdir("/proc")) {
		if (!/^\d+$/.test(name)) continue;
		try {
			const status = await readFile(`/proc/${name}/status`, "utf8");
			parents.set(Number(name), Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0));
		} catch {
			// The process ended meanwhile.
		}
	}
	const inTree = (pid: number): boolean => {
		for (let current = pid, hops = 0; current > 1 && hops < 64; hops++) {
			if (current === root) return true;
			current = parents.get(current) ?? 0;
		}
		return false;
	};
	return [...parents.keys()].filter(inTree);
}

/** Resident and proportional memory of `root`'s process tree (see {@link TreeMemory}). */
export async function treeMemory(root: number): Promise<TreeMemory> {
	let rssKiB = 0;
	let pssKiB = 0;
	for (const pid of await treePids(root)) {
		try {
			const rollup = await readFile(`/proc/${pid}/smaps_rollup`, "utf8");
			rssKiB += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
			pssKiB += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
		} catch {
			// The process ended meanwhile.
		}
	}
	return { rssKiB, pssKiB };
}

/**
 * Runs `work` while sampling the memory of `pid`'s process tree every 50 ms; its value and the
 * highest samples (KiB) of the tree's RSS and PSS. The kernel's `VmHWM` only grows, so a step's own
 * peak needs sampling.
 */
export async function peakRssDuring<T>(
	pid: number,
	work: () => Promise<T>,
): Promise<{ value: T; peakKiB: number; peakPssKiB: number }> {
	const first = await treeMemory(pid);
	let peakKiB = first.rssKiB;
	let peakPssKiB = first.pssKiB;
	let sampling = true;
	const sampler = (async () => {
		while (sampling) {
			const sample = await treeMemory(pid);
			peakKiB = Math.max(peakKiB, sample.rssKiB);
			peakPssKiB = Math.max(peakPssKiB, sample.pssKiB);
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
	})();
	try {
		const value = await work();
		return { value, peakKiB, peakPssKiB };
	} finally {
		sampling = false;
		await sampler;
	}
}
