// The viewer engine's errors, apart from the engine so that code which only recognises them (the
// Parquet converter's outcomes) does not load DuckDB to do so (decision 057).

/** A query ran past its time bound and was interrupted. */
export class ViewerQueryTimeout extends Error {}
/** DuckDB refused or failed the query (malformed file, type mismatch, memory limit); `message` is DuckDB's. */
export class ViewerQueryFailed extends Error {}
