import { fileFromBytes } from "../commits/commit-file.ts";
import { createCommit } from "../commits/create-commit.ts";
import type { Db } from "../db/create-db.ts";
import type { AccountRow, RepoRow, RepoType } from "../db/database.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { createUser } from "../auth/accounts.repository.ts";
import { createToken, type TokenRole } from "../auth/tokens.repository.ts";

/** A user made for a test, with a token of each role and ready-made `Authorization` headers. */
export interface TestUser {
	user: AccountRow;
	password: string;
	read: string;
	write: string;
	/** `{ authorization: "Bearer <token>" }` for the given role (write by default). */
	auth: (role?: TokenRole) => Record<string, string>;
}

/** Creates a user with a read and a write token (the password is `<name>-password`). */
export async function addTestUser(
	db: Db,
	name: string,
	options: { admin?: boolean; email?: string } = {},
): Promise<TestUser> {
	const password = `${name}-password`;
	const user = await createUser(db.kysely, {
		name,
		password,
		email: options.email ?? `${name}@example.org`,
		admin: options.admin,
	});
	const read = (await createToken(db.kysely, user.pk, { name: "read", role: "read" })).secret;
	const write = (await createToken(db.kysely, user.pk, { name: "write", role: "write" })).secret;
	return {
		user,
		password,
		read,
		write,
		auth: (role = "write") => ({ authorization: `Bearer ${role === "read" ? read : write}` }),
	};
}

/** Commits `files` as a new repository and sets its visibility and gating (tests of access rules). */
export async function addTestRepo(
	deps: { db: Db; storage: BlobStorage },
	input: {
		type: RepoType;
		id: string;
		files: Record<string, string | Uint8Array>;
		private?: boolean;
		gated?: "auto" | "manual";
		timeMs?: number;
	},
): Promise<RepoRow> {
	const result = await createCommit(deps, {
		type: input.type,
		repoId: input.id,
		files: Object.entries(input.files).map(([path, content]) => fileFromBytes(path, content)),
		title: `Create ${input.id}`,
		...(input.timeMs ? { timeMs: input.timeMs } : {}),
	});
	await deps.db.kysely
		.updateTable("repos")
		.set({ private: input.private ? 1 : 0, gated: input.gated ?? "false" })
		.where("pk", "=", result.repoPk)
		.execute();
	return deps.db.kysely.selectFrom("repos").selectAll().where("pk", "=", result.repoPk).executeTakeFirstOrThrow();
}

/** Posts `body` as JSON to the hub with a test user's write token (or the given role's). */
export function postAs(
	hub: { app: { request: (path: string, init: RequestInit) => Response | Promise<Response> } },
	path: string,
	user: TestUser,
	body: unknown,
	role: TokenRole = "write",
): Promise<Response> {
	return Promise.resolve(
		hub.app.request(path, {
			method: "POST",
			headers: { ...user.auth(role), "content-type": "application/json" },
			body: JSON.stringify(body),
		}),
	);
}
