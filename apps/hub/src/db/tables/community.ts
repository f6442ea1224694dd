// The community tables: follows and collections.

/** A user following another user or an organization (`features/people`). */
export interface AccountFollowsTable {
	follower_pk: string;
	followed_pk: string;
	created_at: number;
}

/** A collection of repositories owned by a namespace (`features/collections`). */
export interface CollectionsTable {
	/** 24 hex digits, the end of the slug. */
	pk: string;
	namespace: string;
	namespace_lower: string;
	title: string;
	/** The title as the slug writes it; unique per namespace. */
	title_key: string;
	description: string;
	private: number;
	theme: string;
	/** Order among the namespace's collections, from 0. */
	position: number;
	created_at: number;
	updated_at: number;
}

/** A repository in a collection, with its place and its note. */
export interface CollectionItemsTable {
	pk: string;
	collection_pk: string;
	repo_pk: string;
	position: number;
	note: string;
	created_at: number;
}
