import { addTestUser, type TestUser } from "./accounts.ts";
import type { TestHub } from "./create-test-hub.ts";

const users = new WeakMap<TestHub, Map<string, Promise<TestUser>>>();

/** User `name` on a test hub, created (with its tokens) the first time it is asked for. */
export function testUser(hub: TestHub, name: string): Promise<TestUser> {
	let byName = users.get(hub);
	if (!byName) {
		byName = new Map();
		users.set(hub, byName);
	}
	let user = byName.get(name);
	if (!user) {
		user = addTestUser(hub.db, name);
		byName.set(name, user);
	}
	return user;
}

/** A write token of user `name`. */
export async function writerToken(hub: TestHub, name: string): Promise<string> {
	return (await testUser(hub, name)).write;
}

/** `{ authorization: "Bearer <write token of name>" }`. */
export async function writerHeaders(hub: TestHub, name: string): Promise<Record<string, string>> {
	return (await testUser(hub, name)).auth("write");
}
