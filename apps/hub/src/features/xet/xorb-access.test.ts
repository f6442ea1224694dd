import { beforeAll, expect, it } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import type { BlobStorage } from "../../storage/blob-storage.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";
import { casClient } from "../../testing/xet-cas-client.ts";
import { FILES_TRIED_PER_XORB, xorbUsable } from "./xorb-access.ts";
import { xetUploadOf, type XetUpload } from "./xet-test-helpers.ts";

setPasswordCost(10);

/**
 * Who may build on a stored xorb ({@link xorbUsable}), and the attack on it by timing: a refusal must
 * cost the same work whether the xorb is stored in someone else's private data or nowhere, else the
 * time of a shard or deduplication answer tells whether anyone on the hub holds some bytes.
 */
describeBackends("Xet xorb usability", (getHub) => {
	let hub: TestHub;
	let owner: TestUser;
	let stranger: TestUser;
	let upload: XetUpload;
	const cas = casClient(() => hub);
	beforeAll(async () => {
		hub = getHub();
		await addTestUser(hub.db, "xuadmin");
		owner = await addTestUser(hub.db, "xuowner");
		stranger = await addTestUser(hub.db, "xustranger");
		await addTestRepo(hub, { type: "model", id: "xuowner/secret", files: { "README.md": "# s\n" }, private: true });
		await addTestRepo(hub, { type: "model", id: "xustranger/own", files: { "README.md": "# o\n" } });
		upload = xetUploadOf(pseudoRandom(300_000, 61));
		await cas.upload(owner, "xuowner/secret", upload);
		expect((await cas.commitFile(owner, "xuowner/secret", upload, "w.bin")).status).toBe(200);
	});

	/** A write grant of `user` for the repository `namespace/name`. */
	const grantFor = async (user: TestUser, namespace: string, name: string) => {
		const repo = await hub.db.kysely
			.selectFrom("repos")
			.select("pk")
			.where("namespace", "=", namespace)
			.where("name", "=", name)
			.executeTakeFirstOrThrow();
		return { repoPk: repo.pk, userPk: user.user.pk, direction: "write" as const, payer: "" };
	};

	/** `xorbUsable` for the stranger in their own repository, and how many blobs it looked up. */
	const tryAsStranger = async (hash: string) => {
		const grant = await grantFor(stranger, "xustranger", "own");
		let lookups = 0;
		const storage: BlobStorage = Object.create(hub.storage) as BlobStorage;
		storage.stat = (key: string) => {
			lookups++;
			return hub.storage.stat(key);
		};
		return { usable: await xorbUsable({ db: hub.db, storage }, grant, hash), lookups };
	};

	it("lets the owner build on their xorb, and not a stranger", async () => {
		const grant = await grantFor(owner, "xuowner", "secret");
		expect(await xorbUsable(hub, grant, upload.xorbHash)).toEqual({ chunkCount: upload.chunkHashes.length });
		expect((await tryAsStranger(upload.xorbHash)).usable).toBeUndefined();
	});

	it("refuses a xorb stored in someone's private data with the same work as one stored nowhere", async () => {
		const foreign = await tryAsStranger(upload.xorbHash);
		const nowhere = await tryAsStranger("ab".repeat(32));
		expect(foreign).toEqual({ usable: undefined, lookups: FILES_TRIED_PER_XORB });
		expect(nowhere).toEqual(foreign);
	});
});
