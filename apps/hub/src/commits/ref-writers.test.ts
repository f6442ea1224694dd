import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const SOURCE_ROOT = join(import.meta.dirname, "..");

async function sourceFiles(directory: string): Promise<string[]> {
	const files: string[] = [];
	for (const entry of await readdir(directory, { withFileTypes: true })) {
		const full = join(directory, entry.name);
		if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
		else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) files.push(full);
	}
	return files;
}

// The ref rules (denyForcePush, the default branch) hold on every path only while every write of
// `refs` rows goes through moveRef; a new writer elsewhere would bypass them.
it("writes refs rows only in commits/ref-cas.ts (moveRef), so every ref move obeys the ref rules", async () => {
	const writers: string[] = [];
	const write =
		/(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*["'`]refs["'`]|\b(INSERT INTO|UPDATE|DELETE FROM|REPLACE INTO)\s+"?refs"?\b/;
	for (const file of await sourceFiles(SOURCE_ROOT)) {
		const text = await readFile(file, "utf8");
		if (write.test(text)) writers.push(relative(SOURCE_ROOT, file));
	}
	// Migrations create and drop the table; they move no ref.
	expect(writers.filter((file) => !file.startsWith("db/"))).toEqual(["commits/ref-cas.ts"]);
});
