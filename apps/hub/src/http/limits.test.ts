import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { HubConfig } from "../config.ts";
import { addTestUser } from "../testing/accounts.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { rawRequest, type RawAnswer, type RawRequest } from "../../tests/fuzz/raw-http.ts";
import { createHubServer } from "./create-server.ts";
import { LIMITS } from "./limits.ts";
import { encodeCursor } from "./query-params.ts";

/** The error contract of an answer: status, `X-Error-Code` and the JSON body naming the same code. */
function expectError(answer: RawAnswer, status: number, code: string): void {
	expect(answer.status, answer.body.toString().slice(0, 200)).toBe(status);
	expect(answer.headers.get("x-error-code")).toBe(code);
	const body = JSON.parse(answer.body.toString()) as { error: string; code: string };
	expect(body.code).toBe(code);
	expect(body.error.length).toBeGreaterThan(10);
}

/** A hub on a real socket, so that the HTTP layer's own refusals are tested too. */
async function listen(hub: TestHub, config: HubConfig = {}): Promise<{ server: Server; port: number }> {
	const app = createApp({ db: hub.db, storage: hub.storage, downloads: hub.downloads, config });
	const server = createHubServer(app);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return { server, port: (server.address() as AddressInfo).port };
}

const tags = (count: number): string => Array.from({ length: count }, (_, index) => `filter=tag-${index}`).join("&");

