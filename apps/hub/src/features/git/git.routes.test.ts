import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fileFromBytes } from "../../commits/commit-file.ts";
import { createCommit } from "../../commits/create-commit.ts";
import { addTestRepo, addTestUser } from "../../testing/accounts.ts";
import { FLUSH, pkt } from "../../git/pkt-line.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { gitCli, type GitCli } from "../../testing/git-cli.ts";
import { listen } from "../../testing/listen.ts";

let git: GitCli;
beforeAll(async () => {
	git = await gitCli();
});

async function scratch(): Promise<string> {
	return mkdtemp(join(tmpdir(), "atrium-clone-"));
}

describeBackends("git over HTTP", (hub) => {
	let server: { url: string; close: () => Promise<void> };
	beforeAll(async () => {
		server = await listen(hub().app);
		for (let i = 1; i <= 3; i++) {
			await createCommit(hub(), {
				type: "model",
				repoId: "atrium/history",
				files: [fileFromBytes("README.md", `# history ${i}\n`), fileFromBytes(`step-${i}.txt`, `${i}\n`)],
				title: `step ${i}`,
			});
		}
	});
	afterAll(async () => {
		await server.close();
	});

	for (const version of ["2", "0"]) {
		it(`clones a model with protocol v${version}, same head as the API, fsck clean`, async () => {
			const dir = join(await scratch(), "repo");
			await git.ok(["-c", `protocol.version=${version}`, "clone", `${server.url}/atrium/tiny-bert-mlm`, dir]);
			await git.ok(["fsck", "--full", "--strict"], { cwd: dir });
			const head = (await git.ok(["rev-parse", "HEAD"], { cwd: dir })).trim();
			const api = (await (await hub().app.request("/api/models/atrium/tiny-bert-mlm")).json()) as { sha: string };
			expect(head).toBe(api.sha);
			const config = await readFile(join(dir, "config.json"), "utf8");
			const served = await (await hub().app.request("/atrium/tiny-bert-mlm/resolve/main/config.json")).text();
			expect(config).toBe(served);
		});

		it(`shallow-clones with --depth 1 over protocol v${version}`, async () => {
			const dir = join(await scratch(), "repo");
			await git.ok([
				"-c",
				`protocol.version=${version}`,
				"clone",
				"--depth",
				"1",
				`${server.url}/atrium/history.git`,
				dir,
			]);
			await git.ok(["fsck"], { cwd: dir });
			expect((await git.ok(["rev-list", "--count", "HEAD"], { cwd: dir })).trim()).toBe("1");
			expect(await readFile(join(dir, ".git", "shallow"), "utf8")).toMatch(/^[0-9a-f]{40}\n$/);

			// Deepen by one commit, then fetch the whole history.
			await git.ok(["-c", `protocol.version=${version}`, "fetch", "-q", "--deepen", "1"], { cwd: dir });
			expect((await git.ok(["rev-list", "--count", "HEAD"], { cwd: dir })).trim()).toBe("2");
			await git.ok(["-c", `protocol.version=${version}`, "fetch", "-q", "--unshallow"], { cwd: dir });
			const history = (await (await hub().app.request("/api/models/atrium/history/commits/main")).json()) as unknown[];
			expect((await git.ok(["rev-list", "--count", "HEAD"], { cwd: dir })).trim()).toBe(String(history.length));
			await expect(readFile(join(dir, ".git", "shallow"))).rejects.toThrow();
			await git.ok(["fsck", "--full"], { cwd: dir });
		});

		it(`fetches new commits over protocol v${version}, negotiating with haves`, async () => {
			const dir = join(await scratch(), "repo");
			await git.ok(["-c", `protocol.version=${version}`, "clone", `${server.url}/atrium/history`, dir]);
			const made = await createCommit(hub(), {
				type: "model",
				repoId: "atrium/history",
				files: [fileFromBytes("README.md", `# history, fetched over v${version}\n`)],
				title: `fetch over v${version}`,
			});
			await git.ok(["-c", `protocol.version=${version}`, "pull", "-q", "--ff-only"], { cwd: dir });
			expect((await git.ok(["rev-parse", "HEAD"], { cwd: dir })).trim()).toBe(made.commitId);
			expect(await readFile(join(dir, "README.md"), "utf8")).toBe(`# history, fetched over v${version}\n`);
			await git.ok(["fsck", "--full", "--strict"], { cwd: dir });
		});
	}

	it("shallow-clones by date (--shallow-since)", async () => {
		for (const year of [2020, 2021, 2022, 2023]) {
			await createCommit(hub(), {
				type: "model",
				repoId: "atrium/dated",
				files: [fileFromBytes("year.txt", `${year}\n`)],
				title: `year ${year}`,
				timeMs: Date.UTC(year, 0, 1),
			});
		}
		const dir = join(await scratch(), "repo");
		await git.ok(["clone", "--shallow-since=2021-06-01", `${server.url}/atrium/dated`, dir]);
		const titles = (await git.ok(["log", "--format=%s"], { cwd: dir })).trim().split("\n");
		expect(titles).toEqual(["year 2023", "year 2022"]);
		await git.ok(["fsck"], { cwd: dir });
	});

	for (const [kind, id, api] of [
		["dataset", "datasets/atrium/tiny-reviews", "/api/datasets/atrium/tiny-reviews"],
		["space", "spaces/atrium/tiny-demo", "/api/spaces/atrium/tiny-demo"],
	] as const) {
		it(`clones a ${kind}`, async () => {
			const dir = join(await scratch(), "repo");
			await git.ok(["clone", `${server.url}/${id}`, dir]);
			await git.ok(["fsck", "--full", "--strict"], { cwd: dir });
			const head = (await git.ok(["rev-parse", "HEAD"], { cwd: dir })).trim();
			expect(head).toBe(((await (await hub().app.request(api)).json()) as { sha: string }).sha);
		});
	}

	it("asks for credentials on a private repository, clones it with a token as password, hides it from others", async () => {
		const alice = await addTestUser(hub().db, "alice-git");
		const bob = await addTestUser(hub().db, "bob-git");
		await addTestRepo(hub(), {
			type: "model",
			id: "alice-git/secret",
			files: { "weights.txt": "secret\n" },
			private: true,
		});
		const url = (auth: string) => `${server.url.replace("http://", `http://${auth}@`)}/alice-git/secret`;

		const anonymous = await git.run(["clone", `${server.url}/alice-git/secret`, join(await scratch(), "a")]);
		expect(anonymous.code).not.toBe(0);
		expect(anonymous.stderr).toMatch(/could not read Username|Authentication failed/);
		const response = await fetch(`${server.url}/alice-git/secret/info/refs?service=git-upload-pack`);
		expect(response.status).toBe(401);
		expect(response.headers.get("www-authenticate")).toMatch(/^Basic/);

		const dir = join(await scratch(), "b");
		await git.ok(["clone", url(`anyone:${alice.read}`), dir]);
		expect(await readFile(join(dir, "weights.txt"), "utf8")).toBe("secret\n");
		await git.ok(["fsck"], { cwd: dir });
		// A bearer header works too.
		await git.ok([
			"-c",
			`http.extraHeader=Authorization: Bearer ${alice.read}`,
			"ls-remote",
			`${server.url}/alice-git/secret`,
		]);

		const other = await git.run(["clone", url(`bob:${bob.read}`), join(await scratch(), "c")]);
		expect(other.code).not.toBe(0);
		expect(other.stderr).toMatch(/not found/);
		const missing = await git.run([
			"clone",
			url(`bob:${bob.read}`).replace("secret", "nothing-here"),
			join(await scratch(), "d"),
		]);
		const afterFirstLine = (text: string): string => text.split("\n").slice(1).join("\n");
		expect(afterFirstLine(missing.stderr).replace(/nothing-here/g, "secret")).toBe(afterFirstLine(other.stderr));

		const wrong = await git.run(["clone", url("bob:hf_not_a_token"), join(await scratch(), "e")]);
		expect(wrong.code).not.toBe(0);
		expect(wrong.stderr).toMatch(/Authentication failed/);
	});

	it("reads gzip-compressed upload-pack requests, as git sends when it has many haves", async () => {
		const api = (await (await hub().app.request("/api/models/atrium/tiny-gpt")).json()) as { sha: string };
		const body = Buffer.concat([
			Buffer.from(pkt(`want ${api.sha} side-band-64k ofs-delta\n`)),
			Buffer.from(FLUSH),
			Buffer.from(pkt("done\n")),
		]);
		const response = await fetch(`${server.url}/atrium/tiny-gpt/git-upload-pack`, {
			method: "POST",
			headers: { "Content-Type": "application/x-git-upload-pack-request", "Content-Encoding": "gzip" },
			body: gzipSync(body),
		});
		expect(response.status).toBe(200);
		const answer = Buffer.from(await response.arrayBuffer());
		expect(answer.subarray(0, 8).toString()).toBe("0008NAK\n");
		expect(answer.includes(Buffer.from("PACK"))).toBe(true);

		const garbled = await fetch(`${server.url}/atrium/tiny-gpt/git-upload-pack`, {
			method: "POST",
			headers: { "Content-Encoding": "gzip" },
			body: Buffer.from("not gzip at all"),
		});
		expect(garbled.status).toBe(400);
	});

	it("answers 404 for a missing repository, without touching site routes", async () => {
		const result = await git.run(["ls-remote", `${server.url}/atrium/does-not-exist`]);
		expect(result.code).not.toBe(0);
		const response = await hub().app.request("/atrium/tiny-gpt/info/refs");
		expect(response.status).toBe(400);
	});

	it("answers /api/…/info/refs with the API's JSON error, not git's text ('api' is never a repository)", async () => {
		const response = await hub().app.request("/api/x/info/refs?service=git-upload-pack");
		expect(response.status).toBe(404);
		expect(response.headers.get("x-error-code")).toBe("NotFound");
		expect(await response.json()).toMatchObject({ code: "NotFound" });
	});
});
