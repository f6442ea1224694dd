import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { checkAccountName } from "../../auth/accounts.repository.ts";
import { parseRepoId } from "../../repo-ids/repo-ids.ts";
import { addTestRepo } from "../../testing/accounts.ts";
import { parquetBytes } from "../../testing/dataset-fixtures.ts";
import { describeBackends } from "../../testing/describe-backends.ts";

/** Reads data with Debian's Python, independently of DuckDB: `csv.DictReader` or `json` lines. */
function python(script: string, input: string): unknown {
	return JSON.parse(execFileSync("/usr/bin/python3", ["-c", script], { input, encoding: "utf8", maxBuffer: 64 << 20 }));
}
const PY_CSV = "import csv, json, sys\nprint(json.dumps(list(csv.DictReader(sys.stdin))))";
const PY_JSONL = "import json, sys\nprint(json.dumps([json.loads(line) for line in sys.stdin if line.strip()]))";

const LABELS = ["pos", "neg", "neutral"];
function reviewsCsv(count: number, start = 0): string {
	const lines = ["id,text,label,score"];
	for (let index = start; index < start + count; index++) {
		const text = index % 17 === 0 ? `a Needle in review ${index}` : `review number ${index}, "quoted"`;
		lines.push(`${index},"${text.replaceAll('"', '""')}",${LABELS[index % 3]},${(index % 7) + 0.5}`);
	}
	return `${lines.join("\n")}\n`;
}
const TRAIN_CSV = reviewsCsv(250);
const TEST_CSV = reviewsCsv(20, 1000);
const JSONL = Array.from({ length: 12 }, (_, index) =>
	JSON.stringify({ id: index, question: `q${index}`, meta: { tags: ["a", `t${index}`], ok: index % 2 === 0 } }),
).join("\n");

type Json = Record<string, unknown>;
interface Page {
	features: { feature_idx: number; name: string; type: Json }[];
	rows: { row_idx: number; row: Json; truncated_cells: string[] }[];
	num_rows_total: number;
}

