import { execFile, execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	CONFORMANCE_REPO,
	SPECIAL_PATH,
	TOKEN,
	gitBlobId,
	sha256Hex,
	startConformanceHub,
	type ConformanceHub,
} from "./conformance-hub.ts";

/**
 * Whether the suite runs: a `curl` binary must be on the PATH, unless `ATRIUM_TEST_SKIP_CURL=1`
 * skips the suite (the reason is printed); checked once.
 */
function curlAvailable(): boolean {
	if (process.env.ATRIUM_TEST_SKIP_CURL === "1") {
		console.warn("[conformance] ATRIUM_TEST_SKIP_CURL=1: the curl suite is skipped");
		return false;
	}
	try {
		execFileSync("curl", ["--version"], { stdio: "ignore" });
		return true;
	} catch (error) {
		throw new Error("curl is unavailable: apt-get install curl, or set ATRIUM_TEST_SKIP_CURL=1 to skip this suite", {
			cause: error,
		});
	}
}

/** One response of a curl run (a redirect chain gives several, in order). */
interface Hop {
	status: number;
	headers: Map<string, string>;
}

/** What one curl invocation produced: every hop's status and headers, the body, and curl's exit code. */
interface CurlResult {
	hops: Hop[];
	last: Hop;
	body: Buffer;
	exitCode: number;
}

function parseHops(dump: string): Hop[] {
	return dump
		.split(/\r?\n\r?\n/)
		.filter((block) => block.startsWith("HTTP/"))
		.map((block) => {
			const [statusLine = "", ...lines] = block.split(/\r?\n/);
			const headers = new Map<string, string>();
			for (const line of lines) {
				const colon = line.indexOf(":");
				if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
			}
			return { status: Number(statusLine.split(" ")[1]), headers };
		});
}

