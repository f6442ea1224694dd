/**
 * The value a table holds under a key taken from a request, or `undefined`: only the table's own
 * keys count, so `__proto__`, `constructor` or `toString` never reach `Object.prototype`.
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
	return Object.hasOwn(table, key) ? table[key] : undefined;
}
