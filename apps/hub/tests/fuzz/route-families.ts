import { ACCOUNT_FAMILIES } from "./account-families.ts";
import { READ_FAMILIES } from "./read-families.ts";
import type { RouteFamily } from "./route-family.ts";
import { WRITE_FAMILIES } from "./write-families.ts";

export type { RouteFamily } from "./route-family.ts";

/** Every route family the fuzzer attacks (one line each in the area's list). */
export const ROUTE_FAMILIES: RouteFamily[] = [...READ_FAMILIES, ...ACCOUNT_FAMILIES, ...WRITE_FAMILIES];
