import { sh } from "./literals.ts";

/**
 * A shell word that is always single-quoted, e.g. `shQuoted("acme/model")` → `'acme/model'`.
 * `sh` leaves safe words bare; quoting them too keeps a snippet's shape the same whatever the value.
 */
export function shQuoted(value: string): string {
	const word = sh(value);
	// A bare word from `sh` holds only safe characters, so wrapping it in quotes is exact.
	return word.startsWith("'") ? word : `'${word}'`;
}
