import { open, type FileHandle } from "node:fs/promises";

/** Size of each read: large reads keep the syscall count low, and memory stays a few chunks. */
const READ_SIZE = 1 << 20;

/**
 * A web stream of bytes `start..end` (inclusive) of a local file, pulled with 1 MiB positional reads:
 * constant memory and several times faster than wrapping a Node stream with `Readable.toWeb`. `file`
 * is an open handle (the stream owns it from now on) or a path opened on the first read, so an unread
 * stream of a path holds no descriptor. The handle is closed at the end, on cancel, and when the file
 * ends before `end` (the stream then errors with "<name> ended early").
 */
export function fileRangeStream(
	file: FileHandle | string,
	start: number,
	end: number,
	options: { name: string; highWaterMark: number },
): ReadableStream<Uint8Array> {
	let handle = typeof file === "string" ? undefined : file;
	let position = start;
	return new ReadableStream<Uint8Array>(
		{
			async pull(controller) {
				handle ??= await open(file as string, "r");
				const length = Math.min(READ_SIZE, end + 1 - position);
				if (length <= 0) {
					await handle.close();
					controller.close();
					return;
				}
				const buffer = Buffer.allocUnsafe(length);
				const { bytesRead } = await handle.read(buffer, 0, length, position);
				if (bytesRead === 0) {
					await handle.close();
					controller.error(new Error(`${options.name} ended early`));
					return;
				}
				position += bytesRead;
				controller.enqueue(buffer.subarray(0, bytesRead));
			},
			async cancel() {
				await handle?.close();
			},
		},
		{ highWaterMark: options.highWaterMark },
	);
}
