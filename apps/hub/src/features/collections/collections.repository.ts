import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { CollectionsTable, Database, RepoType } from "../../db/database.ts";

export type CollectionRow = CollectionsTable;

/** A collection's item as lists show it: the repository's id and type beside the item's fields. */
export interface CollectionItemRow {
	pk: string;
	position: number;
	note: string;
	type: RepoType;
	namespace: string;
	name: string;
}

type ReadableRepos = (eb: ExpressionBuilder<Database, "repos">) => Expression<SqlBool>;

export async function findCollection(db: Kysely<Database>, pk: string): Promise<CollectionRow | undefined> {
	return db.selectFrom("collections").selectAll().where("pk", "=", pk).executeTakeFirst();
}

export async function findCollectionByTitle(
	db: Kysely<Database>,
	namespace: string,
	titleKey: string,
): Promise<CollectionRow | undefined> {
	return db
		.selectFrom("collections")
		.selectAll()
		.where("namespace_lower", "=", namespace.toLowerCase())
		.where("title_key", "=", titleKey)
		.executeTakeFirst();
}

/** The items of collections whose repositories pass `readable`, by collection, in their order. */
export async function itemsOf(
	db: Kysely<Database>,
	collectionPks: string[],
	readable: ReadableRepos,
): Promise<Map<string, CollectionItemRow[]>> {
	const byCollection = new Map<string, CollectionItemRow[]>(collectionPks.map((pk) => [pk, []]));
	if (collectionPks.length === 0) return byCollection;
	const rows = await db
		.selectFrom("collection_items")
		.innerJoin("repos", "repos.pk", "collection_items.repo_pk")
		.select([
			"collection_items.collection_pk",
			"collection_items.pk",
			"collection_items.position",
			"collection_items.note",
			"repos.type",
			"repos.namespace",
			"repos.name",
		])
		.where("collection_items.collection_pk", "in", collectionPks)
		.where(readable)
		.orderBy("collection_items.position")
		.orderBy("collection_items.pk")
		.execute();
	for (const { collection_pk, ...item } of rows) byCollection.get(collection_pk)?.push(item);
	return byCollection;
}

/** How many items a collection holds, readable or not (the bound on adding). */
export async function itemCount(db: Kysely<Database> | Transaction<Database>, collectionPk: string): Promise<number> {
	const row = await db
		.selectFrom("collection_items")
		.select((eb) => eb.fn.countAll<number>().as("n"))
		.where("collection_pk", "=", collectionPk)
		.executeTakeFirstOrThrow();
	return Number(row.n);
}

/** What a list of collections is filtered by: the caller's visible namespaces, an owner, an item. */
export interface CollectionFilter {
	/** Namespaces (lower case) whose private collections the caller sees; `"all"` for site admins. */
	privateIn: string[] | "all";
	owner?: string;
	/** A repository every listed collection holds (its pk). */
	itemRepoPk?: string;
}

/** A page of collections, newest change first, after `after`; `limit` at most. */
export async function listCollections(
	db: Kysely<Database>,
	filter: CollectionFilter,
	after: { at: number; pk: string } | undefined,
	limit: number,
): Promise<{ rows: CollectionRow[]; next: { at: number; pk: string } | undefined }> {
	let query = db.selectFrom("collections").selectAll();
	if (filter.privateIn !== "all") {
		const privateIn = filter.privateIn;
		query = query.where((eb) =>
			privateIn.length === 0
				? eb("private", "=", 0)
				: eb.or([eb("private", "=", 0), eb("namespace_lower", "in", privateIn)]),
		);
	}
	if (filter.owner !== undefined) query = query.where("namespace_lower", "=", filter.owner.toLowerCase());
	if (filter.itemRepoPk !== undefined) {
		const repoPk = filter.itemRepoPk;
		query = query.where("pk", "in", (eb) =>
			eb.selectFrom("collection_items").select("collection_pk").where("repo_pk", "=", repoPk),
		);
	}
	if (after)
		query = query.where((eb) =>
			eb.or([eb("updated_at", "<", after.at), eb.and([eb("updated_at", "=", after.at), eb("pk", ">", after.pk)])]),
		);
	const rows = await query
		.orderBy("updated_at", "desc")
		.orderBy("pk")
		.limit(limit + 1)
		.execute();
	const page = rows.slice(0, limit).map((row) => ({ ...row, updated_at: Number(row.updated_at) }));
	const last = page.at(-1);
	return { rows: page, next: rows.length > limit && last ? { at: last.updated_at, pk: last.pk } : undefined };
}

/** Where an ordered row lives: a namespace's collections, or one collection's items. */
export type OrderScope =
	| { table: "collections"; column: "namespace_lower"; value: string }
	| { table: "collection_items"; column: "collection_pk"; value: string };

/**
 * Moves the row at `from` to `to` (clamped to the last place) within `scope`, whose positions are
 * 0…n-1 with no gap: the rows between shift by one, in two statements whatever the distance.
 */
export async function moveInOrder(
	trx: Transaction<Database>,
	scope: OrderScope,
	pk: string,
	from: number,
	to: number,
	count: number,
): Promise<void> {
	const target = Math.max(0, Math.min(to, count - 1));
	if (target === from) return;
	const [low, high, delta] = target < from ? [target, from - 1, 1] : [from + 1, target, -1];
	await sql`update ${sql.table(scope.table)} set position = position + ${delta}
		where ${sql.ref(scope.column)} = ${scope.value} and position >= ${low} and position <= ${high}`.execute(trx);
	await sql`update ${sql.table(scope.table)} set position = ${target} where pk = ${pk}`.execute(trx);
}

/** Closes the gap a removed row at `position` left within `scope`. */
export async function closeGap(trx: Transaction<Database>, scope: OrderScope, position: number): Promise<void> {
	await sql`update ${sql.table(scope.table)} set position = position - 1
		where ${sql.ref(scope.column)} = ${scope.value} and position > ${position}`.execute(trx);
}
