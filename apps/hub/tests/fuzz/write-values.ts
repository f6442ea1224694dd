import { createHash } from "node:crypto";
import { HOSTILE_NAMES, HOSTILE_PATHS } from "./hostile-names.ts";
import type { Random } from "./random.ts";

/** What the write families need from the running hub: credentials and LFS links made for the run. */
export interface WriteContext {
	/** `Authorization`/`Cookie` headers: anonymous, read, write, revoked tokens, a session cookie without CSRF. */
	credentials: { name: string; headers: [string, string][] }[];
	/** Signed LFS links: valid, tampered, expired, for another action or size. */
	links: { upload: string[]; verify: string[]; download: string[] };
}

/** A body and its type. */
export interface FuzzBody {
	type: string;
	body: string | Buffer;
}

const json = (value: unknown): FuzzBody => ({ type: "application/json", body: JSON.stringify(value) });
export const sha = (text: string): string => createHash("sha256").update(text).digest("hex");
const b64 = (text: string): string => Buffer.from(text).toString("base64");

/** Values of a repository kind in a body. */
const TYPES: unknown[] = ["model", "dataset", "space", "models", "junk", "", null, 3, "__proto__"];

/** A pick of `random.pick(items)` or a hostile name. */
function name(random: Random, valid: string[]): unknown {
	return random.chance(0.4) ? random.pick(valid) : random.pick(HOSTILE_NAMES);
}

/** One NDJSON commit body: a header and operations, some malformed. */
export function commitBody(random: Random): FuzzBody {
	const lines: string[] = [];
	const header = {
		key: "header",
		value: random.pick<unknown>([
			{ summary: "fuzz", description: "d" },
			{ summary: "" },
			{ summary: "x".repeat(100_000) },
			{ summary: 5 },
			null,
			{ summary: "fuzz", parentCommit: random.pick(["0".repeat(40), "zz", "", 5]) },
		]),
	};
	if (random.chance(0.9)) lines.push(JSON.stringify(header));
	for (let count = random.int(5); count > 0; count--) {
		const path = random.chance(0.5) ? `fuzz/${random.int(20)}.txt` : random.pick(HOSTILE_PATHS);
		const op = random.chance(0.4) ? 11 : random.int(12);
		if (op === 0) lines.push("{not json");
		else if (op === 1)
			lines.push(JSON.stringify({ key: "file", value: { path, content: "!!not base64!!", encoding: "base64" } }));
		else if (op === 2)
			lines.push(JSON.stringify({ key: "file", value: { path, content: b64("hello"), encoding: "base64" } }));
		else if (op === 3)
			lines.push(
				JSON.stringify({
					key: "lfsFile",
					value: {
						path,
						algo: random.pick(["sha256", "md5", ""]),
						oid: random.pick([sha("nope"), "0".repeat(64), "x", "../x"]),
						size: random.pick([5, -1, 1e300, 2 ** 53, "5", null]),
					},
				}),
			);
		else if (op === 4) lines.push(JSON.stringify({ key: "deletedFile", value: { path } }));
		else if (op === 5)
			lines.push(
				JSON.stringify({ key: "deletedFolder", value: { path: random.pick(["/", "", ".", "fuzz", "fuzz/", path]) } }),
			);
		else if (op === 6)
			lines.push(
				JSON.stringify({
					key: "copyFile",
					value: {
						srcPath: random.pick(["fuzz/1.txt", "a", path]),
						path: random.pick(["fuzz/1.txt", "a", path]),
						srcRevision: random.pick(["main", "nope", "0".repeat(40)]),
					},
				}),
			);
		else if (op === 7)
			lines.push(JSON.stringify({ key: random.pick(["junk", "__proto__", "", "constructor"]), value: {} }));
		else if (op === 8)
			lines.push(JSON.stringify({ key: "file", value: { path, content: "a".repeat(200_000), encoding: "utf-8" } }));
		else if (op === 9) lines.push("");
		else if (op === 10) lines.push(JSON.stringify({ key: "file", value: null }));
		else
			lines.push(
				JSON.stringify({
					key: "file",
					value: { path: "fuzz/ok.txt", content: b64(`${random.int(1e6)}`), encoding: "base64" },
				}),
			);
	}
	if (random.chance(0.05)) lines.push(`{"key":"file","value":{"path":"x","content":"${"A".repeat(3_000_000)}"}}`);
	const type = random.pick(["application/x-ndjson", "application/json", "text/plain"]);
	if (type === "application/json" && random.chance(0.5))
		return json({
			summary: "fuzz",
			operations: random.pick([
				null,
				[],
				[{ operation: "addOrUpdate", path: random.pick(HOSTILE_PATHS), content: b64("x") }],
				"x",
			]),
		});
	return { type, body: lines.join("\n") };
}

