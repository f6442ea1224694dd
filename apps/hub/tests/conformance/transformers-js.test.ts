import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	CONFORMANCE_REPO,
	SLASHED_BRANCH,
	sha256Hex,
	startConformanceHub,
	type ConformanceHub,
} from "./conformance-hub.ts";

/*
 * transformers.js (v3/v4) in Node, re-enacted with Node's fetch as docs/reference/protocol.md#base-url, #authentication and
 * docs/reference/repositories-and-files.md#downloads describe it: URL = remoteHost + "{model}/resolve/{revision}/" + file joined with single
 * slashes, revision through encodeURIComponent, a plain GET with only a User-Agent (no token for
 * hosts other than huggingface.co / hf.co), status 200 required, the body read into a buffer sized
 * from Content-Length, optional files skipped on failure; metadata probed with Range: bytes=0-0.
 */

const REPO_ID = /^(\b[\w\-.]+\b\/)?\b[\w\-.]{1,96}\b$/;
// The library's messages for the statuses that matter here; others read "Error (<status>) occurred ...".
const ERROR_TEXT: Record<number, string> = {
	401: "Unauthorized access to file",
	403: "Forbidden access to file",
	404: "Could not locate file",
};

/** Joins URL parts with exactly one slash between them (inner leading/trailing slashes dropped). */
function joinParts(...parts: string[]): string {
	return parts
		.map((part, index) => {
			let piece = part;
			if (index > 0) piece = piece.replace(/^\//, "");
			if (index < parts.length - 1) piece = piece.replace(/\/$/, "");
			return piece;
		})
		.join("/");
}

/** The model-id check done before any request. */
function isValidModelId(id: string): boolean {
	return REPO_ID.test(id) && !id.includes("..") && !id.includes("--") && !/\.(git|ipynb)$/.test(id);
}

interface Settings {
	remoteHost: string;
	remotePathTemplate: string;
}

/** Headers of a Node request: a User-Agent; a token only for huggingface.co and hf.co. */
function requestHeaders(url: string, token?: string): Headers {
	const headers = new Headers({ "User-Agent": "transformers.js/3.8.0; is_ci/false;" });
	if (token && ["huggingface.co", "hf.co"].includes(new URL(url).hostname))
		headers.set("Authorization", `Bearer ${token}`);
	return headers;
}

interface Loaded {
	url: string;
	status: number;
	contentLength: string | null;
	contentEncoding: string | null;
	bytes: Uint8Array;
	progress: { loaded: number; total: number }[];
}

/** Reads a body into a buffer pre-sized from Content-Length, growing it when more bytes arrive. */
async function readIntoBuffer(response: Response, progress: { loaded: number; total: number }[]): Promise<Uint8Array> {
	let total = Number.parseInt(response.headers.get("Content-Length") ?? "0", 10);
	let buffer = new Uint8Array(total);
	let loaded = 0;
	const reader = response.body?.getReader();
	if (!reader) return buffer;
	for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
		const after = loaded + chunk.value.length;
		if (after > total) {
			total = after;
			const grown = new Uint8Array(total);
			grown.set(buffer);
			buffer = grown;
		}
		buffer.set(chunk.value, loaded);
		loaded = after;
		progress.push({ loaded, total });
	}
	return buffer;
}

/**
 * Loads one file of a model as `from_pretrained` does. Not 200 → `null` for optional files,
 * an error naming the status for required ones.
 */
async function loadModelFile(
	settings: Settings,
	model: string,
	file: string,
	options: { fatal: boolean; revision?: string; token?: string },
): Promise<Loaded | null> {
	if (!isValidModelId(model)) throw new Error(`download aborted due to invalid model ID "${model}"`);
	const url = joinParts(
		settings.remoteHost,
		settings.remotePathTemplate
			.replaceAll("{model}", model)
			.replaceAll("{revision}", encodeURIComponent(options.revision ?? "main")),
		file,
	);
	const response = await fetch(url, { headers: requestHeaders(url, options.token) });
	if (response.status !== 200) {
		await response.body?.cancel();
		if (!options.fatal) return null;
		throw new Error(
			`${ERROR_TEXT[response.status] ?? `Error (${response.status}) occurred while trying to load file`}: "${url}".`,
		);
	}
	const progress: { loaded: number; total: number }[] = [];
	return {
		url,
		status: response.status,
		contentLength: response.headers.get("Content-Length"),
		contentEncoding: response.headers.get("Content-Encoding"),
		bytes: await readIntoBuffer(response, progress),
		progress,
	};
}

