import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";

/** Where Debian installs nginx. */
const NGINX = ["/usr/sbin/nginx", "nginx"].find((path) => !spawnSync(path, ["-v"]).error);

/**
 * Whether tests that need nginx run: it must be installed, unless `ATRIUM_TEST_SKIP_NGINX=1` skips
 * them (the reason is printed). A missing nginx without that variable fails the suite.
 */
export function nginxAvailable(): boolean {
	if (process.env.ATRIUM_TEST_SKIP_NGINX === "1") {
		console.warn("[hub tests] ATRIUM_TEST_SKIP_NGINX=1: the nginx cases are skipped");
		return false;
	}
	if (!NGINX) throw new Error("nginx is not installed: apt-get install nginx, or set ATRIUM_TEST_SKIP_NGINX=1");
	return true;
}

/** A free loopback TCP port (nginx cannot listen on port 0). */
export async function freePort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const address = server.address();
	await new Promise((resolve) => server.close(resolve));
	return typeof address === "object" && address ? address.port : 0;
}

/**
 * Runs nginx in the foreground as the current user (no master process, so it reads what this
 * user can) with `serverBlock` as its one `server { … }`, listening on `port`. Stop it with `stop`.
 */
export async function startNginx(
	directory: string,
	port: number,
	serverBlock: string,
): Promise<{ stop: () => Promise<void>; url: string }> {
	if (!NGINX) throw new Error("nginx is not installed");
	await mkdir(join(directory, "tmp"), { recursive: true });
	const config = [
		"daemon off;",
		"master_process off;",
		"worker_processes 1;",
		`pid ${directory}/nginx.pid;`,
		`error_log ${directory}/error.log;`,
		"events {}",
		"http {",
		"  access_log off;",
		"  sendfile on;",
		...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${directory}/tmp;`),
		`  server {\n    listen 127.0.0.1:${port};\n${serverBlock}\n  }`,
		"}",
	].join("\n");
	await writeFile(join(directory, "nginx.conf"), config);
	const child: ChildProcess = spawn(NGINX, ["-c", join(directory, "nginx.conf"), "-p", directory], {
		stdio: "ignore",
	});
	const url = `http://127.0.0.1:${port}`;
	// Waits for the port to answer; the bound is generous because a starved CI machine starts nginx slowly.
	const deadline = Date.now() + 60_000;
	for (;;) {
		try {
			await fetch(url, { method: "HEAD" });
			break;
		} catch (error) {
			if (Date.now() > deadline || child.exitCode !== null)
				throw new Error(`nginx did not start on ${port}`, { cause: error });
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
	}
	return {
		url,
		stop: async () => {
			if (child.exitCode !== null) return;
			const exited = new Promise((resolve) => child.once("exit", resolve));
			child.kill("SIGQUIT");
			await exited;
		},
	};
}

/**
 * The nginx `location`s that put nginx in front of a hub at `upstream` with `X-Accel-Redirect`:
 * requests go to the hub; a file answer names `<prefix><key>`, which nginx serves from `root`
 * (the hub's disk storage) with the hub's headers kept. The operator guide shows the same.
 */
export function accelLocations(upstream: string, prefix: string, root: string): string {
	return `    location / {
      proxy_pass ${upstream};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
    location ${prefix} {
      internal;
      alias ${root}/;
      etag off;
      add_header ETag $upstream_http_etag always;
      add_header X-Repo-Commit $upstream_http_x_repo_commit always;
      add_header X-Linked-Etag $upstream_http_x_linked_etag always;
      add_header X-Linked-Size $upstream_http_x_linked_size always;
      add_header X-Request-Id $upstream_http_x_request_id always;
      add_header X-Content-Type-Options nosniff always;
    }`;
}
