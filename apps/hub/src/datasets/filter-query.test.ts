import { describe, expect, it } from "vitest";
import {
	columnsOf,
	FilterSyntaxError,
	type FilterValue,
	orderSql,
	parseOrderBy,
	parseWhere,
	quoteIdentifier,
	unknownColumns,
	whereSql,
} from "./filter-query.ts";

function emit(text: string): { sql: string; params: FilterValue[] } {
	const params: FilterValue[] = [];
	return { sql: whereSql(parseWhere(text), params), params };
}

describe("parseWhere", () => {
	it("reads the documented example", () => {
		expect(emit(`"age">30 AND ("name"='Simone' OR "children"=0)`)).toEqual({
			sql: `(("age" > $1) AND (("name" = $2) OR ("children" = $3)))`,
			params: [30, "Simone", 0],
		});
	});

	it("gives AND precedence over OR, and reads NOT, IS NULL, booleans, escaped quotes", () => {
		expect(emit(`"a"=1 OR "b"<>'O''Hara' AND NOT "c" = true`)).toEqual({
			sql: `(("a" = $1) OR (("b" <> $2) AND (NOT ("c" = $3))))`,
			params: [1, "O'Hara", true],
		});
		expect(emit(`"x" is not null and "y" IS NULL`).sql).toBe(`(("x" IS NOT NULL) AND ("y" IS NULL))`);
		expect(emit(`"weird ""col"""  >= -1.5e3`)).toEqual({ sql: `("weird ""col""" >= $1)`, params: [-1500] });
	});

	it("lists the columns it names", () => {
		expect(columnsOf(parseWhere(`"a"=1 OR NOT ("b"=2 AND c=3)`))).toEqual(["a", "b", "c"]);
		expect(unknownColumns(["a", "b", "a"], ["b"])).toEqual(["a"]);
	});

	it.each([
		[``, /empty/],
		[`"a"`, /comparison operator/],
		[`"a" = `, /value/],
		[`"a" = "b"`, /value/],
		[`"a" = 1; DROP TABLE x`, /unexpected character/],
		[`"a" = 1 -- comment`, /unexpected character/],
		[`"a" = 'unterminated`, /unterminated string/],
		[`("a" = 1`, /closing parenthesis/],
		[`"a" = 1) OR (1=1`, /AND, OR/],
		[`1 = 1`, /column name/],
		[`"a" = read_csv('/etc/passwd')`, /value/],
		[`"a" IN (1, 2)`, /comparison operator/],
		[`${"(".repeat(40)}"a"=1${")".repeat(40)}`, /deeper/],
		[Array.from({ length: 200 }, () => `"a"=1`).join(" OR "), /more than 128/],
		["x".repeat(5000), /longer than/],
	])("refuses where #%#", (text, message) => {
		expect(() => parseWhere(text)).toThrow(FilterSyntaxError);
		expect(() => parseWhere(text)).toThrow(message);
	});
});

describe("parseOrderBy", () => {
	it("reads columns with directions", () => {
		const terms = parseOrderBy(`"age" DESC, name, "x y" asc`);
		expect(terms).toEqual([
			{ column: "age", descending: true },
			{ column: "name", descending: false },
			{ column: "x y", descending: false },
		]);
		expect(orderSql(terms)).toBe(`"age" DESC, "name" ASC, "x y" ASC`);
	});

	it.each([``, `"a" DESC DESC`, `"a",`, `"a"; select 1`, `random()`])("refuses %j", (text) => {
		expect(() => parseOrderBy(text)).toThrow(FilterSyntaxError);
	});
});

it("quotes identifiers", () => {
	expect(quoteIdentifier(`a"b`)).toBe(`"a""b"`);
});