describeBackends("dataset viewer", (hub) => {
	const get = async (path: string): Promise<{ status: number; code: string | null; body: Json }> => {
		const response = await hub().app.request(path);
		return {
			status: response.status,
			code: response.headers.get("x-error-code"),
			body: (await response.json()) as Json,
		};
	};
	const q = (route: string, params: Record<string, string>) =>
		`/datasets-server/${route}?${new URLSearchParams(params)}`;
	const csvSplit = (split: string, extra: Record<string, string> = {}) => ({
		dataset: "viewer/reviews",
		config: "default",
		split,
		...extra,
	});

	beforeAll(async () => {
		const deps = hub();
		await addTestRepo(deps, {
			type: "dataset",
			id: "viewer/reviews",
			files: { "data/train.csv": TRAIN_CSV, "data/test.csv": TEST_CSV, "README.md": "# reviews\n" },
		});
		await addTestRepo(deps, { type: "dataset", id: "viewer/questions", files: { "train.jsonl": JSONL } });
		await addTestRepo(deps, {
			type: "dataset",
			id: "viewer/numbers",
			files: { "data/train-00000-of-00001.parquet": await parquetBytes(1000) },
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "viewer/off",
			files: { "README.md": "---\nviewer: false\n---\n", "train.csv": TRAIN_CSV },
		});
		await addTestRepo(deps, { type: "dataset", id: "viewer/hidden", files: { "train.csv": TRAIN_CSV }, private: true });
		await addTestRepo(deps, { type: "dataset", id: "viewer/gated", files: { "train.csv": TRAIN_CSV }, gated: "auto" });
		await addTestRepo(deps, {
			type: "dataset",
			id: "viewer/broken",
			files: { "train.parquet": "PAR1 this is not a parquet file PAR1" },
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "viewer/bomb",
			files: { "train.csv": `a,b\n1,${"x".repeat(3 * 1024 * 1024)}\n` },
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "viewer/deep",
			files: { "train.jsonl": `{"a":${"[".repeat(2000)}1${"]".repeat(2000)}}\n` },
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "viewer/captioned",
			files: {
				"train/a.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
				"train/sub/b.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
				"train/metadata.csv":
					'file_name,caption,votes\na.png,a red square,3\nsub/b.png,"a blue, round thing",5\nmissing.png,gone,0\n',
			},
		});
		await addTestRepo(deps, {
			type: "dataset",
			id: "viewer/pictures",
			files: {
				"train/cat/1.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
				"train/dog/2.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
			},
		});
	});

	it("says which features work", async () => {
		expect((await get(q("is-valid", { dataset: "viewer/reviews" }))).body).toEqual({
			viewer: true,
			preview: true,
			search: true,
			filter: true,
			statistics: true,
		});
		expect((await get(q("is-valid", { dataset: "viewer/off" }))).body).toEqual({
			viewer: false,
			preview: false,
			search: false,
			filter: false,
			statistics: false,
		});
		expect((await get(q("is-valid", { dataset: "viewer/pictures" }))).body).toMatchObject({
			viewer: true,
			search: false,
		});
	});

	it("lists configs and splits", async () => {
		expect((await get(q("splits", { dataset: "viewer/reviews" }))).body).toEqual({
			splits: [
				{ dataset: "viewer/reviews", config: "default", split: "train" },
				{ dataset: "viewer/reviews", config: "default", split: "test" },
			],
			pending: [],
			failed: [],
		});
	});

	it("serves first rows equal to Python's csv reading", async () => {
		const answer = await get(q("first-rows", csvSplit("test")));
		expect(answer.status).toBe(200);
		const expected = python(PY_CSV, TEST_CSV) as Record<string, string>[];
		const body = answer.body as unknown as Page & { truncated: boolean };
		expect(body.features.map((feature) => [feature.name, feature.type])).toEqual([
			["id", { dtype: "int64", _type: "Value" }],
			["text", { dtype: "string", _type: "Value" }],
			["label", { dtype: "string", _type: "Value" }],
			["score", { dtype: "float64", _type: "Value" }],
		]);
		expect(body.truncated).toBe(false);
		expect(
			body.rows.map((row) => Object.fromEntries(Object.entries(row.row).map(([key, value]) => [key, String(value)]))),
		).toEqual(expected);
		expect(body.rows.map((row) => row.row_idx)).toEqual(expected.map((_, index) => index));
	});

	it("pages with offset and length, and bounds length", async () => {
		const expected = python(PY_CSV, TRAIN_CSV) as Record<string, string>[];
		const page = (await get(q("rows", csvSplit("train", { offset: "200", length: "30" })))).body as unknown as Page;
		expect(page.num_rows_total).toBe(250);
		expect(page.rows.map((row) => row.row_idx)).toEqual(Array.from({ length: 30 }, (_, index) => 200 + index));
		expect(page.rows.map((row) => String(row.row.text))).toEqual(expected.slice(200, 230).map((row) => row.text));
		const tail = (await get(q("rows", csvSplit("train", { offset: "240" })))).body as unknown as Page;
		expect(tail.rows).toHaveLength(10);
		for (const bad of [{ length: "101" }, { offset: "-1" }, { offset: "x" }] as Record<string, string>[])
			expect(await get(q("rows", csvSplit("train", bad)))).toMatchObject({ status: 400, code: "BadRequest" });
	});

	it("searches string columns case-insensitively", async () => {
		const expected = (python(PY_CSV, TRAIN_CSV) as Record<string, string>[]).filter((row) =>
			row.text?.toLowerCase().includes("needle"),
		);
		const page = (await get(q("search", csvSplit("train", { query: "nEEdle" })))).body as unknown as Page;
		expect(page.num_rows_total).toBe(expected.length);
		expect(page.rows.map((row) => row.row.text)).toEqual(expected.map((row) => row.text));
		const literal = (await get(q("search", csvSplit("train", { query: "100%_" })))).body as unknown as Page;
		expect(literal.num_rows_total).toBe(0);
	});

	it("filters and orders with the documented subset", async () => {
		const rows = python(PY_CSV, TRAIN_CSV) as Record<string, string>[];
		const expected = rows
			.filter((row) => row.label === "pos" && Number(row.score) > 3)
			.sort((a, b) => Number(b.score) - Number(a.score) || 0);
		const page = (
			await get(
				q(
					"filter",
					csvSplit("train", { where: `"label"='pos' AND "score">3`, orderby: `"score" DESC`, length: "100" }),
				),
			)
		).body as unknown as Page;
		expect(page.num_rows_total).toBe(expected.length);
		expect(page.rows.map((row) => row.row.score)).toEqual(expected.slice(0, 100).map((row) => Number(row.score)));
		const either = (await get(q("filter", csvSplit("train", { where: `NOT ("label" <> 'neg') OR "id" = 3` }))))
			.body as unknown as Page;
		expect(either.num_rows_total).toBe(rows.filter((row) => row.label === "neg" || row.id === "3").length);
	});

	it("refuses hostile or malformed filters with InvalidFilter", async () => {
		for (const where of [
			`"label" = 'x'; DROP TABLE t`,
			`"label" = 'x' OR 1=1`,
			`"nope" = 1`,
			`"label" = read_csv('/etc/passwd')`,
			`"score" = 'not a number'`,
		]) {
			const answer = await get(q("filter", csvSplit("train", { where })));
			expect(answer, where).toMatchObject({ status: 400, code: "InvalidFilter" });
			expect(String(answer.body.error)).not.toMatch(/\/blobs\//);
		}
		expect(await get(q("filter", csvSplit("train", { orderby: `random()` })))).toMatchObject({
			status: 400,
			code: "InvalidFilter",
		});
	});

	it("computes statistics equal to an independent count", async () => {
		const rows = python(PY_CSV, TRAIN_CSV) as Record<string, string>[];
		const stats = (await get(q("statistics", csvSplit("train")))).body as {
			num_examples: number;
			statistics: { column_name: string; column_type: string; column_statistics: Json }[];
		};
		expect(stats.num_examples).toBe(250);
		const byName = Object.fromEntries(stats.statistics.map((entry) => [entry.column_name, entry]));
		const counts: Record<string, number> = {};
		for (const row of rows) counts[row.label as string] = (counts[row.label as string] ?? 0) + 1;
		expect(byName.label).toMatchObject({
			column_type: "string_label",
			column_statistics: { n_unique: 3, frequencies: counts, nan_count: 0 },
		});
		const scores = rows.map((row) => Number(row.score));
		expect(byName.score).toMatchObject({
			column_type: "float",
			column_statistics: { min: Math.min(...scores), max: Math.max(...scores), nan_count: 0 },
		});
		const histogram = (byName.score?.column_statistics as { histogram: { hist: number[] } }).histogram;
		expect(histogram.hist.reduce((sum, count) => sum + count, 0)).toBe(250);
		expect(byName.id).toMatchObject({ column_type: "int", column_statistics: { min: 0, max: 249 } });
		expect(byName.text?.column_type).toBe("string_text");
	});

	it("reads JSON Lines as Python's json does, nested values included", async () => {
		const expected = python(PY_JSONL, JSONL) as Json[];
		const page = (await get(q("rows", { dataset: "viewer/questions", config: "default", split: "train" })))
			.body as unknown as Page;
		expect(page.rows.map((row) => row.row)).toEqual(expected);
		expect(page.features.find((feature) => feature.name === "meta")?.type).toEqual({
			tags: { feature: { dtype: "string", _type: "Value" }, _type: "List" },
			ok: { dtype: "bool", _type: "Value" },
		});
	});

	it("reads Parquet as DuckDB does, and lists its Parquet files", async () => {
		const page = (await get(q("rows", { dataset: "viewer/numbers", config: "default", split: "train", offset: "990" })))
			.body as unknown as Page;
		expect(page.num_rows_total).toBe(1000);
		expect(page.rows.map((row) => row.row)).toEqual(
			Array.from({ length: 10 }, (_, index) => ({ n: 990 + index, w: `word ${990 + index}`, even: index % 2 === 0 })),
		);
		const parquet = (await get(q("parquet", { dataset: "viewer/numbers" }))).body as { parquet_files: Json[] };
		expect(parquet.parquet_files).toEqual([
			expect.objectContaining({
				dataset: "viewer/numbers",
				config: "default",
				split: "train",
				filename: "train-00000-of-00001.parquet",
			}),
		]);
		const listing = (await get("/api/datasets/viewer/numbers/parquet")).body as Record<
			string,
			Record<string, string[]>
		>;
		expect(Object.keys(listing)).toEqual(["default"]);
		expect(listing.default?.train?.[0]).toMatch(
			/\/api\/datasets\/viewer\/numbers\/parquet\/default\/train\/0\.parquet$/,
		);
		const redirect = await hub().app.request("/api/datasets/viewer/numbers/parquet/default/train/0.parquet");
		expect(redirect.status).toBe(302);
		const file = await hub().app.request(new URL(redirect.headers.get("location") as string).pathname);
		expect(file.status).toBe(200);
		expect((await get("/api/datasets/viewer/numbers/parquet/default/nope")).code).toBe("ConfigNotFound");
	});

	it("answers for private and gated datasets exactly as for missing ones", async () => {
		for (const route of ["is-valid", "splits", "rows", "parquet"]) {
			const missing = await get(q(route, { dataset: "viewer/nothing-here", config: "default", split: "train" }));
			for (const id of ["viewer/hidden", "viewer/gated"]) {
				const hidden = await get(q(route, { dataset: id, config: "default", split: "train" }));
				expect({ status: hidden.status, code: hidden.code }, `${route} ${id}`).toEqual({
					status: missing.status,
					code: missing.code,
				});
				expect(String(hidden.body.error).replace(id, "ID")).toBe(
					String(missing.body.error).replace("viewer/nothing-here", "ID"),
				);
			}
		}
		expect((await get("/api/datasets/viewer/hidden/parquet")).code).toBe("RepoNotFound");
	});

	it("says when a dataset cannot be shown, without leaking local paths", async () => {
		expect(await get(q("rows", { dataset: "viewer/off", config: "default", split: "train" }))).toMatchObject({
			status: 422,
			code: "DatasetNotViewable",
		});
		for (const id of ["viewer/broken", "viewer/bomb"]) {
			const answer = await get(q("first-rows", { dataset: id, config: "default", split: "train" }));
			expect(answer, id).toMatchObject({ status: 422, code: "DatasetNotViewable" });
			expect(String(answer.body.error)).not.toMatch(/\/(blobs|viewer-cache)\//);
		}
		const deep = await get(q("first-rows", { dataset: "viewer/deep", config: "default", split: "train" }));
		expect([200, 422]).toContain(deep.status);
		expect(await get(q("rows", csvSplit("nope")))).toMatchObject({ status: 404, code: "ConfigNotFound" });
		expect(await get(q("rows", { dataset: "not an id" }))).toMatchObject({ status: 400 });
		expect(await get("/datasets-server/unknown-route")).toMatchObject({ status: 404, code: "NotFound" });
	});

	it("joins an image folder's metadata file, its file_name becoming the image cell", async () => {
		const page = (await get(q("rows", { dataset: "viewer/captioned", config: "default", split: "train" })))
			.body as unknown as Page;
		expect(page.features.map((feature) => feature.name)).toEqual(["image", "caption", "votes"]);
		expect(page.num_rows_total).toBe(3);
		expect(
			page.rows.map((row) => [
				(row.row.image as { src: string } | null)?.src.replace(/^.*\/resolve\/[0-9a-f]{40}\//, ""),
				row.row.caption,
				row.row.votes,
			]),
		).toEqual([
			["train/a.png", "a red square", 3],
			["train/sub/b.png", "a blue, round thing", 5],
			[undefined, "gone", 0],
		]);
	});

	it("shows image folders as image cells served by the hub", async () => {
		const page = (await get(q("rows", { dataset: "viewer/pictures", config: "default", split: "train" })))
			.body as unknown as Page;
		expect(page.rows.map((row) => row.row.label)).toEqual(["cat", "dog"]);
		const src = (page.rows[0]?.row.image as { src: string }).src;
		const image = await hub().app.request(new URL(src).pathname);
		expect(image.status).toBe(200);
		expect(image.headers.get("content-type")).toMatch(/^image\/png/);
	});
});

describe("the /datasets-server prefix", () => {
	it("can be neither an account nor a repository namespace", () => {
		expect(() => checkAccountName("datasets-server")).toThrow(/reserved/);
		expect(() => parseRepoId("datasets-server/rows")).toThrow(/reserved/);
	});
});

describe("dataset viewer test fixtures", () => {
	it("reads the CSV fixture back with Python", () => {
		expect((python(PY_CSV, TRAIN_CSV) as unknown[]).length).toBe(250);
	});
});