for (const dialect of ["sqlite", "postgres"] as const) {
	describe(`request bounds [${dialect}]`, () => {
		let hub: TestHub;
		let server: Server;
		let port = 0;
		const send = (request: RawRequest): Promise<RawAnswer> => rawRequest(port, request);
		const get = (target: string, headers: [string, string][] = []): Promise<RawAnswer> =>
			send({ method: "GET", target, headers });

		beforeAll(async () => {
			hub = await createTestHub(dialect, "fs");
			({ server, port } = await listen(hub));
		});
		afterAll(async () => {
			await new Promise((resolve) => server.close(resolve));
			await hub.close();
		});

		it("answers 414 UriTooLong past 8 KiB of URL or 256 path segments, before any work", async () => {
			expectError(await get(`/api/models?search=${"a".repeat(LIMITS.urlBytes)}`), 414, "UriTooLong");
			expectError(await get(`/atrium/tiny-gpt/resolve/main/${"a/".repeat(LIMITS.pathSegments)}x`), 414, "UriTooLong");
			const deepest = `/atrium/tiny-gpt/resolve/main/${"a/".repeat(LIMITS.pathSegments - 6)}x`;
			expectError(await get(deepest), 404, "EntryNotFound");
		});

		it("answers 431 HeadersTooLarge, with the JSON body, past 16 KiB of headers", async () => {
			expectError(await get("/api/models", [["X-Padding", "p".repeat(LIMITS.headerBytes)]]), 431, "HeadersTooLarge");
			expect((await get("/api/models", [["X-Padding", "p".repeat(8000)]])).status).toBe(200);
		});

		it("answers 413 PayloadTooLarge for a paths-info body over 1 MiB, declared or chunked", async () => {
			const big = JSON.stringify({ paths: ["x".repeat(LIMITS.jsonBodyBytes)] });
			const target = "/api/models/atrium/tiny-gpt/paths-info/main";
			const json: [string, string] = ["Content-Type", "application/json"];
			expectError(await send({ method: "POST", target, headers: [json], body: big }), 413, "PayloadTooLarge");
			const chunk = (text: string): string => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
			const chunked = `${chunk(big.slice(0, 1000))}${chunk(big.slice(1000))}0\r\n\r\n`;
			expectError(
				await send({ method: "POST", target, headers: [json, ["Transfer-Encoding", "chunked"]], body: chunked }),
				413,
				"PayloadTooLarge",
			);
			expectError(
				await send({ method: "POST", target, headers: [json], body: JSON.stringify({ paths: Array(1001).fill("a") }) }),
				400,
				"LimitExceeded",
			);
			expectError(await send({ method: "POST", target, headers: [json], body: "null" }), 400, "BadRequest");
		});

		it("bounds discussion bodies (413 past 256 KiB) and their titles and comments (400 LimitExceeded)", async () => {
			const user = await addTestUser(hub.db, "talker");
			const headers: [string, string][] = [
				["Content-Type", "application/json"],
				["Authorization", `Bearer ${user.write}`],
			];
			const target = "/api/models/atrium/tiny-gpt/discussions";
			const body = (value: unknown): string => JSON.stringify(value);
			expectError(
				await send({
					method: "POST",
					target,
					headers,
					body: body({ title: "x", description: "y".repeat(LIMITS.discussionBodyBytes) }),
				}),
				413,
				"PayloadTooLarge",
			);
			expectError(
				await send({
					method: "POST",
					target,
					headers,
					body: body({ title: "x".repeat(LIMITS.discussionTitleChars + 1) }),
				}),
				400,
				"LimitExceeded",
			);
			expectError(
				await send({
					method: "POST",
					target,
					headers,
					body: body({ title: "x", description: "y".repeat(LIMITS.discussionCommentChars + 1) }),
				}),
				400,
				"LimitExceeded",
			);
			const fits = await send({
				method: "POST",
				target,
				headers,
				body: body({ title: "x", description: "y".repeat(LIMITS.discussionCommentChars) }),
			});
			expect(fits.status).toBe(200);
		});

		it("bounds list filters, search terms, value length and expand fields with 400 LimitExceeded", async () => {
			expect((await get(`/api/models?${tags(LIMITS.listFilters)}`)).status).toBe(200);
			expectError(await get(`/api/models?${tags(LIMITS.listFilters + 1)}`), 400, "LimitExceeded");
			expectError(await get(`/api/models?${tags(200)}`), 400, "LimitExceeded");
			expectError(await get(`/api/models?filter=${Array(500).fill("t").join(",")}`), 400, "LimitExceeded");
			const terms = (count: number): string => Array.from({ length: count }, (_, i) => `search=s${i}`).join("&");
			expect((await get(`/api/models?${terms(LIMITS.searchTerms)}`)).status).toBe(200);
			expectError(await get(`/api/models?${terms(LIMITS.searchTerms + 1)}`), 400, "LimitExceeded");
			expectError(await get(`/api/models?search=${"a".repeat(LIMITS.queryValueChars + 1)}`), 400, "LimitExceeded");
			const expand = (count: number): string => Array.from({ length: count }, () => "expand=likes").join("&");
			expectError(await get(`/api/models?${expand(LIMITS.expandFields + 1)}`), 400, "LimitExceeded");
			expectError(await get(`/api/models/atrium/tiny-gpt?${expand(LIMITS.expandFields + 1)}`), 400, "LimitExceeded");
		});

		it("bounds the memory and context of the fits filter with 400 BadRequest", async () => {
			const tib = LIMITS.memoryBudgetBytes / 2 ** 40;
			expect((await get(`/api/models?fits=${tib}TB&ctx=${LIMITS.contextTokens}`)).status).toBe(200);
			expectError(await get(`/api/models?fits=${tib + 1}TB`), 400, "BadRequest");
			expectError(await get(`/api/models?fits=1GB&ctx=${LIMITS.contextTokens + 1}`), 400, "BadRequest");
		});

		it("bounds dataset viewer pages, offsets and search texts", async () => {
			const rows = "/datasets-server/rows?dataset=atrium/tiny-reviews&config=default&split=train";
			expect((await get(`${rows}&length=${LIMITS.viewerPageRows}&offset=${LIMITS.viewerOffset}`)).status).toBe(200);
			expectError(await get(`${rows}&length=${LIMITS.viewerPageRows + 1}`), 400, "BadRequest");
			expectError(await get(`${rows}&offset=${LIMITS.viewerOffset + 1}`), 400, "BadRequest");
			const search = "/datasets-server/search?dataset=atrium/tiny-reviews&config=default&split=train&query=";
			expect((await get(`${search}${"a".repeat(LIMITS.queryValueChars)}`)).status).toBe(200);
			expectError(await get(`${search}${"a".repeat(LIMITS.queryValueChars + 1)}`), 400, "LimitExceeded");
		});

		it("serves at most 1000 rows a page, refuses non-integer sizes, and bounds page depth", async () => {
			expect((await get("/api/models?limit=5000")).status).toBe(200);
			for (const limit of ["1.5", "1e3", "-1", "0", "0x10", "9007199254740993"])
				expectError(await get(`/api/models?limit=${limit}`), 400, "BadRequest");
			expectError(await get("/api/models/atrium/tiny-gpt/tree/main?limit=1.5"), 400, "BadRequest");
			expect((await get("/api/models/atrium/tiny-gpt/tree/main?limit=99999")).status).toBe(200);
			const deep = encodeCursor({ o: LIMITS.listOffset + 1 });
			expectError(await get(`/api/models?cursor=${deep}`), 400, "InvalidCursor");
			expect((await get(`/api/models?cursor=${encodeCursor({ o: LIMITS.listOffset })}`)).status).toBe(200);
			for (const json of ['{"o":1.5}', '{"o":1e300}', '{"o":18446744073709551615}', '{"o":-1}', "[]", "null"])
				expectError(await get(`/api/models?cursor=${Buffer.from(json).toString("base64url")}`), 400, "InvalidCursor");
			expectError(await get("/api/models?cursor=%7B%7B%7B"), 400, "InvalidCursor");
			expectError(await get("/api/models/atrium/tiny-gpt/commits/main?p=1e20"), 400, "BadRequest");
			expectError(await get("/api/models/atrium/tiny-gpt/commits/main?p=10001&limit=100"), 400, "LimitExceeded");
		});

		it("bounds LFS file pages and the objects one purge request deletes", async () => {
			const admin = await addTestUser(hub.db, "lfs-admin", { admin: true });
			const auth: [string, string] = ["Authorization", `Bearer ${admin.write}`];
			const list = await get(`/api/models/atrium/tiny-gpt/lfs-files?limit=${LIMITS.lfsFilesPage * 10}`, [auth]);
			expect(list.status).toBe(200);
			expect((JSON.parse(list.body.toString()) as unknown[]).length).toBeLessThanOrEqual(LIMITS.lfsFilesPage);
			expectError(await get("/api/models/atrium/tiny-gpt/lfs-files?limit=1.5", [auth]), 400, "BadRequest");
			const sha = Array.from({ length: LIMITS.lfsDeletions + 1 }, (_, i) => i.toString(16).padStart(64, "0"));
			const purge = await send({
				method: "POST",
				target: "/api/models/atrium/tiny-gpt/lfs-files/batch",
				headers: [auth, ["Content-Type", "application/json"]],
				body: JSON.stringify({ deletions: { sha } }),
			});
			expectError(purge, 400, "LimitExceeded");
		});

		it("looks for a raw branch name in at most 32 leading segments of a long path", async () => {
			// The time it takes is the machine's; `bench/hostile-input.ts` measures it.
			const answer = await get(`/api/models/atrium/tiny-gpt/tree/${"b/".repeat(250)}x`);
			expectError(answer, 404, "RevisionNotFound");
		});

		it("answers CONNECT, TRACE, WebDAV and unknown methods with 405 and the error body", async () => {
			for (const [method, target] of [
				["CONNECT", "127.0.0.1:80"],
				["CONNECT", "/api/models"],
				["TRACE", "/api/models"],
				["PROPFIND", "/atrium/tiny-gpt/resolve/main/config.json"],
			] as const) {
				const answer = await send({ method, target });
				expectError(answer, 405, "MethodNotAllowed");
				expect(answer.headers.get("allow")).toContain("GET");
			}
			expect((await send({ method: "FOO", target: "/api/models" })).headers.get("x-error-code")).toMatch(
				/MethodNotAllowed|BadRequest/,
			);
			expectError(
				await send({ method: "POST", target: "/atrium/tiny-gpt/resolve/main/config.json" }),
				405,
				"MethodNotAllowed",
			);
		});

		it("answers /api/health while clients send the most expensive requests the bounds allow", async () => {
			const search = Array.from(
				{ length: LIMITS.searchTerms },
				(_, i) => `search=${`q${i}`.padEnd(LIMITS.queryValueChars, "x")}`,
			);
			const expensive = [
				`/api/models?${tags(LIMITS.listFilters)}&${search.join("&")}&sort=likes&full=true&limit=1000`,
				`/api/models?${tags(LIMITS.listFilters)}&cursor=${encodeCursor({ o: LIMITS.listOffset })}&limit=1000`,
				`/api/models/atrium/tiny-gpt/tree/main?recursive=true&expand=true&limit=1000`,
				`/api/models/atrium/tiny-gpt/tree/${"b/".repeat(LIMITS.pathSegments - 10)}x`,
			];
			const body = JSON.stringify({
				paths: Array.from({ length: LIMITS.pathsInfoPaths }, (_, i) => `p${i}/x`),
				expand: true,
			});
			let stop = false;
			let sent = 0;
			// One client sends them back to back, as issue 9 puts it, while another polls health.
			const client = async (): Promise<void> => {
				while (!stop) {
					const answer =
						sent % (expensive.length + 1) === expensive.length
							? await send({
									method: "POST",
									target: "/api/models/atrium/tiny-gpt/paths-info/main",
									headers: [["Content-Type", "application/json"]],
									body,
								})
							: await get(expensive[sent % (expensive.length + 1)] ?? "/");
					expect(answer.status).toBeLessThan(500);
					sent++;
				}
			};
			const clients = [client()];
			// A fixed number of health checks (not a span of time) while the expensive requests run, each
			// answered. Latency bounds depend on the machine: `bench/hostile-input.ts` measures the p95 and
			// maximum (this test's old bounds, 100 and 500 ms, failed on a busy 2-core machine).
			const latencies: number[] = [];
			for (let check = 0; check < 100; check++) {
				const started = performance.now();
				const answer = await get("/api/health");
				latencies.push(performance.now() - started);
				expect(answer.status).toBe(200);
			}
			// The expensive client was served too (stop only after it has had an answer).
			await expect.poll(() => sent).toBeGreaterThan(0);
			stop = true;
			await Promise.all(clients);
			latencies.sort((a, b) => a - b);
			console.log(
				`[bounds ${dialect}] ${sent} expensive requests; /api/health median ${latencies[latencies.length >> 1]?.toFixed(1)} ms, ` +
					`p95 ${latencies[Math.floor(latencies.length * 0.95)]?.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms over ${latencies.length} checks`,
			);
		});
	});
}

