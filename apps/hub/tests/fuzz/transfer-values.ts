// Bodies of the transfer routes: the LFS batch API, git's pkt-lines and the bytes PUT to upload links.
import type { Random } from "./random.ts";
import { type FuzzBody, sha } from "./write-values.ts";

const OIDS = [
	sha("fuzz-object"),
	"0".repeat(64),
	"A".repeat(64),
	"x",
	"",
	"../../etc/passwd",
	"0".repeat(63),
	"0".repeat(65),
	5,
	null,
];

/** Bodies of the LFS batch API: hostile oids, sizes, operations, hash_algo, huge object lists. */
export function lfsBatchBody(random: Random): FuzzBody {
	const object = (): unknown => ({
		oid: random.pick(OIDS),
		size: random.pick([0, 11, -1, 1e300, 2 ** 53 + 1, 1.5, "11", null, 6 * 1024 ** 4]),
	});
	const count = random.pick([0, 1, 2, 5, 2000, 100_000]);
	return {
		type: random.pick(["application/vnd.git-lfs+json", "application/json", "text/plain"]),
		body: JSON.stringify(
			random.chance(0.9)
				? {
						operation: random.pick(["upload", "download", "delete", "", null, 5, "__proto__"]),
						transfers: random.pick([["basic"], ["ssh"], "basic", null, undefined]),
						hash_algo: random.pick([undefined, "sha256", "sha512", "", null]),
						ref: random.pick([undefined, { name: "refs/heads/main" }, { name: 5 }, "x"]),
						objects: random.chance(0.9) ? Array.from({ length: count }, object) : random.pick([null, "x", {}]),
					}
				: random.pick([null, [], 5, "x"]),
		),
	};
}

/** One pkt-line with the given payload (length including its 4 hex digits). */
const pkt = (payload: string): string => `${(payload.length + 4).toString(16).padStart(4, "0")}${payload}`;

/** git upload-pack / receive-pack bodies: bad lengths, truncated, huge, junk commands. */
export function pktBody(random: Random): FuzzBody {
	const zero = "0".repeat(40);
	const body = random.pick<string | Buffer>([
		"",
		"0000",
		"zzzz",
		"0003",
		"0004",
		"fff0",
		"ffff" + "x".repeat(100),
		"0032want " + zero + "\n",
		pkt(`want ${zero}\n`) + "0000" + pkt("done\n"),
		pkt("want nothex\n") + "0000",
		pkt("command=ls-refs\n") + "0001" + pkt("peel\n") + "0000",
		pkt("command=fetch\n") + "0001" + pkt(`want ${zero}\n`) + pkt("done\n") + "0000",
		pkt("command=rm -rf\n") + "0000",
		pkt(`have ${zero}\n`).repeat(20_000) + "0000",
		pkt(`${zero} ${"1".repeat(40)} refs/heads/main\0 report-status\n`) + "0000",
		pkt(`${zero} ${zero} refs/heads/../x\0report-status\n`) + "0000PACK",
		pkt(`${"1".repeat(40)} ${zero} refs/heads/main\n`) + "0000",
		`0000PACK${"\0".repeat(20)}`,
		Buffer.concat([Buffer.from("0000PACK\0\0\0\x02\0\0\0\x01"), Buffer.alloc(64, 0xff)]),
		pkt("x".repeat(65_000)),
		"x".repeat(2_000_000),
	]);
	return {
		type: random.pick([
			"application/x-git-upload-pack-request",
			"application/x-git-receive-pack-request",
			"text/plain",
		]),
		body,
	};
}

/** `service` values of `info/refs`. */
export const GIT_SERVICES = [
	"git-upload-pack",
	"git-receive-pack",
	"",
	"git-upload-archive",
	"upload-pack",
	"git-upload-pack%00",
	"git-upload-pack&service=git-receive-pack",
	"%ff",
	"x".repeat(2000),
	"__proto__",
];

/** Bytes PUT to an upload link: right, short, long. */
export function uploadBytes(random: Random): FuzzBody {
	return {
		type: "application/octet-stream",
		body: random.pick(["fuzz-object", "", "fuzz-objec", "fuzz-object!", "x".repeat(100_000)]),
	};
}

/** The content the fuzzer's valid LFS links announce. */
export const LINK_CONTENT = "fuzz-object";
