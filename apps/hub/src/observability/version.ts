import { readFileSync } from "node:fs";

/** The hub's version, from `apps/hub/package.json`. */
export const HUB_VERSION: string = (
	JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;
