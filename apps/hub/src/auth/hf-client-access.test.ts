import { downloadFile, listFiles, listModels, modelInfo, whoAmI } from "@huggingface/hub";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addTestRepo, addTestUser, type TestUser } from "../testing/accounts.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { setPasswordCost } from "./passwords.ts";
import { listen } from "../testing/listen.ts";

setPasswordCost(10);

describeDialects("the real @huggingface/hub client and access control", (dialect) => {
	let hub: TestHub;
	let server: { url: string; close: () => Promise<void> };
	let hubUrl: string;
	let alice: TestUser;
	let bob: TestUser;
	const weights = new Uint8Array(2048).map((_, index) => index % 251);

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		server = await listen(hub.app);
		hubUrl = server.url;
		hub.config.publicUrl = hubUrl;
		alice = await addTestUser(hub.db, "alice");
		bob = await addTestUser(hub.db, "bob");
		await addTestRepo(hub, {
			type: "model",
			id: "alice/private-model",
			files: { "README.md": "# Private\n", "config.json": '{"model_type":"bert"}', "model.safetensors": weights },
			private: true,
		});
		await addTestRepo(hub, {
			type: "model",
			id: "alice/gated-model",
			files: {
				"README.md": "---\nextra_gated_fields:\n  Company: text\n---\n# Gated\n",
				"config.json": '{"gated":true}',
			},
			gated: "manual",
		});
	});
	afterAll(async () => {
		await server.close();
		await hub.close();
	});

	it("whoAmI answers for a token and fails without a valid one", async () => {
		const me = await whoAmI({ accessToken: alice.read, hubUrl });
		expect(me).toMatchObject({
			type: "user",
			name: "alice",
			auth: { accessToken: { displayName: "read", role: "read" } },
		});
		await expect(whoAmI({ accessToken: "hf_notarealtokennotarealtokennotreal", hubUrl })).rejects.toThrow(/Invalid/);
	});

	it("reads a private repository with the owner's token, and not without it", async () => {
		const repo = { type: "model" as const, name: "alice/private-model" };
		const info = await modelInfo({ name: "alice/private-model", accessToken: alice.read, hubUrl });
		expect(info).toMatchObject({ name: "alice/private-model", private: true });
		const files: string[] = [];
		for await (const file of listFiles({ repo, accessToken: alice.read, hubUrl })) files.push(file.path);
		expect(files.sort()).toEqual([".gitattributes", "README.md", "config.json", "model.safetensors"]);
		const blob = await downloadFile({ repo, path: "model.safetensors", accessToken: alice.read, hubUrl });
		expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(weights);
		const listed: string[] = [];
		for await (const model of listModels({ search: { owner: "alice" }, accessToken: alice.read, hubUrl }))
			listed.push(model.name);
		expect(listed).toContain("alice/private-model");

		for (const accessToken of [undefined, bob.read]) {
			const options = { ...(accessToken ? { accessToken } : {}), hubUrl };
			await expect(modelInfo({ name: "alice/private-model", ...options })).rejects.toThrow();
			await expect(downloadFile({ repo, path: "config.json", ...options })).rejects.toThrow();
			await expect(
				(async () => {
					for await (const file of listFiles({ repo, ...options })) void file;
				})(),
			).rejects.toThrow();
			const others: string[] = [];
			for await (const model of listModels({ search: { owner: "alice" }, ...options })) others.push(model.name);
			expect(others).not.toContain("alice/private-model");
		}
	});

	it("downloads a gated file only after the owner approves the request", async () => {
		const repo = { type: "model" as const, name: "alice/gated-model" };
		// The card and the info stay readable.
		expect(await modelInfo({ name: "alice/gated-model", accessToken: bob.read, hubUrl })).toMatchObject({
			gated: "manual",
		});
		await expect(downloadFile({ repo, path: "config.json", accessToken: bob.read, hubUrl })).rejects.toThrow(
			/restricted/,
		);
		const ask = await fetch(`${hubUrl}/api/models/alice/gated-model/ask-access`, {
			method: "POST",
			headers: { ...bob.auth(), "content-type": "application/json" },
			body: JSON.stringify({ fields: { Company: "Acme" } }),
		});
		expect(await ask.json()).toEqual({ status: "pending" });
		await expect(downloadFile({ repo, path: "config.json", accessToken: bob.read, hubUrl })).rejects.toThrow(
			/restricted/,
		);
		const approve = await fetch(`${hubUrl}/api/models/alice/gated-model/user-access-request/handle`, {
			method: "POST",
			headers: { ...alice.auth(), "content-type": "application/json" },
			body: JSON.stringify({ user: "bob", status: "accepted" }),
		});
		expect(approve.status).toBe(200);
		const blob = await downloadFile({ repo, path: "config.json", accessToken: bob.read, hubUrl });
		expect(await (blob as Blob).text()).toBe('{"gated":true}');
	});
});
