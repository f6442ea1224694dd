/**
 * The value a table holds under a key taken from a request, or `undefined`. Only the table's own
 * keys count: `__proto__`, `constructor`, `toString` and the like never reach `Object.prototype`.
 * Every lookup of a user-supplied key in a plain object goes through this.
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
	return Object.hasOwn(table, key) ? table[key] : undefined;
}
