import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app.ts";
import type { SiteHandler } from "../../src/app-deps.ts";
import { ERROR_CODES, type ErrorCode } from "../../src/errors.ts";
import { createHubServer } from "../../src/http/create-server.ts";
import { createTestHub, type TestHub } from "../../src/testing/create-test-hub.ts";
import { isApiShaped, isGitShaped } from "../../src/http/api-shaped.ts";
import {
	HOSTILE_BODIES,
	HOSTILE_HEADERS,
	HOSTILE_VALUES,
	METHODS,
	PROTOTYPE_KEYS,
	QUERY_KEYS,
	RAW_BYTES,
	placeholderValue,
} from "./fuzz-values.ts";
import { createSession } from "../../src/auth/sessions.repository.ts";
import { createToken, revokeToken } from "../../src/auth/tokens.repository.ts";
import { linkKey, signLink, type LinkGrant } from "../../src/features/lfs/link-signing.ts";
import { blobKey } from "../../src/storage/blob-storage.ts";
import { isXetOffAnswer } from "../../src/features/xet/xet.routes.ts";
import { addTestRepo, addTestUser } from "../../src/testing/accounts.ts";
import { type WriteContext } from "./write-values.ts";
import { LINK_CONTENT } from "./transfer-values.ts";
import { seededRandom, type Random } from "./random.ts";
import { rawRequest, type RawAnswer, type RawRequest } from "./raw-http.ts";
import { ROUTE_FAMILIES, type RouteFamily } from "./route-families.ts";

const REPO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const SEED = Number(process.env.ATRIUM_FUZZ_SEED ?? 20260801);
const COUNT = Number(process.env.ATRIUM_FUZZ_REQUESTS ?? 1500);
const CONCURRENCY = 4;
/** Written next to every folder a route serves files from: no answer may ever contain it. */
const CANARY_FILE = `atrium-fuzz-canary-${process.pid}.txt`;
/** The canary's content, which no URL names (error messages may echo the file's name, never this). */
const CANARY = `secret-${randomBytes(12).toString("hex")}`;
const CANARY_DIRS = [tmpdir(), join(REPO_DIR, "apps/web/build"), join(REPO_DIR, "packages/tasks"), REPO_DIR];

/** One generated request and what it must satisfy. */
interface FuzzCase extends RawRequest {
	family: string;
	api: boolean;
	/** Errors in the git-lfs format (JSON with `message`). */
	lfs?: boolean;
}

/** Set up in `beforeAll`: credentials and signed links of the write families. */
const write: WriteContext = { credentials: [], links: { upload: [], verify: [], download: [] } };
let adminHeaders: [string, string][] = [];

/** Requests issue 9 names, sent on every run before the random ones. */
function regressionCases(): FuzzCase[] {
	const get = (target: string, family = "regressions"): FuzzCase => ({ family, method: "GET", target, api: true });
	const cursor = (json: string) => Buffer.from(json).toString("base64url");
	return [
		...PROTOTYPE_KEYS.map((key) => get(`/api/models?sort=${key}`)),
		...['{"o":1.5}', '{"o":1e300}', '{"o":18446744073709551615}'].map((json) =>
			get(`/api/models?cursor=${cursor(json)}`),
		),
		get("/api/models/atrium/tiny-gpt/tree/main?limit=1.5"),
		get("/api/models/atrium/tiny-gpt/commits/main?p=1e20"),
		{
			...get("/api/models/atrium/tiny-gpt/paths-info/main"),
			method: "POST",
			headers: [["Content-Type", "application/json"]],
			body: "null",
		},
		...["/atrium/%C3%ADny", "/%F0%9F%98%80/x", "/atrium/%FF%FE", "/%C0%AE%C0%AE/x", `/atrium/${"n".repeat(60)}`].map(
			(target) => ({ ...get(target, "site 404"), api: false }),
		),
		...[
			"/atrium//tiny-gpt/resolve/main/config.json",
			"/atrium%5ctiny-gpt/resolve/main/config.json",
			"/atrium/tiny-gpt/x/resolve/main/config.json",
		].flatMap((target) => [get(target), { ...get(target), method: "HEAD" }]),
		// Request targets the HTTP layer refuses before the app: still the JSON contract.
		{ family: "request line", method: "OPTIONS", target: "*", api: true },
		{ family: "request line", method: "GET", target: "http://evil.example/api/models?sort=__proto__", api: true },
		{ family: "request line", method: "GET", target: "api/models", api: true },
		{ family: "request line", method: "GET", target: "/api/models\\..\\x", api: true },
		{ family: "request line", method: "GET", target: "/api/models", headers: [["Host", "a b"]], api: true },
		{ family: "CONNECT", method: "CONNECT", target: "127.0.0.1:80", api: true },
		{ family: "CONNECT", method: "CONNECT", target: "/api/models", api: true },
	];
}

