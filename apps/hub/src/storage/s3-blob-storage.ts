import { AwsClient } from "aws4fetch";
import type { BlobStorage, ByteRange, StagedTemporary, StagedWrite, StoredBlob } from "./blob-storage.ts";
import { S3StagedWrite } from "./s3-staged-write.ts";
import { xmlElements, xmlText } from "./s3-xml.ts";

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

	async stage(key: string, size: number): Promise<StagedWrite> {
		return new S3StagedWrite(
			{ client: this.#client, url: this.#url(key), check: (response, action) => this.#check(response, action, key) },
			size,
		);
	}

	async *list(prefix: string): AsyncIterable<StoredBlob> {
		let token: string | undefined;
		do {
			const query = new URLSearchParams({ "list-type": "2", prefix: this.#prefix + prefix, "max-keys": "1000" });
			if (token) query.set("continuation-token", token);
			const response = await this.#client.fetch(`${this.#base}?${query}`);
			await this.#check(response, "ListObjectsV2", prefix);
			const xml = await response.text();
			for (const item of xmlElements(xml, "Contents")) {
				const key = xmlText(item, "Key") ?? "";
				yield {
					key: key.slice(this.#prefix.length),
					size: Number(xmlText(item, "Size") ?? 0),
					modifiedAt: Date.parse(xmlText(item, "LastModified") ?? "") || 0,
				};
			}
			token = xmlText(xml, "IsTruncated") === "true" ? xmlText(xml, "NextContinuationToken") : undefined;
		} while (token);
	}

	/**
	 * Unfinished multipart uploads under the prefix (ListMultipartUploads). Stores that do not
	 * implement the call (s3rver) answer 501: then there is nothing we can list, and we say so by
	 * returning none; a bucket lifecycle rule (AbortIncompleteMultipartUpload) covers them on S3.
	 */
	async listStaged(before: number): Promise<StagedTemporary[]> {
		const found: StagedTemporary[] = [];
		let marker: { key: string; upload: string } | undefined;
		do {
			const query = new URLSearchParams({ uploads: "", prefix: this.#prefix });
			if (marker) {
				query.set("key-marker", marker.key);
				query.set("upload-id-marker", marker.upload);
			}
			// Signed but sent without aws4fetch's retries, which would back off for seconds on the 501.
			const response = await fetch(await this.#client.sign(`${this.#base}?${query}`));
			if (response.status === 501 || response.status === 405) {
				await response.body?.cancel();
				return found;
			}
			await this.#check(response, "ListMultipartUploads", "");
			const xml = await response.text();
			for (const item of xmlElements(xml, "Upload")) {
				const key = xmlText(item, "Key") ?? "";
				const uploadId = xmlText(item, "UploadId") ?? "";
				const startedAt = Date.parse(xmlText(item, "Initiated") ?? "") || 0;
				if (startedAt < before) found.push({ id: JSON.stringify([key, uploadId]), startedAt });
			}
			marker =
				xmlText(xml, "IsTruncated") === "true"
					? { key: xmlText(xml, "NextKeyMarker") ?? "", upload: xmlText(xml, "NextUploadIdMarker") ?? "" }
					: undefined;
		} while (marker);
		return found;
	}

	async removeStaged(temporary: StagedTemporary): Promise<void> {
		const [key, uploadId] = JSON.parse(temporary.id) as [string, string];
		const url = `${this.#base}/${key.split("/").map(encodeURIComponent).join("/")}?uploadId=${encodeURIComponent(uploadId)}`;
		const response = await this.#client.fetch(url, { method: "DELETE" });
		if (response.status !== 404) await this.#check(response, "AbortMultipartUpload", key);
		await response.body?.cancel();
	}

	/** A SigV4 query-signed GET URL, valid for `expiresInSeconds` (at most 7 days, S3's limit). */
	async presignedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
		const url = new URL(this.#url(key));
		url.searchParams.set("X-Amz-Expires", String(Math.min(Math.max(1, Math.floor(expiresInSeconds)), 604_800)));
		const signed = await this.#client.sign(url.toString(), { method: "GET", aws: { signQuery: true } });
		return signed.url;
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
