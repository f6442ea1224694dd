/** The part of `lz4js` (no types of its own) the tests use to produce LZ4 frames. */
declare module "lz4js" {
	export function compress(data: Uint8Array, maxSize?: number): Uint8Array;
	export function decompress(data: Uint8Array, maxSize?: number): Uint8Array;
}
