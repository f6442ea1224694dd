import { AwsClient } from "aws4fetch";
import type { BlobStorage, ByteRange } from "./blob-storage.ts";

/** Where and how to reach an S3-compatible bucket. */
export interface S3BlobStorageOptions {
	bucket: string;
	/** Key prefix inside the bucket, without leading or trailing `/` (may be empty). */
	prefix: string;
	/** e.g. `http://127.0.0.1:9000`; path-style addressing is used. */
	endpoint: string;
	accessKeyId: string;
	secretAccessKey: string;
	region: string;
}

/**
 * Blobs in an S3-compatible bucket, requests signed with SigV4 (aws4fetch).
 * Uses path-style URLs (`endpoint/bucket/key`), which MinIO, s3rver and AWS all accept.
 */
export class S3BlobStorage implements BlobStorage {
	readonly #client: AwsClient;
	readonly #base: string;
	readonly #prefix: string;
	readonly description: string;

	constructor(options: S3BlobStorageOptions) {
		this.#client = new AwsClient({
			accessKeyId: options.accessKeyId,
			secretAccessKey: options.secretAccessKey,
			region: options.region,
			service: "s3",
		});
		this.#base = `${options.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(options.bucket)}`;
		this.#prefix = options.prefix ? `${options.prefix}/` : "";
		this.description = `s3://${options.bucket}/${options.prefix}`;
	}

	#url(key: string): string {
		return `${this.#base}/${(this.#prefix + key).split("/").map(encodeURIComponent).join("/")}`;
	}

	async #check(response: Response, action: string, key: string): Promise<void> {
		if (!response.ok) {
			const text = await response.text().catch(() => "");
			throw new Error(`S3 ${action} ${key} failed: ${response.status} ${text.slice(0, 200)}`);
		}
	}

	async put(key: string, body: ReadableStream<Uint8Array> | Uint8Array, size: number): Promise<void> {
		const response = await this.#client.fetch(this.#url(key), {
			method: "PUT",
			body: body as BodyInit,
			headers: { "Content-Length": String(size), "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
			// Node's fetch needs this to stream a request body.
			...({ duplex: "half" } as object),
		});
		await this.#check(response, "PUT", key);
		await response.body?.cancel();
	}

	async get(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
		const headers: Record<string, string> = range ? { Range: `bytes=${range.start}-${range.end}` } : {};
		const response = await this.#client.fetch(this.#url(key), { headers });
		if (response.status === 404) {
			await response.body?.cancel();
			return null;
		}
		await this.#check(response, "GET", key);
		return response.body;
	}

	async stat(key: string): Promise<{ size: number } | null> {
		const response = await this.#client.fetch(this.#url(key), { method: "HEAD" });
		if (response.status === 404) return null;
		await this.#check(response, "HEAD", key);
		return { size: Number(response.headers.get("content-length") ?? 0) };
	}

	async delete(key: string): Promise<void> {
		const response = await this.#client.fetch(this.#url(key), { method: "DELETE" });
		if (response.status !== 404) await this.#check(response, "DELETE", key);
		await response.body?.cancel();
	}

	/** Creates the bucket when it does not exist yet (for first starts and tests). */
	async ensureBucket(): Promise<void> {
		const head = await this.#client.fetch(this.#base, { method: "HEAD" });
		if (head.ok) return;
		const response = await this.#client.fetch(this.#base, { method: "PUT" });
		if (!response.ok && response.status !== 409) await this.#check(response, "create bucket", "");
		await response.body?.cancel();
	}
}