describe("absolute URLs in answers", () => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub("sqlite", "fs");
	});
	afterAll(() => hub.close());

	const linkOf = async (config: HubConfig, headers: [string, string][]): Promise<string> => {
		const { server, port } = await listen(hub, config);
		try {
			const answer = await rawRequest(port, { method: "GET", target: "/api/models?limit=1", headers });
			return answer.headers.get("link") ?? "";
		} finally {
			await new Promise((resolve) => server.close(resolve));
		}
	};
	const hostile: [string, string][] = [
		["Host", "evil.example"],
		["X-Forwarded-Host", "evil.example"],
		["X-Forwarded-Proto", "https"],
	];

	it("never take their origin from Host or X-Forwarded-* by default: the address the client reached", async () => {
		const link = await linkOf({}, hostile);
		expect(link).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/models\?limit=1&cursor=[^>]+>; rel="next"$/);
		expect(link).not.toContain("evil");
	});

	it("keep a loopback Host on the socket's port (HF_ENDPOINT=http://localhost:PORT), and no other", async () => {
		const { server, port } = await listen(hub, {});
		try {
			const linkWith = async (host: string): Promise<string> =>
				(
					await rawRequest(port, { method: "GET", target: "/api/models?limit=1", headers: [["Host", host]] })
				).headers.get("link") ?? "";
			expect(await linkWith(`localhost:${port}`)).toMatch(
				new RegExp(`^<http://localhost:${port}/api/models\\?limit=1&`),
			);
			expect(await linkWith(`LocalHost:${port}`)).toMatch(new RegExp(`^<http://localhost:${port}/`));
			expect(await linkWith(`hub.localhost:${port}`)).toMatch(new RegExp(`^<http://hub\\.localhost:${port}/`));
			expect(await linkWith(`[::1]:${port}`)).toMatch(new RegExp(`^<http://\\[::1\\]:${port}/`));
			// Another port, or a name that could point elsewhere, is not believed.
			expect(await linkWith(`localhost:${port + 1}`)).toMatch(new RegExp(`^<http://127\\.0\\.0\\.1:${port}/`));
			expect(await linkWith("localhost")).toMatch(new RegExp(`^<http://127\\.0\\.0\\.1:${port}/`));
			expect(await linkWith(`localhost.evil.example:${port}`)).toMatch(new RegExp(`^<http://127\\.0\\.0\\.1:${port}/`));
		} finally {
			await new Promise((resolve) => server.close(resolve));
		}
	});

	it("use ATRIUM_PUBLIC_URL when set", async () => {
		expect(await linkOf({ publicUrl: "https://hub.example.org" }, hostile)).toMatch(
			/^<https:\/\/hub\.example\.org\/api\/models\?limit=1&cursor=/,
		);
	});

	it("name the client for download counting by X-Forwarded-For only behind a trusted proxy", async () => {
		const counted = async (config: HubConfig): Promise<number> => {
			const { server, port } = await listen(hub, config);
			try {
				for (const address of ["10.9.0.1", "10.9.0.2", "10.9.0.3"])
					await rawRequest(port, {
						method: "GET",
						target: "/atrium/tiny-bert-mlm/resolve/main/config.json",
						headers: [["X-Forwarded-For", address]],
					});
			} finally {
				await new Promise((resolve) => server.close(resolve));
			}
			return hub.downloads.pending;
		};
		await hub.downloads.flush();
		// Without the setting the three "clients" are one socket address: one download.
		expect(await counted({})).toBe(1);
		await hub.downloads.flush();
		expect(await counted({ trustProxy: true })).toBe(3);
	});

	it("follow X-Forwarded-Proto/-Host only behind a trusted proxy (ATRIUM_TRUST_PROXY=1)", async () => {
		expect(await linkOf({ trustProxy: true }, hostile)).toMatch(
			/^<https:\/\/evil\.example\/api\/models\?limit=1&cursor=/,
		);
		expect(await linkOf({ trustProxy: true }, [["Host", "evil_example"]])).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\//);
	});
});
