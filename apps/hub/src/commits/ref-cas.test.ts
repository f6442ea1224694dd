import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../db/create-db.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { openTestDb } from "../testing/test-backends.ts";
import { isAncestor } from "./ref-cas.ts";
import { emptyRepoRow } from "../testing/repo-rows.ts";

const REPO = "a".repeat(24);
const id = (name: string): string => Buffer.from(name).toString("hex").padEnd(40, "0").slice(0, 40);

/**
 * The graph (parents first parent first):
 *   r <- m1 <- m2 <- m3 (merge of m2 and s2) <- m4
 *   r <- s1 <- s2
 *   r <- x1 (unrelated to main after r)
 *   y1 (root) <- y2 (merge of y1 and m4): its first-parent chain is short although main is deep
 *   z (merge of x1 and y2)
 */
const GRAPH: [string, string[]][] = [
	["r", []],
	["m1", ["r"]],
	["m2", ["m1"]],
	["s1", ["r"]],
	["s2", ["s1"]],
	["m3", ["m2", "s2"]],
	["m4", ["m3"]],
	["x1", ["r"]],
	["y1", []],
	["y2", ["y1", "m4"]],
	["z", ["x1", "y2"]],
];

describeDialects("isAncestor (the ancestry the ref rules walk)", (dialect) => {
	let db: Db;
	let close: () => Promise<void>;
	beforeAll(async () => {
		({ db, close } = await openTestDb(dialect));
		await db.kysely
			.insertInto("repos")
			.values(emptyRepoRow(REPO, "model", "walker/graph"))
			.execute();
		const seq = new Map<string, number>();
		for (const [name, parents] of GRAPH) {
			const first = parents[0];
			seq.set(name, first ? (seq.get(first) as number) + 1 : 1);
			await db.kysely
				.insertInto("commits")
				.values({
					repo_pk: REPO,
					id: id(name),
					parent_id: first ? id(first) : null,
					parents: parents.map(id).join(" "),
					seq: seq.get(name) as number,
					title: name,
					message: "",
					author: "walker",
					created_at: 0,
					tree_oid: "4b825dc642cb6eb9a060e54bf8d69288fbee4904",
					author_name: "walker",
					author_email: "walker@example.org",
					author_time: 0,
					author_tz: "+0000",
					committer_name: "walker",
					committer_email: "walker@example.org",
					committer_time: 0,
					committer_tz: "+0000",
					extra_headers: "",
					raw_message: `${name}\n`,
					info: "{}",
					used_storage: 0,
				})
				.execute();
		}
	});
	afterAll(async () => {
		await close();
	});

	it.each([
		["m4", "m4", true],
		["m3", "m4", true],
		["r", "m4", true],
		["s1", "m4", true],
		["s2", "m3", true],
		["m4", "y2", true],
		["s1", "y2", true],
		["s1", "z", true],
		["m1", "z", true],
		["y1", "z", true],
		["m4", "m3", false],
		["m4", "s2", false],
		["x1", "m4", false],
		["m4", "x1", false],
		["y1", "m4", false],
		["z", "r", false],
	] as const)("%s is an ancestor of %s: %s", async (ancestor, descendant, expected) => {
		expect(await isAncestor(db.kysely, REPO, id(ancestor), id(descendant))).toBe(expected);
	});

	it("walks commits a push holds but has not stored, then the stored ones", async () => {
		const held = new Map([
			[id("p2"), [id("p1"), id("s2")]],
			[id("p1"), [id("m4")]],
		]);
		const pending = (oid: string) => held.get(oid);
		expect(await isAncestor(db.kysely, REPO, id("m4"), id("p2"), pending)).toBe(true);
		expect(await isAncestor(db.kysely, REPO, id("s1"), id("p2"), pending)).toBe(true);
		expect(await isAncestor(db.kysely, REPO, id("x1"), id("p2"), pending)).toBe(false);
		expect(await isAncestor(db.kysely, REPO, id("p1"), id("m4"), pending)).toBe(false);
	});
});