/** Fills a family's template: one placeholder (or none) hostile, the others valid. */
function fuzzCase(random: Random, family: RouteFamily): FuzzCase {
	const names = [...family.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
	// Families with bodies of their own keep the URL valid more often, so the bodies reach deep.
	const hostile = random.chance(family.bodies ? 0.3 : 0.75) && names.length > 0 ? random.pick(names) : undefined;
	let path = family.path.replace(/\{(\w+)\}/g, (_, name: string) =>
		name === "upload" || name === "verify" || name === "download"
			? random.pick(write.links[name])
			: placeholderValue(random, name, name === hostile),
	);
	if (random.chance(0.05))
		path += `/${random.pick(["..%2f", "%2e%2e%2f", "..%5c"]).repeat(1 + random.int(6))}${CANARY_FILE}`;
	const query: string[] = [];
	for (let count = random.int(4); count > 0; count--) {
		const key = random.pick(QUERY_KEYS);
		const value = random.chance(0.7) ? random.pick(HOSTILE_VALUES) : random.pick(["1", "true", "main", "x"]);
		for (let times = random.chance(0.15) ? 2 + random.int(3) : 1; times > 0; times--) query.push(`${key}=${value}`);
	}
	if (family.query && random.chance(0.95)) query.unshift(family.query(random));
	const text = query.length > 0 ? `${path}?${query.join("&")}` : path;
	let target: string | Buffer = text;
	if (random.chance(0.05)) {
		const at = text.lastIndexOf("/") + 1;
		target = Buffer.concat([
			Buffer.from(text.slice(0, at), "latin1"),
			random.pick(RAW_BYTES),
			Buffer.from(text.slice(at), "latin1"),
		]);
	}
	const method = random.chance(0.88) ? family.method : random.pick(METHODS);
	const headers: [string, string][] = random.chance(0.2) ? [random.pick(HOSTILE_HEADERS)] : [];
	if (family.credentials) {
		const choices = [...write.credentials, ...(family.credentials === "admin" ? [{ headers: adminHeaders }] : [])];
		// Half the requests with the fuzzer's write token, so writes get past the access checks.
		headers.push(...(random.chance(0.5) ? (write.credentials[2]?.headers ?? []) : random.pick(choices).headers));
	}
	const request: FuzzCase = { family: family.name, method, target, api: family.api, headers, lfs: family.lfs };
	if (family.bodies && random.chance(0.9)) {
		const body = family.bodies(random);
		request.body = body.body;
		headers.push(["Content-Type", body.type]);
	} else if (family.body || family.bodies || method === "POST" || method === "PUT" || method === "PATCH") {
		const body = random.chance(0.8)
			? random.pick(HOSTILE_BODIES)
			: { type: "application/json", body: '{"paths": ["config.json", "README.md"], "expand": true}' };
		request.body = body.body;
		headers.push(["Content-Type", body.type]);
	}
	return request;
}

function* cases(random: Random, count: number): Generator<FuzzCase> {
	yield* regressionCases();
	const weighted = ROUTE_FAMILIES.flatMap((family) => Array<RouteFamily>(family.weight ?? 1).fill(family));
	for (let index = 0; index < count; index++) yield fuzzCase(random, random.pick(weighted));
}

/** What is wrong with an answer, or undefined. */
function problemWith(request: FuzzCase, answer: RawAnswer): string | undefined {
	if (answer.status === undefined) return `no answer (${answer.error ?? "closed"})`;
	// Any 5xx is a failure, but the deliberate "Xet is off" answer (decision 022).
	if (answer.status >= 500 && !isXetOffAnswer(answer.status, answer.headers.get("x-error-code")))
		return `answered ${answer.status}: ${answer.body.subarray(0, 200).toString()}`;
	const body = answer.body.toString("latin1");
	if (body.includes(CANARY) || body.includes("root:x:0:0")) return "served a file from outside the data directory";
	const target = Buffer.isBuffer(request.target) ? request.target.toString("latin1") : request.target;
	const path = target.split("?")[0] ?? "";
	// The HTTP layer's refusals (before the app: no security headers) carry the generic JSON contract, checked below.
	const refusedEarly = [400, 405, 413, 414, 431].includes(answer.status) && !answer.headers.has("referrer-policy");
	if (request.lfs && answer.status >= 400 && request.method !== "HEAD" && !refusedEarly) {
		// git-lfs reads JSON errors (its own media type or plain JSON) and shows their `message`.
		const type = answer.headers.get("content-type") ?? "";
		if (!/^application\/(vnd\.git-lfs\+)?json/.test(type)) return `${answer.status} LFS error answered as ${type}`;
		try {
			const json = JSON.parse(answer.body.toString("utf8")) as { message?: unknown };
			if (typeof json.message !== "string") return `${answer.status} LFS error without a message`;
		} catch {
			return `${answer.status} LFS error body is not JSON`;
		}
		return undefined;
	}
	// Errors of API-shaped URLs, and every refusal of the HTTP layer, carry the JSON contract.
	// git and git-lfs answer in their own protocols' formats (plain text for git): never the site's HTML.
	if (isGitShaped(path)) {
		// git shows a refusal's plain text (or an `ERR` pkt-line in a 200); the HTTP layer's refusals are JSON.
		const type = answer.headers.get("content-type") ?? "";
		return answer.status >= 400 && request.method !== "HEAD" && !/^(text\/plain|application\/json)/.test(type)
			? `${answer.status} git error answered as ${type}`
			: undefined;
	}
	const apiShaped = request.api || path.startsWith("/api") || isApiShaped(path);
	const early =
		[400, 405, 413, 414, 431].includes(answer.status) &&
		!(answer.headers.get("content-type") ?? "").includes("text/html");
	if (answer.status < 400 || !(apiShaped || early)) return undefined;
	const code = answer.headers.get("x-error-code") ?? null;
	if (request.method === "HEAD" || answer.status === 304) {
		// No body to name the code: X-Error-Code, or the credentials refusal that travels in X-Error-Message only.
		const credentials =
			answer.status === 401 && /^Invalid credentials/.test(answer.headers.get("x-error-message") ?? "");
		return code || credentials ? undefined : `${answer.status} without X-Error-Code`;
	}
	let json: { error?: unknown; code?: unknown };
	try {
		json = JSON.parse(answer.body.toString("utf8")) as typeof json;
	} catch {
		return `${answer.status} body is not JSON: ${answer.body.subarray(0, 120).toString()}`;
	}
	if (typeof json.error !== "string" || typeof json.code !== "string" || !Object.hasOwn(ERROR_CODES, json.code))
		return `${answer.status} body without the error contract`;
	// The catalogue says which codes travel in X-Error-Code (InvalidCredentials does not, as on the Hugging Face Hub).
	const inHeader = ERROR_CODES[json.code as ErrorCode].header;
	if (inHeader ? code !== json.code : code !== null)
		return `${answer.status} X-Error-Code ${code} for code ${json.code}`;
	return undefined;
}

/** Loads the site handler (the build is made first, as `npm start` does), for the site families. */
async function loadSite(apiFetch: (path: string, init?: RequestInit) => Promise<Response>): Promise<SiteHandler> {
	const build = spawnSync(process.execPath, [join(REPO_DIR, "apps/web/scripts/ensure-build.ts")], {
		cwd: REPO_DIR,
		encoding: "utf8",
	});
	if (build.status !== 0) throw new Error(`the site build failed:\n${build.stdout}\n${build.stderr}`);
	const specifier = "@atrium/web/handler";
	const module = (await import(specifier)) as {
		createSiteHandler: (options: { apiFetch: typeof apiFetch }) => SiteHandler;
	};
	return module.createSiteHandler({ apiFetch });
}

/** Users, repositories, tokens, a session and signed LFS links for the write families. */
async function setUpWriters(hub: TestHub): Promise<void> {
	const db = hub.db.kysely;
	const fuzzer = await addTestUser(hub.db, "fuzzer");
	const admin = await addTestUser(hub.db, "fuzz-admin", { admin: true });
	adminHeaders = [["Authorization", `Bearer ${admin.write}`]];
	const repo = await addTestRepo(hub, { type: "model", id: "fuzzer/fuzz-a", files: { "README.md": "# a\n" } });
	await addTestRepo(hub, { type: "model", id: "fuzzer/fuzz-b", files: { "fuzz/1.txt": "one" } });
	await addTestRepo(hub, { type: "model", id: "fuzzer/fuzz-gated", files: { "x.txt": "x" }, gated: "manual" });
	const revoked = await createToken(db, fuzzer.user.pk, { name: "revoked", role: "write" });
	await revokeToken(db, fuzzer.user.pk, revoked.token.pk);
	const session = await createSession(db, fuzzer.user.pk);
	const basic = Buffer.from(`fuzzer:${fuzzer.write}`).toString("base64");
	write.credentials = [
		{ name: "anonymous", headers: [] },
		{ name: "read token", headers: [["Authorization", `Bearer ${fuzzer.read}`]] },
		{ name: "write token", headers: [["Authorization", `Bearer ${fuzzer.write}`]] },
		{ name: "write token", headers: [["Authorization", `Bearer ${fuzzer.write}`]] },
		{ name: "basic write token", headers: [["Authorization", `Basic ${basic}`]] },
		{ name: "revoked token", headers: [["Authorization", `Bearer ${revoked.secret}`]] },
		{ name: "cookie without CSRF", headers: [["Cookie", `atrium_session=${session}`]] },
		{
			name: "cookie, wrong CSRF",
			headers: [
				["Cookie", `atrium_session=${session}; atrium_csrf=a`],
				["X-CSRF-Token", "b"],
			],
		},
	];
	const key = await linkKey(hub.db);
	const sha256 = createHash("sha256").update(LINK_CONTENT).digest("hex");
	const future = Math.floor(Date.now() / 1000) + 3600;
	const grant = { repoPk: repo.pk, sha256, size: LINK_CONTENT.length, userPk: fuzzer.user.pk, expires: future };
	const variants = (action: LinkGrant["action"]): string[] => {
		const valid = signLink(key, { ...grant, action });
		const [payload = "", signature = ""] = valid.split(".");
		return [
			valid,
			valid,
			`${payload}.${signature.slice(0, -2)}AA`,
			`${payload.slice(0, -2)}AA.${signature}`,
			`${payload}.`,
			payload,
			"x",
			"..%2f..%2fetc%2fpasswd",
			signLink(key, { ...grant, action, expires: 1 }),
			signLink(key, { ...grant, action, size: 3 }),
			signLink(key, { ...grant, action, size: 2 ** 60 }),
			signLink(key, { ...grant, action, sha256: "../../x" }),
			signLink(key, { ...grant, action, repoPk: "0".repeat(24) }),
			signLink(key, { ...grant, action: action === "upload" ? "download" : "upload" }),
			`${Buffer.from('{"__proto__":1}').toString("base64url")}.${signature}`,
		];
	};
	write.links = { upload: variants("upload"), verify: variants("verify"), download: variants("download") };
}

/** What the stored state breaks after the run: refs, trees, blobs and repo rows must agree. */
async function brokenInvariants(hub: TestHub): Promise<string[]> {
	const db = hub.db.kysely;
	const broken: string[] = [];
	const refs = await db.selectFrom("refs").selectAll().execute();
	for (const ref of refs) {
		const commit = await db
			.selectFrom("commits")
			.select("id")
			.where("repo_pk", "=", ref.repo_pk)
			.where("id", "=", ref.commit_id)
			.executeTakeFirst();
		if (!commit) broken.push(`ref ${ref.kind} ${ref.name} of ${ref.repo_pk} points at a missing commit`);
	}
	const repos = await db.selectFrom("repos").select(["pk", "full_id", "sha"]).execute();
	for (const repo of repos) {
		const main = refs.find((ref) => ref.repo_pk === repo.pk && ref.kind === "branch" && ref.name === "main");
		if (main?.commit_id !== repo.sha)
			broken.push(`repo ${repo.full_id} sha ${repo.sha} is not main's ${main?.commit_id}`);
	}
	const blobs = await db
		.selectFrom("tree_entries")
		.select("sha256")
		.distinct()
		.where("type", "=", "file")
		.where("mode", "!=", "160000")
		.execute();
	for (const { sha256 } of blobs)
		if (!(await hub.storage.stat(blobKey(sha256)))) broken.push(`blob ${sha256} of a tree entry is not stored`);
	return broken;
}

for (const dialect of ["sqlite", "postgres"] as const) {
	describe(`fuzzing every route family [${dialect}]`, () => {
		let hub: TestHub | undefined;
		let server: Server | undefined;
		let port = 0;

		beforeAll(async () => {
			for (const dir of CANARY_DIRS) {
				mkdirSync(dir, { recursive: true });
				writeFileSync(join(dir, CANARY_FILE), `${CANARY}\n`);
			}
			hub = await createTestHub(dialect, "fs");
			const ready: { app?: ReturnType<typeof createApp> } = {};
			const site = await loadSite(async (path, init) => {
				if (!ready.app) throw new Error("not ready");
				return ready.app.request(path, init);
			});
			await setUpWriters(hub);
			ready.app = createApp({ db: hub.db, storage: hub.storage, downloads: hub.downloads, config: {}, site });
			server = createHubServer(ready.app);
			await new Promise<void>((done) => server?.listen(0, "127.0.0.1", done));
			port = (server.address() as AddressInfo).port;
		}, 300_000);

		afterAll(async () => {
			for (const dir of CANARY_DIRS) rmSync(join(dir, CANARY_FILE), { force: true });
			const running = server;
			if (running) await new Promise((done) => running.close(done));
			await hub?.close();
		});

		it("shows a 404 page, not a gateway error, for repository ids the hub refuses", async () => {
			for (const target of [
				"/atrium/%C3%ADny",
				"/%F0%9F%98%80/x",
				"/atrium/%FF%FE",
				"/%C0%AE%C0%AE/x",
				`/atrium/${"n".repeat(60)}`,
				`/datasets/atrium/${"n".repeat(100)}`,
				"/atrium/%C3%ADny/tree/main",
				"/atrium/%FF/blob/main/README.md",
			]) {
				const answer = await rawRequest(port, { method: "GET", target, headers: [["Accept", "text/html"]] });
				expect(answer.status, target).toBe(404);
				expect(answer.headers.get("content-type"), target).toContain("text/html");
			}
		});

		it(`answers ${COUNT} seeded hostile requests (seed ${SEED}) with no 5xx, no crash, the error contract and no outside file`, async () => {
			const random = seededRandom(SEED);
			const queue = cases(random, COUNT);
			const problems: string[] = [];
			const statuses = new Map<number | string, number>();
			const perFamily = new Map<string, number>();
			const msPerFamily = new Map<string, number>();
			const okPerFamily = new Map<string, number>();
			let sent = 0;
			const started = performance.now();
			const worker = async (): Promise<void> => {
				for (let next = queue.next(); !next.done; next = queue.next()) {
					const request = next.value;
					const begun = performance.now();
					const answer = await rawRequest(port, request);
					msPerFamily.set(request.family, (msPerFamily.get(request.family) ?? 0) + performance.now() - begun);
					sent++;
					perFamily.set(request.family, (perFamily.get(request.family) ?? 0) + 1);
					if ((answer.status ?? 0) < 300) okPerFamily.set(request.family, (okPerFamily.get(request.family) ?? 0) + 1);
					statuses.set(answer.status ?? "none", (statuses.get(answer.status ?? "none") ?? 0) + 1);
					const problem = problemWith(request, answer);
					if (problem) {
						const target = Buffer.isBuffer(request.target) ? request.target.toString("latin1") : request.target;
						problems.push(`${request.family}: ${request.method} ${target.slice(0, 160)} → ${problem}`);
					}
				}
			};
			await Promise.all(Array.from({ length: CONCURRENCY }, worker));
			const health = await fetch(`http://127.0.0.1:${port}/api/health`);
			expect(health.status).toBe(200);
			console.log(
				`[fuzz ${dialect}] ${sent} requests (seed ${SEED}) in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
					`statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ${problems.length} problems`,
			);
			console.log(
				`[fuzz ${dialect}] requests per family: ${[...perFamily].map(([family, n]) => `${family} ${n} (${okPerFamily.get(family) ?? 0} ok)`).join(", ")}`,
			);
			const slowest = [...msPerFamily].sort((a, b) => b[1] - a[1]).slice(0, 8);
			console.log(
				`[fuzz ${dialect}] slowest families (ms): ${slowest.map(([f, ms]) => `${f} ${Math.round(ms)}`).join(", ")}`,
			);
			expect(problems.slice(0, 40)).toEqual([]);
			expect(await brokenInvariants(hub as TestHub)).toEqual([]);
		}, 240_000);
	});
}