describe.runIf(curlAvailable())("curl against resolve URLs", () => {
	let hub: ConformanceHub;
	let scratch: string;
	let runs = 0;

	/** Runs `curl -sS <args> <url>` with headers dumped to a file and the body written to another. */
	async function curl(url: string, ...args: string[]): Promise<CurlResult> {
		runs++;
		const headerFile = join(scratch, `headers-${runs}`);
		const bodyFile = join(scratch, `body-${runs}`);
		const exitCode = await new Promise<number>((resolve, reject) => {
			execFile("curl", ["-sS", "-D", headerFile, "-o", bodyFile, ...args, url], (error) => {
				if (!error) resolve(0);
				else if (typeof error.code === "number") resolve(error.code);
				else reject(error);
			});
		});
		const hops = parseHops(await readFile(headerFile, "utf8").catch(() => ""));
		const last = hops.at(-1);
		if (!last) throw new Error(`curl ${args.join(" ")} ${url} produced no response (exit ${exitCode})`);
		return { hops, last, body: await readFile(bodyFile).catch(() => Buffer.alloc(0)), exitCode };
	}
	const resolveUrl = (repo: string, path: string, revision = "main"): string =>
		`${hub.url}/${repo}/resolve/${encodeURIComponent(revision)}/${path.split("/").map(encodeURIComponent).join("/")}`;
	const shaOf = async (repoId: string): Promise<string> =>
		((await (await fetch(`${hub.url}/api/models/${repoId}`)).json()) as { sha: string }).sha;

	beforeAll(async () => {
		hub = await startConformanceHub();
		scratch = await mkdtemp(join(tmpdir(), "atrium-curl-"));
	}, 60_000);
	afterAll(async () => {
		await hub?.close();
		if (scratch) await rm(scratch, { recursive: true, force: true });
	});

	it("curl -I gives the exact Content-Length, a quoted ETag, X-Repo-Commit and Accept-Ranges, uncompressed", async () => {
		const config = hub.content("atrium/tiny-gpt", "config.json");
		const { last } = await curl(resolveUrl("atrium/tiny-gpt", "config.json"), "-I");
		expect(last.status).toBe(200);
		expect(last.headers.get("content-length")).toBe(String(config.byteLength));
		expect(last.headers.get("etag")).toBe(`"${gitBlobId(config)}"`);
		expect(last.headers.get("x-repo-commit")).toBe(await shaOf("atrium/tiny-gpt"));
		expect(last.headers.get("accept-ranges")).toBe("bytes");
		expect(last.headers.has("content-encoding")).toBe(false);
		// No Xet advertisement: clients with Xet support would otherwise leave plain HTTP.
		expect([...last.headers.keys()].filter((name) => name.startsWith("x-xet"))).toEqual([]);
		expect(last.headers.get("link") ?? "").not.toContain("xet-auth");
	});

	it("curl -L downloads regular and LFS files byte for byte; any redirect on the way is absolute", async () => {
		for (const [repo, path] of [
			["atrium/tiny-gpt", "config.json"],
			["atrium/large-checkpoint", "pytorch_model.bin"],
			["atrium/tiny-gpt", "model.safetensors"],
		] as const) {
			const { hops, last, body } = await curl(resolveUrl(repo, path), "-L");
			expect(last.status, path).toBe(200);
			expect(sha256Hex(body), path).toBe(sha256Hex(hub.content(repo, path)));
			expect(last.headers.get("content-length"), path).toBe(String(body.byteLength));
			for (const hop of hops.slice(0, -1)) expect(hop.headers.get("location"), path).toMatch(/^https?:\/\//);
		}
	});

	it("the first hop of an LFS file carries X-Linked-Size and X-Linked-Etag (sha256); a redirect there would be absolute", async () => {
		const checkpoint = hub.content("atrium/large-checkpoint", "pytorch_model.bin");
		const { last } = await curl(resolveUrl("atrium/large-checkpoint", "pytorch_model.bin"), "-I");
		expect(last.headers.get("x-linked-size")).toBe(String(checkpoint.byteLength));
		expect(last.headers.get("x-linked-etag")).toBe(`"${sha256Hex(checkpoint)}"`);
		expect(last.headers.get("x-repo-commit")).toMatch(/^[0-9a-f]{40}$/);
		if (last.status >= 300 && last.status < 400) {
			expect(last.headers.get("location")).toMatch(/^https?:\/\//);
		} else {
			// Served in place: the size headers must then agree with each other.
			expect(last.status).toBe(200);
			expect(last.headers.get("content-length")).toBe(String(checkpoint.byteLength));
		}
	});

	it("curl -r gives 206 with Content-Range for 0-0, a middle slice and a suffix; a range past the end is 416 bytes */size", async () => {
		const checkpoint = hub.content("atrium/large-checkpoint", "pytorch_model.bin");
		const size = checkpoint.byteLength;
		const url = resolveUrl("atrium/large-checkpoint", "pytorch_model.bin");
		for (const [range, start, end] of [
			["0-0", 0, 0],
			["1000-1999", 1000, 1999],
			["-16", size - 16, size - 1],
			[`${size - 10}-`, size - 10, size - 1],
		] as const) {
			const { last, body } = await curl(url, "-r", range);
			expect(last.status, range).toBe(206);
			expect(last.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${size}`);
			expect(last.headers.get("content-length"), range).toBe(String(end - start + 1));
			expect(Buffer.compare(body, Buffer.from(checkpoint.subarray(start, end + 1))), range).toBe(0);
		}
		const beyond = await curl(url, "-r", `${size}-`);
		expect(beyond.last.status).toBe(416);
		expect(beyond.last.headers.get("content-range")).toBe(`bytes */${size}`);
	});

	it("a zero-byte file: curl -L gives an empty file, -I says Content-Length: 0, -r 0-0 answers 200 with bytes */0", async () => {
		const url = `${hub.url}/datasets/atrium/tiny-reviews/resolve/main/data/.keep`;
		const whole = await curl(url, "-L");
		expect(whole.last.status).toBe(200);
		expect(whole.body.byteLength).toBe(0);
		const head = await curl(url, "-I");
		expect(head.last.headers.get("content-length")).toBe("0");
		expect(head.last.headers.get("etag")).toBe(`"${gitBlobId(new Uint8Array())}"`);
		const probe = await curl(url, "-r", "0-0");
		expect(probe.last.status).toBe(200);
		expect(probe.last.headers.get("content-range")).toBe("bytes */0");
		expect(probe.body.byteLength).toBe(0);
		const empty = await curl(resolveUrl(CONFORMANCE_REPO, "empty.txt"), "-L");
		expect(empty.last.status).toBe(200);
		expect(empty.body.byteLength).toBe(0);
	});

	it("no Content-Encoding even when the client asks for gzip (curl --compressed, -H Accept-Encoding: gzip, on GET and HEAD)", async () => {
		const tokenizer = hub.content("atrium/tiny-gpt", "tokenizer.json");
		const url = resolveUrl("atrium/tiny-gpt", "tokenizer.json");
		for (const args of [["--compressed"], ["-H", "Accept-Encoding: gzip"], ["-I", "-H", "Accept-Encoding: gzip, br"]]) {
			const { last, body } = await curl(url, ...args);
			expect(last.status, args.join(" ")).toBe(200);
			expect(last.headers.has("content-encoding"), args.join(" ")).toBe(false);
			expect(last.headers.get("content-length"), args.join(" ")).toBe(String(tokenizer.byteLength));
			if (!args.includes("-I")) expect(sha256Hex(body), args.join(" ")).toBe(sha256Hex(tokenizer));
		}
	});

	it("curl -H 'Authorization: Bearer hf_...' downloads public files; a missing repo is 404 with a token and 401 without, both RepoNotFound in JSON", async () => {
		const config = hub.content("atrium/tiny-gpt", "config.json");
		const authorization = ["-H", `Authorization: Bearer ${TOKEN}`];
		const authed = await curl(resolveUrl("atrium/tiny-gpt", "config.json"), "-L", ...authorization);
		expect(authed.last.status).toBe(200);
		expect(sha256Hex(authed.body)).toBe(sha256Hex(config));
		const missing = resolveUrl("atrium/does-not-exist", "config.json");
		for (const [args, status] of [
			[authorization, 404],
			[[], 401],
		] as const) {
			const { last, body } = await curl(missing, "-L", ...args);
			expect(last.status).toBe(status);
			expect(last.headers.get("x-error-code")).toBe("RepoNotFound");
			expect(last.headers.get("content-type")).toMatch(/^application\/json/);
			expect(JSON.parse(body.toString("utf8"))).toMatchObject({ error: expect.any(String) });
		}
	});

	it("curl -f fails (exit 22) on a missing file, whose 404 still names EntryNotFound and the commit", async () => {
		const { last, exitCode } = await curl(resolveUrl("atrium/tiny-gpt", "missing.json"), "-fL");
		expect(exitCode).toBe(22);
		expect(last.status).toBe(404);
		expect(last.headers.get("x-error-code")).toBe("EntryNotFound");
		expect(last.headers.get("x-repo-commit")).toBe(await shaOf("atrium/tiny-gpt"));
		const badRevision = await curl(resolveUrl("atrium/tiny-gpt", "config.json", "no-such-branch"), "-L");
		expect(badRevision.last.status).toBe(404);
		expect(badRevision.last.headers.get("x-error-code")).toBe("RevisionNotFound");
	});

	it("percent-encoded paths, dataset prefixes, %2F-encoded and raw slashed branches, and If-None-Match", async () => {
		const special = await curl(resolveUrl(CONFORMANCE_REPO, SPECIAL_PATH), "-L");
		expect(special.last.status).toBe(200);
		expect(sha256Hex(special.body)).toBe(sha256Hex(hub.content(CONFORMANCE_REPO, SPECIAL_PATH)));
		const branch = await curl(`${hub.url}/${CONFORMANCE_REPO}/resolve/feature%2Fv1/config.json`, "-L");
		expect(branch.last.headers.get("x-repo-commit")).toBe(hub.commits.v1);
		expect(sha256Hex(branch.body)).toBe(sha256Hex(hub.content(CONFORMANCE_REPO, "config.json", "v1")));
		const rawBranch = await curl(`${hub.url}/${CONFORMANCE_REPO}/resolve/feature/v1/nested/deeper/leaf.txt`, "-L");
		expect(rawBranch.last.headers.get("x-repo-commit")).toBe(hub.commits.v1);
		expect(rawBranch.body.toString("utf8")).toBe("leaf v1\n");
		const csv = await curl(`${hub.url}/datasets/atrium/tiny-reviews/resolve/main/data/test.csv`, "-L");
		expect(csv.body.toString("utf8")).toBe(
			new TextDecoder().decode(hub.content("atrium/tiny-reviews", "data/test.csv")),
		);
		const etag = `"${gitBlobId(hub.content("atrium/tiny-gpt", "config.json"))}"`;
		const unchanged = await curl(resolveUrl("atrium/tiny-gpt", "config.json"), "-H", `If-None-Match: ${etag}`);
		expect(unchanged.last.status).toBe(304);
		expect(unchanged.body.byteLength).toBe(0);
	});
});
