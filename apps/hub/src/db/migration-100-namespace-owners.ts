import { randomBytes } from "node:crypto";
import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 100: every namespace that holds repositories (or old names of moved ones) belongs to an account.
 * Before, the sample catalogue and `atrium import` created repositories under names nobody owned, and
 * whoever signed up first under such a name became its admin. For each such namespace (compared
 * without case) this creates an organization of that name with no members: the hub's site
 * administrators administer it (they hold `admin` on every namespace) and may add members.
 * From now on `auth/namespace-claims.ts` keeps the rule for new repositories and new accounts.
 */
export const namespaceOwnersMigration: Migration = {
	async up(db: AnyDb) {
		const repoNamespaces = (await db.selectFrom("repos").select("namespace").distinct().execute()) as {
			namespace: string;
		}[];
		const redirects = (await db.selectFrom("repo_redirects").select("from_id").execute()) as { from_id: string }[];
		const owned = new Set(
			((await db.selectFrom("accounts").select("name_lower").execute()) as { name_lower: string }[]).map(
				(row) => row.name_lower,
			),
		);
		const wanted = [
			...repoNamespaces.map((row) => row.namespace),
			...redirects.map((row) => row.from_id.slice(0, Math.max(row.from_id.indexOf("/"), 0))),
		].sort();
		const now = Date.now();
		for (const namespace of wanted) {
			const lower = namespace.toLowerCase();
			if (namespace === "" || owned.has(lower)) continue;
			owned.add(lower);
			await db
				.insertInto("accounts")
				.values({
					pk: randomBytes(12).toString("hex"),
					kind: "org",
					name: namespace,
					name_lower: lower,
					fullname: namespace.slice(0, 200),
					email: null,
					password_hash: null,
					oidc_subject: null,
					is_admin: 0,
					disabled_at: null,
					created_at: now,
				})
				.execute();
		}
	},
	async down() {
		// The organizations stay: removing them would free the namespaces again.
	},
};