/** YAML that tries to blow up parsers: alias bombs, deep nesting, huge keys, tags. */
export function yamlBody(random: Random): FuzzBody {
	const bomb = ["a: &a [x,x,x,x,x,x,x,x,x]"];
	for (let level = 1; level < 10; level++) {
		const prev = String.fromCharCode(96 + level);
		const next = String.fromCharCode(97 + level);
		bomb.push(`${next}: &${next} [*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev},*${prev}]`);
	}
	const content = random.pick([
		bomb.join("\n"),
		`${"[".repeat(10_000)}${"]".repeat(10_000)}`,
		`${"- ".repeat(5000)}x`,
		Array.from({ length: 3000 }, (_, i) => `${" ".repeat(i % 200)}k${i}:`).join("\n"),
		"!!js/function 'function(){}'",
		"key: !!binary ====",
		"a: *undefined",
		"__proto__: {polluted: 1}",
		"---\n---\n---",
		"\u0000",
		"license: [mit, apache-2.0]\ntags: [x]",
		"x".repeat(100_000),
	]);
	return random.chance(0.8)
		? json({ content: random.chance(0.9) ? `---\n${content}\n---\n# card` : content, repoType: random.pick(TYPES) })
		: json(random.pick([null, [], { content: 5 }, { content: null }]));
}

/** Bodies of account routes: signup, signin, password, tokens, orgs, members, invitations. */
export function accountBody(random: Random): FuzzBody {
	const password = random.pick<unknown>(["fuzz-password-1", "", "x", "p".repeat(10_000), null, 5]);
	return json(
		random.pick([
			{
				username: name(random, ["fuzzer", "fuzz-new"]),
				password,
				email: random.pick(["a@b.c", "not-an-email", "", "a".repeat(500), null]),
			},
			{ username: name(random, ["fuzzer"]), password },
			{ currentPassword: password, newPassword: password },
			{ name: name(random, ["t1"]), role: random.pick(["read", "write", "admin", "", null, "__proto__"]) },
			{ name: name(random, ["fuzz-org"]), fullname: random.pick(["F", "x".repeat(1000)]) },
			{ user: name(random, ["fuzzer", "fuzz-admin"]), role: random.pick(["admin", "write", "read", "owner", null]) },
			{ email: random.pick(["a@b.c", "x", null]), role: random.pick(["admin", "user", 5]) },
		]),
	);
}

/** Bodies of collection creation and changes, and of item additions and changes. */
export function collectionBody(random: Random): FuzzBody {
	const text = random.pick<unknown>([
		"Fuzz picks",
		"",
		"x".repeat(5000),
		null,
		5,
		["a"],
		{ a: 1 },
		"<script>1</script>",
	]);
	const position = random.pick<unknown>([0, 3, -1, 1.5, 1e300, "1", null]);
	return json(
		random.pick([
			{ title: text, namespace: name(random, ["fuzzer", "fuzz-org", "atrium"]), private: random.pick([true, "yes"]) },
			{ title: text, description: text, theme: random.pick(["pink", "plaid", null]), position },
			{
				item: {
					id: random.pick(["fuzzer/fuzz-a", "atrium/tiny-gpt", "x", "a/b/c", 5]),
					type: random.pick(["model", "paper", "collection", null]),
				},
				note: text,
			},
			{ item: random.pick([null, "fuzzer/fuzz-a", []]) },
			{ note: text, position },
		]),
	);
}

/** Bodies of the webhook settings routes: create and update. */
export function webhookBody(random: Random): FuzzBody {
	const watched = random.pick<unknown>([
		[{ type: "user", name: "fuzzer" }],
		[{ type: "model", name: random.pick(["fuzzer/fuzz-a", "atrium/tiny-gpt", "../x", "a/b/c"]) }],
		[{ type: random.pick(["org", "repo", "__proto__", 5, null]), name: name(random, ["fuzz-org"]) }],
		Array.from({ length: 200 }, () => ({ type: "user", name: "x" })),
		[],
		"fuzzer",
		null,
	]);
	return json(
		random.pick<unknown>([
			{
				watched,
				url: random.pick([
					"https://example.com/hook",
					"http://127.0.0.1:1/x",
					"http://169.254.169.254/latest/meta-data",
					"file:///etc/passwd",
					"http://user:pw@example.com/",
					`https://example.com/${"x".repeat(5000)}`,
					"",
					null,
				]),
				domains: random.pick<unknown>([["repo"], ["discussions"], ["repo", "discussion"], ["x"], [], "repo", null]),
				secret: random.pick<unknown>(["s3cret", "", "x".repeat(2000), "a\nb", 5, null]),
			},
			{ watched, jobSourceId: "abc" },
			{ url: "https://example.com/hook" },
			[],
			null,
		]),
	);
}

