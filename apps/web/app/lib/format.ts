/** Formats a count compactly: 950, 1.2k, 3.4M. */
export function formatCount(n: number | undefined): string {
	if (n === undefined || !Number.isFinite(n)) return "0";
	if (n < 1000) return String(n);
	const units = [
		{ v: 1e9, s: "B" },
		{ v: 1e6, s: "M" },
		{ v: 1e3, s: "k" },
	];
	for (const { v, s } of units) {
		if (n >= v) {
			const x = n / v;
			return `${x >= 100 ? Math.round(x) : Number(x.toFixed(1))}${s}`;
		}
	}
	return String(n);
}

/** Formats a byte size: 512 B, 1.5 kB, 2.3 GB (decimal units). */
export function formatBytes(n: number | undefined): string {
	if (n === undefined || !Number.isFinite(n)) return "";
	if (n < 1000) return `${n} B`;
	const units = ["kB", "MB", "GB", "TB"];
	let x = n;
	let unit = "B";
	for (const u of units) {
		if (x < 1000) break;
		x /= 1000;
		unit = u;
	}
	return `${Number(x.toFixed(1))} ${unit}`;
}

/** Built once: `toLocaleDateString` with options builds a formatter on every call (issue 24's profile: 1.6 % of a model page). */
const DAY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** Formats an ISO date as a day, e.g. "Mar 4, 2026", in UTC so server and browser agree. */
export function formatDate(iso: string | undefined): string {
	if (!iso) return "";
	const d = new Date(iso);
	if (Number.isNaN(d.getTime())) return "";
	return DAY.format(d);
}

/** Formats a parameter count: 110M params, 7.2B params. */
export function formatParams(n: number | undefined): string {
	if (!n) return "";
	return `${formatCount(n)} params`;
}
