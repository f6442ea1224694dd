import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { HubMetrics } from "../../observability/metrics.ts";
import { addTestUser } from "../../testing/accounts.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { batch, bytesOf, localPath, makeRepo, sha256Of } from "../../testing/lfs-helpers.ts";

let hub: TestHub;
beforeAll(async () => {
	hub = await createTestHub("sqlite", "fs", { seed: false });
});
afterAll(() => hub.close());

const inFlight = async (metrics: HubMetrics) =>
	Number(/^atrium_uploads_in_flight (\d+)$/m.exec(await metrics.text())?.[1]);

it("counts an LFS upload in atrium_uploads_in_flight while its body arrives", async () => {
	await addTestUser(hub.db, "operator", { admin: true });
	const carol = await addTestUser(hub.db, "carol");
	await makeRepo(hub, "carol/weights");
	const metrics = new HubMetrics();
	const app = createApp({ db: hub.db, storage: hub.storage, config: {}, downloads: hub.downloads, metrics });
	const bytes = bytesOf(200_000, 7);
	const answer = await batch(
		app,
		"carol/weights",
		{ operation: "upload", transfers: ["basic"], objects: [{ oid: sha256Of(bytes), size: bytes.byteLength }] },
		carol.auth(),
	);
	const href = answer.objects[0]?.actions?.upload?.href;
	expect(href).toBeDefined();
	let release = (): void => undefined;
	const held = new Promise<void>((resolve) => (release = resolve));
	const body = new ReadableStream<Uint8Array>({
		async start(controller) {
			controller.enqueue(bytes.subarray(0, 100_000));
			await held;
			controller.enqueue(bytes.subarray(100_000));
			controller.close();
		},
	});
	expect(await inFlight(metrics)).toBe(0);
	const response = app.request(localPath(href ?? ""), { method: "PUT", body, duplex: "half" } as RequestInit);
	await expect.poll(() => inFlight(metrics)).toBe(1);
	release();
	expect((await response).status).toBe(200);
	expect(await inFlight(metrics)).toBe(0);
	metrics.close();
});