/** Bodies of repo create, delete, settings and move. */
export function repoAdminBody(random: Random): FuzzBody {
	const repoName = name(random, ["fuzz-repo", "fuzz-a"]);
	const organization = random.pick<unknown>([
		undefined,
		"fuzzer",
		"atrium",
		"fuzz-admin",
		...HOSTILE_NAMES.slice(0, 10),
	]);
	return json(
		random.pick<unknown>([
			{ name: repoName, organization, type: random.pick(TYPES), private: random.pick([true, false, "yes", null]) },
			{ name: repoName, type: random.pick(TYPES), sdk: random.pick(["gradio", "docker", "x", null]) },
			{
				fromRepo: random.pick(["fuzzer/fuzz-a", "atrium/tiny-gpt", "fuzzer/../atrium/x", "", null]),
				toRepo: random.pick(["fuzzer/fuzz-b", "atrium/stolen", "fuzzer/fuzz-a", "x", "a/b/c", null]),
				type: random.pick(TYPES),
			},
			{
				private: random.pick([true, false, "false", 1, null]),
				gated: random.pick(["auto", "manual", false, "true", "x", null]),
				discussionsDisabled: random.pick([true, "x"]),
			},
		]),
	);
}

/** Bodies of the history routes: LFS deletions, a squash message, a duplicate's target. */
export function historyBody(random: Random): FuzzBody {
	const sha = random.pick<unknown>(["0".repeat(64), "A".repeat(64), "x", 7, null, "../etc/passwd"]);
	return json(
		random.pick<unknown>([
			{
				deletions: {
					sha: random.pick([[sha], [], Array.from({ length: 1001 }, () => sha), "x"]),
					rewriteHistory: random.pick([true, "x"]),
				},
			},
			{ deletions: random.pick([null, [], "x"]) },
			{ message: random.pick<unknown>(["squash", "", 3, null, "x".repeat(100_000)]) },
			{
				repository: random.pick<unknown>([
					"fuzzer/dup",
					"atrium/stolen",
					"fuzzer/../x",
					"a/b/c",
					"",
					5,
					...HOSTILE_NAMES.slice(0, 5),
				]),
				private: random.pick([true, false, "yes", null]),
				visibility: random.pick(["public", "private", "protected", "x", undefined]),
			},
		]),
	);
}

/** Bodies of `ask-access` and the access-request decisions. */
export function gatedBody(random: Random): FuzzBody {
	return random.chance(0.3)
		? {
				type: "application/x-www-form-urlencoded",
				body: random.pick(["company=x&reason=y", "__proto__[x]=1", "a=%ff"]),
			}
		: json(
				random.pick<unknown>([
					{ company: "x", reason: "y".repeat(random.pick([1, 100_000])) },
					{ user: name(random, ["fuzzer"]), status: random.pick(["accepted", "rejected", "pending", "x", null]) },
					{ fields: { __proto__: { x: 1 } } },
					null,
				]),
			);
}

/** Bodies of the discussion routes: titles, comments, statuses and flags of every type and size. */
export function discussionBody(random: Random): FuzzBody {
	const text = (): unknown =>
		random.pick<unknown>([
			"x",
			"",
			" ",
			"y".repeat(random.pick([200, 201, 65_536, 65_537])),
			7,
			null,
			["a"],
			{ a: 1 },
			"<script>",
		]);
	return json(
		random.pick<unknown>([
			{ title: text(), description: text(), pullRequest: random.pick<unknown>([true, false, "true", 1, null]) },
			{ comment: text() },
			{ content: text() },
			{ status: random.pick<unknown>(["open", "closed", "merged", "draft", "x", null]), comment: text() },
			{ __proto__: { title: "x" } },
			[],
			null,
		]),
	);
}

/** Bodies of preupload: file lists with hostile paths, sizes and samples. */
export function preuploadBody(random: Random): FuzzBody {
	const file = (): unknown => ({
		path: random.chance(0.5) ? "fuzz/p.bin" : random.pick(HOSTILE_PATHS),
		size: random.pick([0, 5, -1, 1e300, 2 ** 53 + 1, "5", null, 1.5]),
		sample: random.pick([b64("abc"), "!!", "", null, "A".repeat(10_000)]),
		sha256: random.pick([undefined, sha("abc"), "x", 5]),
	});
	const count = random.pick([0, 1, 3, 1001, 20_000]);
	return json(random.pick([{ files: Array.from({ length: count }, file) }, { files: null }, { files: "x" }, {}, []]));
}
