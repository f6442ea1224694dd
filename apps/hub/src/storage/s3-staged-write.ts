import type { AwsClient } from "aws4fetch";
import type { StagedWrite } from "./blob-storage.ts";
import { xmlEscape, xmlText } from "./s3-xml.ts";

/** Smallest part we send (S3 needs 5 MiB for every part but the last). */
const MIN_PART_SIZE = 8 * 1024 * 1024;
/** S3's limit on parts per upload. */
const MAX_PARTS = 10_000;

/** The part size for a body of `size` bytes: 8 MiB, or larger (whole MiB) so that at most 10,000 parts are needed. */
export function partSizeFor(size: number): number {
	const mib = 1024 * 1024;
	return Math.max(MIN_PART_SIZE, Math.ceil(size / MAX_PARTS / mib) * mib);
}

/** What a staged S3 write needs from its store. */
export interface S3Target {
	client: AwsClient;
	/** The object's URL (path style, key encoded). */
	url: string;
	check(response: Response, action: string): Promise<void>;
}

/**
 * A staged write to S3. Bodies up to one part are held in memory and PUT on commit; larger ones go
 * out as a multipart upload to the final key, whose parts no reader sees until
 * CompleteMultipartUpload on commit (abort: AbortMultipartUpload). At most one part is buffered and
 * one in flight, so memory stays at two parts whatever the size.
 */
export class S3StagedWrite implements StagedWrite {
	readonly #target: S3Target;
	readonly #partSize: number;
	#chunks: Uint8Array[] = [];
	#buffered = 0;
	#uploadId: string | undefined;
	#parts: { number: number; etag: string }[] = [];
	#inFlight: Promise<void> | undefined;
	#done = false;

	constructor(target: S3Target, size: number) {
		this.#target = target;
		this.#partSize = partSizeFor(size);
	}

	/** The upload id once a multipart upload started (for listings of unfinished uploads). */
	get uploadId(): string | undefined {
		return this.#uploadId;
	}

	#take(): Uint8Array {
		const body = this.#chunks.length === 1 ? (this.#chunks[0] as Uint8Array) : Buffer.concat(this.#chunks);
		this.#chunks = [];
		this.#buffered = 0;
		return body;
	}

	async #start(): Promise<string> {
		if (this.#uploadId) return this.#uploadId;
		const response = await this.#target.client.fetch(`${this.#target.url}?uploads`, { method: "POST" });
		await this.#target.check(response, "CreateMultipartUpload");
		const uploadId = xmlText(await response.text(), "UploadId");
		if (!uploadId) throw new Error("S3 CreateMultipartUpload answered no UploadId");
		this.#uploadId = uploadId;
		return uploadId;
	}

	async #sendPart(body: Uint8Array): Promise<void> {
		const uploadId = await this.#start();
		const number = this.#parts.length + 1;
		const slot = { number, etag: "" };
		this.#parts.push(slot);
		const response = await this.#target.client.fetch(
			`${this.#target.url}?partNumber=${number}&uploadId=${encodeURIComponent(uploadId)}`,
			{
				method: "PUT",
				body: body as BodyInit,
				headers: { "Content-Length": String(body.byteLength), "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
			},
		);
		await this.#target.check(response, `UploadPart ${number}`);
		await response.body?.cancel();
		const etag = response.headers.get("etag");
		if (!etag) throw new Error(`S3 UploadPart ${number} answered no ETag`);
		slot.etag = etag;
	}

	async write(chunk: Uint8Array): Promise<void> {
		if (this.#done) throw new Error("write after commit or abort");
		// Copy: the caller may reuse its buffer once we return.
		this.#chunks.push(new Uint8Array(chunk));
		this.#buffered += chunk.byteLength;
		if (this.#buffered < this.#partSize) return;
		await this.#inFlight;
		this.#inFlight = this.#sendPart(this.#take());
		// Surface a failed part at the next write rather than as an unhandled rejection.
		this.#inFlight.catch(() => undefined);
	}

	async writeAll(chunks: readonly Uint8Array[]): Promise<void> {
		// Parts are sent from copies (`write`), so each chunk goes the same way.
		for (const chunk of chunks) await this.write(chunk);
	}

	async commit(): Promise<void> {
		if (this.#done) throw new Error("commit after commit or abort");
		await this.#inFlight;
		if (!this.#uploadId) {
			const body = this.#take();
			const response = await this.#target.client.fetch(this.#target.url, {
				method: "PUT",
				body: body as BodyInit,
				headers: { "Content-Length": String(body.byteLength), "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
			});
			await this.#target.check(response, "PUT");
			await response.body?.cancel();
			this.#done = true;
			return;
		}
		if (this.#buffered > 0) await this.#sendPart(this.#take());
		const xml = `<CompleteMultipartUpload>${this.#parts
			.map((part) => `<Part><PartNumber>${part.number}</PartNumber><ETag>${xmlEscape(part.etag)}</ETag></Part>`)
			.join("")}</CompleteMultipartUpload>`;
		const response = await this.#target.client.fetch(
			`${this.#target.url}?uploadId=${encodeURIComponent(this.#uploadId)}`,
			{ method: "POST", body: xml, headers: { "Content-Type": "application/xml" } },
		);
		await this.#target.check(response, "CompleteMultipartUpload");
		// S3 may answer 200 with an error document when completion fails late.
		const text = await response.text();
		if (/<Error>/.test(text)) throw new Error(`S3 CompleteMultipartUpload failed: ${text.slice(0, 200)}`);
		this.#done = true;
	}

	async abort(): Promise<void> {
		this.#done = true;
		this.#chunks = [];
		this.#buffered = 0;
		await this.#inFlight?.catch(() => undefined);
		if (!this.#uploadId) return;
		const response = await this.#target.client
			.fetch(`${this.#target.url}?uploadId=${encodeURIComponent(this.#uploadId)}`, { method: "DELETE" })
			.catch(() => undefined);
		// Stores without AbortMultipartUpload (s3rver) keep the parts; they stay invisible under the key.
		await response?.body?.cancel();
	}
}
