import { readdir, readFile } from "node:fs/promises";

/** Resident memory (KiB) of a process and all its descendants, from /proc. */
export async function treeRssKiB(root: number): Promise<number> {
	const parents = new Map<number, number>();
	const rss = new Map<number, number>();
	for (const name of await readdir("/proc")) {
		if (!/^\d+$/.test(name)) continue;
		try {
			const status = await readFile(`/proc/${name}/status`, "utf8");
			const ppid = /PPid:\s+(\d+)/.exec(status)?.[1];
			const vm = /VmRSS:\s+(\d+)/.exec(status)?.[1];
			parents.set(Number(name), Number(ppid ?? 0));
			rss.set(Number(name), Number(vm ?? 0));
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
	let total = 0;
	for (const [pid, kib] of rss) if (inTree(pid)) total += kib;
	return total;
}

/**
 * Runs `work` while sampling the resident memory of `pid`'s process tree every 50 ms; its value and
 * the highest sample (KiB). The kernel's `VmHWM` only grows, so a step's own peak needs sampling.
 */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; peakKiB: number }> {
	let peakKiB = await treeRssKiB(pid);
	let sampling = true;
	const sampler = (async () => {
		while (sampling) {
			peakKiB = Math.max(peakKiB, await treeRssKiB(pid));
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
	})();
	try {
		return { value: await work(), peakKiB };
	} finally {
		sampling = false;
		await sampler;
	}
}
