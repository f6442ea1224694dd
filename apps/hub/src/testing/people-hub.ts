import { createOrg, setMember } from "../auth/orgs.repository.ts";
import type { DbDialect } from "../db/database.ts";
import { addTestRepo, addTestUser, type TestUser } from "./accounts.ts";
import { createTestHub, type TestHub } from "./create-test-hub.ts";

/** The people of the community tests and the hub they live on. */
export interface PeopleHub {
	hub: TestHub;
	alice: TestUser;
	bob: TestUser;
	carol: TestUser;
}

/** A repository `peopleHub` adds besides its own. */
export type ExtraRepo = Parameters<typeof addTestRepo>[1];

/**
 * An unseeded hub with users alice, bob and carol, the organization acme (alice its admin, bob a
 * reader), and the repositories alice/open, alice/hidden (private), the dataset alice/table and the
 * space acme/demo, then `extra` in order.
 */
export async function peopleHub(dialect: DbDialect, extra: ExtraRepo[] = []): Promise<PeopleHub> {
	const {
		hub,
		users: { alice, bob, carol },
	} = await hubWithUsers(dialect, ["alice", "bob", "carol"]);
	const acme = await createOrg(hub.db.kysely, { name: "acme", creatorPk: alice.user.pk });
	await setMember(hub.db.kysely, acme.pk, bob.user.pk, "read");
	const files = { "README.md": "# x\n" };
	await addTestRepo(hub, { type: "model", id: "alice/open", files });
	await addTestRepo(hub, { type: "model", id: "alice/hidden", files, private: true });
	await addTestRepo(hub, { type: "dataset", id: "alice/table", files });
	await addTestRepo(hub, { type: "space", id: "acme/demo", files });
	for (const repo of extra) await addTestRepo(hub, repo);
	return { hub, alice, bob, carol };
}

/** An unseeded hub on `dialect` (disk storage) with a user of each name, after the admin `options.admin` if given. */
export async function hubWithUsers<const N extends string>(
	dialect: DbDialect,
	names: readonly N[],
	options: { admin?: string } = {},
): Promise<{ hub: TestHub; users: Record<N, TestUser> }> {
	const hub = await createTestHub(dialect, "fs", { seed: false });
	if (options.admin) await addTestUser(hub.db, options.admin, { admin: true });
	const users = {} as Record<N, TestUser>;
	for (const name of names) users[name] = await addTestUser(hub.db, name);
	return { hub, users };
}
