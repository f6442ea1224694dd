import type { DuckDBType } from "@duckdb/node-api";
// The enum alone, from its own module: the package's index loads DuckDB's native library (tens of MiB),
// which a serving process then holds before any dataset is viewed (decision 059).
import { DuckDBTypeId } from "@duckdb/node-api/lib/DuckDBTypeId.js";

/** A `datasets` feature as the viewer API spells it (`{dtype, _type: "Value"}`, `{feature, _type: "List"}`, a dict of features). */
export type Feature = { [key: string]: unknown };

const VALUE_DTYPES: Partial<Record<DuckDBTypeId, string>> = {
	[DuckDBTypeId.BOOLEAN]: "bool",
	[DuckDBTypeId.TINYINT]: "int8",
	[DuckDBTypeId.SMALLINT]: "int16",
	[DuckDBTypeId.INTEGER]: "int32",
	[DuckDBTypeId.BIGINT]: "int64",
	[DuckDBTypeId.UTINYINT]: "uint8",
	[DuckDBTypeId.USMALLINT]: "uint16",
	[DuckDBTypeId.UINTEGER]: "uint32",
	[DuckDBTypeId.UBIGINT]: "uint64",
	[DuckDBTypeId.FLOAT]: "float32",
	[DuckDBTypeId.DOUBLE]: "float64",
	[DuckDBTypeId.DECIMAL]: "float64",
	[DuckDBTypeId.VARCHAR]: "string",
	[DuckDBTypeId.UUID]: "string",
	[DuckDBTypeId.ENUM]: "string",
	[DuckDBTypeId.BLOB]: "binary",
	[DuckDBTypeId.DATE]: "date32",
	[DuckDBTypeId.TIME]: "time64[us]",
	[DuckDBTypeId.TIMESTAMP]: "timestamp[us]",
	[DuckDBTypeId.TIMESTAMP_S]: "timestamp[s]",
	[DuckDBTypeId.TIMESTAMP_MS]: "timestamp[ms]",
	[DuckDBTypeId.TIMESTAMP_NS]: "timestamp[ns]",
	[DuckDBTypeId.TIMESTAMP_TZ]: "timestamp[us, tz=UTC]",
	[DuckDBTypeId.INTERVAL]: "duration[us]",
};

/** The `datasets` feature of a DuckDB column type (unknown types read as strings). */
export function featureOf(type: DuckDBType): Feature {
	const node = type as DuckDBType & {
		valueType?: DuckDBType;
		entryNames?: readonly string[];
		entryTypes?: readonly DuckDBType[];
	};
	if ((type.typeId === DuckDBTypeId.LIST || type.typeId === DuckDBTypeId.ARRAY) && node.valueType)
		return { feature: featureOf(node.valueType), _type: "List" };
	if (type.typeId === DuckDBTypeId.STRUCT && node.entryNames && node.entryTypes) {
		const types = node.entryTypes;
		return Object.fromEntries(node.entryNames.map((name, index) => [name, featureOf(types[index] as DuckDBType)]));
	}
	return { dtype: VALUE_DTYPES[type.typeId] ?? "string", _type: "Value" };
}

/** Whether full-text search reads this column. */
export function isStringType(type: DuckDBType): boolean {
	return type.typeId === DuckDBTypeId.VARCHAR;
}

/** Whether a column holds numbers (for statistics). */
export function isNumericType(type: DuckDBType): boolean {
	return (
		[
			DuckDBTypeId.TINYINT,
			DuckDBTypeId.SMALLINT,
			DuckDBTypeId.INTEGER,
			DuckDBTypeId.BIGINT,
			DuckDBTypeId.UTINYINT,
			DuckDBTypeId.USMALLINT,
			DuckDBTypeId.UINTEGER,
			DuckDBTypeId.UBIGINT,
			DuckDBTypeId.FLOAT,
			DuckDBTypeId.DOUBLE,
			DuckDBTypeId.DECIMAL,
		] as DuckDBTypeId[]
	).includes(type.typeId);
}

/** Whether a column holds integers. */
export function isIntegerType(type: DuckDBType): boolean {
	return isNumericType(type) && ![DuckDBTypeId.FLOAT, DuckDBTypeId.DOUBLE, DuckDBTypeId.DECIMAL].includes(type.typeId);
}

/** Longest string a cell shows; longer ones are cut and named in `truncated_cells`. */
export const MAX_CELL_CHARS = 10_000;

/** A DuckDB value as JSON: safe integers as numbers (others as strings), dates as ISO text, bytes as base64. */
export function jsonCell(value: unknown, depth = 0): unknown {
	if (value === null || value === undefined) return null;
	if (typeof value === "bigint")
		return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
			? Number(value)
			: String(value);
	if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
	if (typeof value === "string" || typeof value === "boolean") return value;
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
	if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
	if (depth > 32) return null;
	if (Array.isArray(value)) return value.map((item) => jsonCell(item, depth + 1));
	if (typeof value === "object")
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonCell(item, depth + 1)]));
	return String(value);
}
