import type { Random } from "./random.ts";

/** Ids, revisions and paths that exist in the seeded hub: the fuzzer mutates one part of a valid request. */
export const VALID = {
	kind: ["models", "datasets", "spaces"],
	id: ["atrium/tiny-gpt", "atrium/tiny-bert-mlm", "atrium/tiny-qa", "atrium/tiny-demo", "atrium/tiny-llama-gguf"],
	prefix: ["", "datasets/", "spaces/"],
	rev: ["main", "HEAD"],
	path: ["config.json", "README.md", "tokenizer.json", ""],
	task: ["text-generation", "fill-mask", "image-classification"],
	library: ["transformers", "gguf", "diffusers"],
	doc: ["api", "running-the-hub", "reference/errors"],
	/** Repositories the fuzzer's own user may write (and one it may not). */
	wid: ["fuzzer/fuzz-a", "fuzzer/fuzz-b", "fuzzer/fuzz-gated", "atrium/tiny-gpt"],
	refname: ["fuzz-branch", "v1", "main", "refs%2Fheads%2Fx"],
	account: ["fuzzer", "fuzz-org", "atrium", "fuzz-admin"],
	tokenid: ["0".repeat(24), "1"],
	status: ["pending", "accepted", "rejected"],
	decision: ["handle", "grant"],
	viewer: ["is-valid", "splits", "first-rows", "rows", "search", "filter", "statistics", "size", "info", "parquet"],
} as const;

/** Names that reach `Object.prototype` when looked up in a plain object. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "prototype", "valueOf"];

/** A `cursor` as the hub would encode it (base64url JSON). */
const cursorOf = (value: string): string => Buffer.from(value).toString("base64url");

/** Malformed path parts in every encoding: traversal, separators, non-ASCII, invalid UTF-8, sizes. */
export const HOSTILE_SEGMENTS = [
	"..",
	"%2e%2e",
	"%2E%2e%2f%2e%2e",
	"%252e%252e",
	"%c0%ae%c0%ae",
	"%C0%AE%C0%AE",
	"..%2f..%2f..%2fetc%2fpasswd",
	"..%5c..%5cwindows",
	"%5c",
	"%00",
	"a%00b",
	"%ff%fe",
	"%FF",
	"%",
	"%zz",
	"%C3%ADny",
	"%F0%9F%98%80",
	"%E2%80%AE",
	"%0d%0aSet-Cookie:%20x=1",
	".git",
	".git%2fconfig",
	"~",
	"a".repeat(60),
	"a".repeat(300),
	"x".repeat(2000),
	"%20",
	"+",
	"@",
	"'\"<script>",
	...PROTOTYPE_KEYS,
];

/** Raw bytes that are not UTF-8 (sent unencoded in the request target). */
export const RAW_BYTES = [
	Buffer.from([0xff, 0xfe]),
	Buffer.from([0xc0, 0xae]),
	Buffer.from([0x80]),
	Buffer.from([0xe2, 0x82]),
];

/** Malformed ids: empty parts, `//`, separators, reserved names, sizes. */
export const HOSTILE_IDS = [
	"atrium//tiny-gpt",
	"/atrium/tiny-gpt",
	"atrium%2Ftiny-gpt",
	"atrium%5ctiny-gpt",
	"atrium/tiny-gpt/extra",
	"atrium",
	"atrium/%C3%ADny",
	"%F0%9F%98%80/x",
	"atrium/%FF%FE",
	"%C0%AE%C0%AE/x",
	`atrium/${"n".repeat(60)}`,
	`${"n".repeat(97)}/x`,
	"api/x",
	"datasets/x",
	"..%2f../x",
	"a--b/c",
	"a..b/c",
	"-a/b",
	"__proto__/constructor",
	"constructor/prototype",
	"atrium/tiny-gpt%00",
	"atrium/tiny gpt",
];

/** Malformed revisions. */
export const HOSTILE_REVS = [
	"",
	"nope",
	"0".repeat(40),
	"g".repeat(40),
	"0".repeat(39),
	"refs%2Fpr%2F1",
	"refs/pr/1",
	"refs/pr/99999999999999999999",
	"refs/convert/parquet",
	"feature%2Fv1",
	"a/".repeat(100),
	"main%00",
	"%ff",
	"..",
	"HEAD~1",
	"main^",
	"@{-1}",
	...PROTOTYPE_KEYS,
];

/** Query values that once broke parsers: floats, huge numbers, prototype keys, junk cursors. */
export const HOSTILE_VALUES = [
	"",
	"0",
	"-1",
	"1.5",
	"1e300",
	"1e20",
	"NaN",
	"Infinity",
	"0x10",
	"18446744073709551617",
	"9007199254740993",
	" 5",
	"true",
	"[]",
	"{}",
	"null",
	"%00",
	"%ff",
	"a".repeat(300),
	...PROTOTYPE_KEYS,
	cursorOf('{"o":1.5}'),
	cursorOf('{"o":1e300}'),
	cursorOf('{"o":18446744073709551615}'),
	cursorOf('{"o":-5}'),
	cursorOf('{"o":"5"}'),
	cursorOf("null"),
	cursorOf("[]"),
	cursorOf('"../../etc"'),
	cursorOf('{"__proto__":{"o":1}}'),
	"not-base64!!",
];

