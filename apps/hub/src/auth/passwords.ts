import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashes: scrypt (memory-hard) from `node:crypto`, stored as
 * `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` so the cost can rise later without breaking old hashes.
 */
const COST = { log2N: 15, r: 8, p: 1 };

/**
 * Sets the cost of new hashes (log2 of scrypt's N, 10 to 20; default 15, about 32 MiB and tens of ms).
 * Existing hashes keep the cost they were made with. Test suites lower it to run many sign-ins.
 */
export function setPasswordCost(log2N: number): void {
	if (!Number.isInteger(log2N) || log2N < 10 || log2N > 20) throw new Error(`scrypt cost must be 10..20, not ${log2N}`);
	COST.log2N = log2N;
}
const KEY_LENGTH = 32;

/** Upper bounds of a password's length (KDF cost must stay bounded). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

let kdfRuns = 0;
/** How many times the KDF ran in this process (tests check that sign-in runs it exactly once, known user or not). */
export function kdfRunCount(): number {
	return kdfRuns;
}

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
	kdfRuns++;
	const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r + 1024 * 1024 };
	return new Promise((resolve, reject) =>
		scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
	);
}

/** Hashes a password with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(16);
	const key = await derive(password, salt, COST.log2N, COST.r, COST.p);
	return `scrypt$${COST.log2N}$${COST.r}$${COST.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** A well-formed hash no password matches, checked when the account does not exist (same work either way). */
const unusable = (): string =>
	`scrypt$${COST.log2N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(KEY_LENGTH).toString("base64")}`;

/**
 * Whether `password` matches `stored`. With no stored hash (unknown user, SSO-only account) it still
 * runs the KDF once at the same cost and answers false, so timing does not tell whether a name exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
	const usable = typeof stored === "string" && stored.startsWith("scrypt$");
	const [, log2N, r, p, salt, hash] = (usable ? stored : unusable()).split("$");
	const expected = Buffer.from(hash ?? "", "base64");
	const key = await derive(
		password.slice(0, PASSWORD_MAX),
		Buffer.from(salt ?? "", "base64"),
		Number(log2N),
		Number(r),
		Number(p),
	);
	return usable && expected.length === key.length && timingSafeEqual(expected, key);
}
