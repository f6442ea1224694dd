import {
	type DatabaseIntrospector,
	type Kysely,
	PostgresDialect,
	PostgresIntrospector,
	type SchemaMetadata,
	sql,
	type TableMetadata,
} from "kysely";

/**
 * PostgreSQL whose introspector reads only the connection's own schemas (`current_schemas`). Kysely's
 * own lists every table of every schema and looks each schema up by name while it scans
 * (`has_schema_privilege`, `pg_get_serial_sequence`): a schema another process drops during that scan
 * fails the whole query with "schema … does not exist". The migrator only asks whether its own tables
 * exist, so this answers names without columns, and nothing else in the hub introspects.
 */
export class OwnSchemasPostgresDialect extends PostgresDialect {
	override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
		return new OwnSchemasIntrospector(db);
	}
}

class OwnSchemasIntrospector implements DatabaseIntrospector {
	readonly #db: Kysely<unknown>;
	readonly #schemas: PostgresIntrospector;

	constructor(db: Kysely<unknown>) {
		this.#db = db;
		this.#schemas = new PostgresIntrospector(db);
	}

	/** Schema names only (a plain read of `pg_namespace`, which no concurrent drop can fail). */
	getSchemas(): Promise<SchemaMetadata[]> {
		return this.#schemas.getSchemas();
	}

	async getTables(): Promise<TableMetadata[]> {
		const { rows } = await sql<{ schema: string; name: string; kind: string }>`
			select n.nspname as schema, c.relname as name, c.relkind as kind
			from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
			where n.nspname = any (current_schemas(false)) and c.relkind in ('r', 'v', 'p', 'f')
			order by n.nspname, c.relname`.execute(this.#db);
		return rows.map((row) => ({
			schema: row.schema,
			name: row.name,
			isView: row.kind === "v",
			isForeign: row.kind === "f",
			columns: [],
		}));
	}
}
