import type { BlobStorage } from "./blob-storage.ts";
import { FsBlobStorage } from "./fs-blob-storage.ts";
import { S3BlobStorage } from "./s3-blob-storage.ts";

/** What {@link createStorage} needs: a storage URL and, for S3, where and who. */
export interface StorageOptions {
	/** `s3://bucket/prefix`, or absent for local disk. */
	url?: string;
	/** Directory for local-disk storage. */
	dataDir: string;
	s3?: { endpoint?: string; accessKeyId?: string; secretAccessKey?: string; region?: string };
}

/** Local disk under `dataDir/files` by default; an S3-compatible bucket for `s3://` URLs. */
export async function createStorage(options: StorageOptions): Promise<BlobStorage> {
	if (options.url?.startsWith("s3://")) {
		const rest = options.url.slice("s3://".length);
		const slash = rest.indexOf("/");
		const bucket = slash === -1 ? rest : rest.slice(0, slash);
		const prefix = slash === -1 ? "" : rest.slice(slash + 1).replace(/^\/+|\/+$/g, "");
		const s3 = options.s3 ?? {};
		if (!bucket) throw new Error("ATRIUM_STORAGE=s3://… needs a bucket name");
		const storage = new S3BlobStorage({
			bucket,
			prefix,
			endpoint: s3.endpoint ?? `https://s3.${s3.region ?? "us-east-1"}.amazonaws.com`,
			accessKeyId: s3.accessKeyId ?? "",
			secretAccessKey: s3.secretAccessKey ?? "",
			region: s3.region ?? "us-east-1",
		});
		await storage.ensureBucket();
		return storage;
	}
	if (options.url && !options.url.startsWith("file://")) {
		throw new Error(`unsupported ATRIUM_STORAGE ${options.url}: use s3://bucket/prefix or leave it unset`);
	}
	const root = options.url ? new URL(options.url).pathname : `${options.dataDir}/files`;
	return new FsBlobStorage(root);
}
