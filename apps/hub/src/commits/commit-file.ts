import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import { Readable } from "node:stream";

/** A file to commit: its path in the repository and a way to read its bytes (as often as needed). */
export interface CommitFile {
	path: string;
	size: number;
	/** The whole content as a stream. */
	stream(): ReadableStream<Uint8Array>;
	/** The first `maxBytes` bytes (all of them when omitted). */
	read(maxBytes?: number): Promise<Uint8Array>;
}

/** A file whose content is in memory. */
export function fileFromBytes(path: string, content: Uint8Array | string): CommitFile {
	const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
	return {
		path,
		size: bytes.byteLength,
		stream: () => new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(),
		read: async (maxBytes) => (maxBytes === undefined ? bytes : bytes.subarray(0, maxBytes)),
	};
}

/** A file on local disk, read lazily. */
export async function fileFromDisk(path: string, diskPath: string): Promise<CommitFile> {
	const { size } = await stat(diskPath);
	return {
		path,
		size,
		stream: () => Readable.toWeb(createReadStream(diskPath, { highWaterMark: 1 << 20 })) as ReadableStream<Uint8Array>,
		read: async (maxBytes) => {
			const length = Math.min(size, maxBytes ?? size);
			const handle = await open(diskPath, "r");
			try {
				const buffer = new Uint8Array(length);
				let offset = 0;
				while (offset < length) {
					const { bytesRead } = await handle.read(buffer, offset, length - offset, offset);
					if (bytesRead === 0) break;
					offset += bytesRead;
				}
				return buffer.subarray(0, offset);
			} finally {
				await handle.close();
			}
		},
	};
}