/** Query keys of the routes, read by the handlers. */
export const QUERY_KEYS = [
	"sort",
	"direction",
	"limit",
	"cursor",
	"p",
	"expand",
	"expand[]",
	"filter",
	"search",
	"author",
	"full",
	"config",
	"cardData",
	"recursive",
	"blobs",
	"num_parameters",
	"params_min",
	"fits",
	"ctx",
	"pipeline_tag",
	"library",
	"language",
	"license",
	"gated",
	"provider",
	"streaming",
	"bill_to",
	"endpoint_url",
	"download",
	"noContentDisposition",
	"include_prs",
	...PROTOTYPE_KEYS,
];

/** Request bodies for POST/PUT routes. */
export const HOSTILE_BODIES: { type: string; body: string }[] = [
	{ type: "application/json", body: "null" },
	{ type: "application/json", body: "[]" },
	{ type: "application/json", body: '"paths"' },
	{ type: "application/json", body: "42" },
	{ type: "application/json", body: "{" },
	{ type: "application/json", body: '{"paths": null}' },
	{ type: "application/json", body: '{"paths": "config.json"}' },
	{ type: "application/json", body: '{"paths": [1, {}, null, ["x"]], "expand": "yes"}' },
	{ type: "application/json", body: '{"paths": ["../../etc/passwd", "..", "%2e%2e/x", ".git/config"]}' },
	{ type: "application/json", body: '{"__proto__": {"paths": ["config.json"]}}' },
	{ type: "application/json", body: JSON.stringify({ paths: Array(1001).fill("config.json") }) },
	{ type: "application/json", body: `{"paths": ${"[".repeat(5000)}${"]".repeat(5000)}}` },
	{ type: "application/x-www-form-urlencoded", body: "paths=config.json&paths[]=README.md&expand=1" },
	{ type: "application/x-www-form-urlencoded", body: "paths=%ff%fe&paths=%00" },
	{ type: "text/plain", body: "garbage" },
	{ type: "application/json; charset=utf-16", body: "\u0000{" },
	{ type: "multipart/form-data; boundary=x", body: "--x\r\n\r\n--x--" },
];

/** Odd headers: ranges, validators, forwarding, hosts, authorization, sizes. */
export const HOSTILE_HEADERS: [string, string][] = [
	["Range", "bytes=5-1"],
	["Range", "bytes=-0"],
	["Range", "bytes=0-0,1-1,2-2"],
	["Range", "bytes=99999999999999999999-"],
	["Range", "lines=1-2"],
	["Range", "bytes=1e3-"],
	["If-None-Match", "*"],
	["If-None-Match", `"${"a".repeat(1000)}"`],
	["X-Forwarded-For", "not-an-ip, 1.2.3.4"],
	["X-Forwarded-Host", "evil.example"],
	["X-Forwarded-Proto", "gopher"],
	["Host", "evil.example"],
	["Host", "a b"],
	["Host", ""],
	["Host", "[::1"],
	["Authorization", "Bearer "],
	["Authorization", "Basic %%%"],
	["Authorization", `Bearer ${"x".repeat(4000)}`],
	["Content-Type", "application/json"],
	["Accept", "text/html"],
	["Accept-Encoding", "gzip;q=abc, br, *;q=-1"],
	["X-Request-Id", "x".repeat(500)],
	["Cookie", "theme=__proto__"],
	["X-Huge", "h".repeat(20_000)],
	["Transfer-Encoding", "chunked"],
	["Content-Length", "-1"],
	["Content-Length", "abc"],
	["Expect", "100-continue"],
];

/** Methods, ordinary and odd (the parser refuses some before the app). */
export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "FOO", "get"];

/** A value for a placeholder: usually valid, sometimes hostile (so requests reach deep into the handlers). */
export function placeholderValue(random: Random, name: string, hostile: boolean): string {
	const valid = Object.hasOwn(VALID, name) ? (VALID as Record<string, readonly string[]>)[name] : undefined;
	if (!hostile && valid) return random.pick(valid);
	switch (name) {
		case "id":
		case "wid":
			return random.pick(HOSTILE_IDS);
		case "refname":
			return random.chance(0.5) ? random.pick(HOSTILE_REVS) : random.pick(HOSTILE_SEGMENTS);
		case "rev":
			return random.pick(HOSTILE_REVS);
		case "path":
			return Array.from({ length: 1 + random.int(3) }, () =>
				random.chance(0.5) ? random.pick(HOSTILE_SEGMENTS) : random.pick(VALID.path),
			).join("/");
		case "kind":
			return random.pick(["model", "junk", "%6dodels", ...PROTOTYPE_KEYS]);
		default:
			return random.pick(HOSTILE_SEGMENTS);
	}
}
