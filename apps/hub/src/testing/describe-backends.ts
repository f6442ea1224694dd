import { afterAll, beforeAll, describe } from "vitest";
import { createTestHub, type TestHub } from "./create-test-hub.ts";
import { BACKENDS, postgresReachable } from "./test-backends.ts";

const postgres = await postgresReachable();

/**
 * Runs one suite against every database × storage combination (style.md §5.3): a fresh, seeded
 * hub per combination. PostgreSQL combinations are skipped, with a message, when it is unreachable.
 */
export function describeBackends(title: string, body: (hub: () => TestHub) => void): void {
	for (const backend of BACKENDS) {
		const skip = backend.dialect === "postgres" && !postgres;
		describe.skipIf(skip)(`${title} [${backend.name}]`, () => {
			let hub: TestHub | undefined;
			beforeAll(async () => {
				hub = await createTestHub(backend.dialect, backend.storage);
			});
			afterAll(async () => {
				await hub?.close();
			});
			body(() => {
				if (!hub) throw new Error("the test hub did not start");
				return hub;
			});
		});
	}
}
