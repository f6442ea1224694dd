import { timingSafeEqual, createHash } from "node:crypto";
import type { Context } from "hono";

/** Who may read operational details (health details, metrics) on the public port. */
export interface OperatorAccess {
	/** `ATRIUM_METRICS_TOKEN`: a bearer token that opens `/metrics` and health details. */
	metricsToken?: string;
	/** Whether the caller's credentials (token or session) are an administrator's. */
	isAdmin?: (c: Context) => Promise<boolean>;
}

function digest(text: string): Buffer {
	return createHash("sha256").update(text).digest();
}

/** Whether `c` carries the metrics token (`Authorization: Bearer …`, compared in constant time) or an admin's credentials. */
export async function isOperator(c: Context, access: OperatorAccess): Promise<boolean> {
	const token = access.metricsToken;
	const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
	if (token && match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token))) return true;
	return (await access.isAdmin?.(c)) ?? false;
}