/** The metadata probe: GET with Range: bytes=0-0; size from Content-Range on 206, else Content-Length. */
async function fileMetadata(
	settings: Settings,
	model: string,
	file: string,
): Promise<{ exists: boolean; size?: number; status?: number }> {
	const url = joinParts(
		settings.remoteHost,
		settings.remotePathTemplate.replaceAll("{model}", model).replaceAll("{revision}", "main"),
		file,
	);
	const headers = requestHeaders(url);
	headers.set("Range", "bytes=0-0");
	const response = await fetch(url, { method: "GET", headers });
	if (response.status < 200 || response.status >= 300) {
		await response.body?.cancel();
		return { exists: false, status: response.status };
	}
	let size: number | undefined;
	if (response.status === 206) {
		const match = /bytes \d+-\d+\/(\d+)/.exec(response.headers.get("Content-Range") ?? "");
		if (match?.[1]) size = Number.parseInt(match[1], 10);
	}
	await response.body?.cancel();
	if (size === undefined) {
		const length = response.headers.get("Content-Length");
		size = length ? Number.parseInt(length, 10) : undefined;
	}
	return { exists: true, size, status: response.status };
}

describe("transformers.js file loading (Node fetch, as the library does it)", () => {
	let hub: ConformanceHub;
	let settings: Settings;

	beforeAll(async () => {
		hub = await startConformanceHub();
		// The library's default host is written with a trailing slash; keep that shape.
		settings = { remoteHost: `${hub.url}/`, remotePathTemplate: "{model}/resolve/{revision}/" };
	}, 60_000);
	afterAll(async () => {
		await hub?.close();
	});

	const expectExact = (loaded: Loaded | null, repo: string, path: string, revision?: "v1"): void => {
		const expected = hub.content(repo, path, revision);
		expect(loaded, path).not.toBeNull();
		expect(loaded?.status, path).toBe(200);
		expect(loaded?.contentEncoding, path).toBeNull();
		expect(loaded?.contentLength, path).toBe(String(expected.byteLength));
		// The buffer was sized from Content-Length: a wrong length would leave zeros or grow it.
		expect(loaded?.bytes.byteLength, path).toBe(expected.byteLength);
		expect(sha256Hex(loaded?.bytes ?? new Uint8Array()), path).toBe(sha256Hex(expected));
		if (expected.byteLength > 0)
			expect(loaded?.progress.at(-1), path).toEqual({ loaded: expected.byteLength, total: expected.byteLength });
	};

	it("builds single-slash URLs from a host with a trailing slash", async () => {
		const loaded = await loadModelFile(settings, "atrium/tiny-gpt", "config.json", { fatal: true });
		expect(loaded?.url).toBe(`${hub.url}/atrium/tiny-gpt/resolve/main/config.json`);
		expectExact(loaded, "atrium/tiny-gpt", "config.json");
	});

	it("loads a text-generation model's config, tokenizer and generation config with plain 200 GETs", async () => {
		for (const file of ["config.json", "tokenizer.json", "tokenizer_config.json", "generation_config.json"]) {
			expectExact(await loadModelFile(settings, "atrium/tiny-gpt", file, { fatal: true }), "atrium/tiny-gpt", file);
		}
		const weights = await loadModelFile(settings, "atrium/tiny-gpt", "model.safetensors", { fatal: true });
		expectExact(weights, "atrium/tiny-gpt", "model.safetensors");
	});

	it("skips optional files that are missing (404) and fails on required ones with the library's message", async () => {
		expect(
			await loadModelFile(settings, "atrium/tiny-bert-mlm", "generation_config.json", { fatal: false }),
		).toBeNull();
		expect(
			await loadModelFile(settings, "atrium/tiny-bert-mlm", "preprocessor_config.json", { fatal: false }),
		).toBeNull();
		expectExact(
			await loadModelFile(settings, "atrium/tiny-vit-classifier", "preprocessor_config.json", { fatal: false }),
			"atrium/tiny-vit-classifier",
			"preprocessor_config.json",
		);
		await expect(loadModelFile(settings, "atrium/tiny-bert-mlm", "onnx/model.onnx", { fatal: true })).rejects.toThrow(
			/^Could not locate file: ".*\/atrium\/tiny-bert-mlm\/resolve\/main\/onnx\/model\.onnx"\.$/,
		);
		// Anonymous, so a missing repository answers 401 (never leaking existence), which the library reports as unauthorized.
		await expect(loadModelFile(settings, "atrium/does-not-exist", "config.json", { fatal: true })).rejects.toThrow(
			/^Unauthorized access to file/,
		);
	});

	it("encodes a slashed revision with encodeURIComponent and gets that revision's bytes", async () => {
		const loaded = await loadModelFile(settings, CONFORMANCE_REPO, "config.json", {
			fatal: true,
			revision: SLASHED_BRANCH,
		});
		expect(loaded?.url).toBe(`${hub.url}/${CONFORMANCE_REPO}/resolve/feature%2Fv1/config.json`);
		expectExact(loaded, CONFORMANCE_REPO, "config.json", "v1");
	});

	it("downloads a 12 MiB LFS file with a plain GET: 200 (never 206), exact Content-Length", async () => {
		expectExact(
			await loadModelFile(settings, "atrium/large-checkpoint", "pytorch_model.bin", { fatal: true }),
			"atrium/large-checkpoint",
			"pytorch_model.bin",
		);
	});

	it("probes metadata with Range: bytes=0-0 (size from Content-Range), including LFS and zero-byte files", async () => {
		const checkpoint = hub.content("atrium/large-checkpoint", "pytorch_model.bin");
		expect(await fileMetadata(settings, "atrium/large-checkpoint", "pytorch_model.bin")).toEqual({
			exists: true,
			size: checkpoint.byteLength,
			status: 206,
		});
		const config = hub.content("atrium/tiny-gpt", "config.json");
		expect(await fileMetadata(settings, "atrium/tiny-gpt", "config.json")).toEqual({
			exists: true,
			size: config.byteLength,
			status: 206,
		});
		expect(await fileMetadata(settings, CONFORMANCE_REPO, "empty.txt")).toEqual({ exists: true, size: 0, status: 200 });
		expect(await fileMetadata(settings, "atrium/tiny-gpt", "onnx/model.onnx")).toEqual({ exists: false, status: 404 });
		// The probe leaves no state behind: the next plain GET is a full 200 again.
		expectExact(
			await loadModelFile(settings, "atrium/tiny-gpt", "config.json", { fatal: true }),
			"atrium/tiny-gpt",
			"config.json",
		);
	});

	it("every model id the hub lists passes the library's model-id check", async () => {
		const ids = ((await (await fetch(`${hub.url}/api/models?limit=1000`)).json()) as { id: string }[]).map(
			(model) => model.id,
		);
		expect(ids.length).toBeGreaterThan(10);
		for (const id of ids) expect(isValidModelId(id), id).toBe(true);
	});

	it("in a browser the same requests are CORS-readable: the origin is allowed and Content-Range/Content-Length are exposed", async () => {
		const origin = "https://app.example.test";
		const url = `${hub.url}/atrium/large-checkpoint/resolve/main/pytorch_model.bin`;
		const probe = await fetch(url, { headers: { Origin: origin, Range: "bytes=0-0" } });
		await probe.body?.cancel();
		expect(probe.status).toBe(206);
		expect([origin, "*"]).toContain(probe.headers.get("access-control-allow-origin"));
		const exposed = (probe.headers.get("access-control-expose-headers") ?? "").toLowerCase().split(/\s*,\s*/);
		expect(exposed).toEqual(expect.arrayContaining(["content-range", "content-length", "etag", "x-repo-commit"]));
		const plain = await fetch(`${hub.url}/atrium/tiny-gpt/resolve/main/config.json`, { headers: { Origin: origin } });
		await plain.body?.cancel();
		expect(plain.status).toBe(200);
		expect([origin, "*"]).toContain(plain.headers.get("access-control-allow-origin"));
	});
});
