import { describe, expect, it } from "vitest";
import { checkAccountName } from "../auth/accounts.repository.ts";
import { parseRepoId } from "./repo-ids.ts";

describe("names the site's own pages use", () => {
	it("/collections/{namespace}/{slug} is the collection pages': no account or repository namespace takes it", () => {
		for (const name of ["collections", "Collections"]) {
			expect(() => checkAccountName(name)).toThrow(/reserved/);
			expect(() => parseRepoId(`${name}/x`)).toThrow(/reserved/);
		}
	});
});
