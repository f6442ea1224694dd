import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ApiError, ERROR_CODES, type ErrorCode } from "./errors.ts";

const PAGE = readFileSync(new URL("../../../docs/reference/errors.md", import.meta.url), "utf8");
const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

/** The rows of the page's summary table: code → status and whether it travels in `X-Error-Code`. */
function summaryRows(page: string): Map<string, { status: number; header: boolean }> {
	const rows = new Map<string, { status: number; header: boolean }>();
	for (const match of page.matchAll(/^\|\s*`(\w+)`\s*\|\s*(\d{3})\s*\|\s*(yes|no)\s*\|\s*$/gm)) {
		const [, code = "", status = "", header = ""] = match;
		if (rows.has(code)) throw new Error(`errors.md lists ${code} twice in its summary`);
		rows.set(code, { status: Number(status), header: header === "yes" });
	}
	return rows;
}

/** The codes that have a section (`### \`Code\``), each with the status its **HTTP status:** line gives first. */
function sections(page: string): Map<string, number | undefined> {
	const result = new Map<string, number | undefined>();
	const parts = page.split(/^### /m).slice(1);
	for (const part of parts) {
		const code = /^`(\w+)`/.exec(part)?.[1];
		if (!code) continue;
		const status = /\*\*HTTP status:\*\*\s*(\d{3})/.exec(part)?.[1];
		result.set(code, status === undefined ? undefined : Number(status));
	}
	return result;
}

describe("the error catalogue and docs/reference/errors.md agree", () => {
	const rows = summaryRows(PAGE);
	const documented = sections(PAGE);

	it("has title and description front matter for the site", () => {
		const front = /^---\n([\s\S]*?)\n---\n/.exec(PAGE)?.[1] ?? "";
		expect(front).toMatch(/^title: \S/m);
		expect(front).toMatch(/^description: \S/m);
	});

	it("lists every code of ERROR_CODES in the summary, and no other", () => {
		expect(CODES.filter((code) => !rows.has(code))).toEqual([]);
		expect([...rows.keys()].filter((code) => !(code in ERROR_CODES))).toEqual([]);
	});

	it("gives each code the catalogue's status and X-Error-Code flag in the summary", () => {
		const mismatched = CODES.filter((code) => {
			const row = rows.get(code);
			return row?.status !== ERROR_CODES[code].status || row.header !== ERROR_CODES[code].header;
		});
		expect(mismatched).toEqual([]);
	});

	it("has a section for every code, and no other, each starting with the catalogue's status", () => {
		expect(CODES.filter((code) => !documented.has(code))).toEqual([]);
		expect([...documented.keys()].filter((code) => !(code in ERROR_CODES))).toEqual([]);
		expect(CODES.filter((code) => documented.get(code) !== ERROR_CODES[code].status)).toEqual([]);
	});

	it("says when each error happens and what to do about it", () => {
		const parts = PAGE.split(/^### /m).slice(1);
		const incomplete = parts.filter((part) => !/\*\*When:\*\* \S/.test(part) || !/\*\*What to do:\*\* \S/.test(part));
		expect(incomplete.map((part) => part.split("\n")[0])).toEqual([]);
	});

	it("reads a page that disagrees as disagreeing", () => {
		const broken = PAGE.replace(/^\| `Internal` \| 500 \|/m, "| `Internal` | 503 |").replace(
			/^### `NotFound`$/m,
			"### `Gone`",
		);
		expect(summaryRows(broken).get("Internal")?.status).toBe(503);
		expect(sections(broken).has("NotFound")).toBe(false);
		expect(sections(broken).has("Gone")).toBe(true);
	});
});

describe("ApiError", () => {
	it("takes the catalogue's status unless one is given", () => {
		expect(new ApiError("RangeNotSatisfiable", "x").status).toBe(416);
		expect(new ApiError("RepoNotFound", "x", { status: 401 }).status).toBe(401);
		expect(new ApiError("Internal", "boom")).toMatchObject({ code: "Internal", message: "boom", headers: {} });
	});
});
