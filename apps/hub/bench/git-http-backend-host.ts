import { spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

/**
 * The reference server of the git clone bench: git's own `git http-backend` run as a CGI program for
 * each request (what Apache or fcgiwrap do), plus the smallest git-lfs server that serves downloads
 * (batch API answering `download` with links to files of `lfsDir`, named by sha256).
 */
export async function startGitHttpBackend(options: {
	projectRoot: string;
	lfsDir: string;
}): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
	const server = createServer((request, response) => {
		void handle(request, response, options).catch((error: unknown) => {
			console.error("[bench] git http-backend host:", error);
			if (!response.headersSent) response.writeHead(500);
			response.end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		server,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

async function handle(
	request: IncomingMessage,
	response: ServerResponse,
	options: { projectRoot: string; lfsDir: string },
): Promise<void> {
	const url = new URL(request.url ?? "/", "http://localhost");
	const batch = /^(\/.+\.git)\/info\/lfs\/objects\/batch$/.exec(url.pathname);
	if (batch && request.method === "POST") {
		const chunks: Buffer[] = [];
		for await (const chunk of request) chunks.push(chunk as Buffer);
		const body = JSON.parse(Buffer.concat(chunks).toString()) as { objects: { oid: string; size: number }[] };
		const base = `http://${request.headers.host}`;
		response.writeHead(200, { "Content-Type": "application/vnd.git-lfs+json" });
		response.end(
			JSON.stringify({
				transfer: "basic",
				objects: body.objects.map(({ oid, size }) => ({
					oid,
					size,
					actions: { download: { href: `${base}/lfs-objects/${oid}` } },
				})),
			}),
		);
		return;
	}
	const object = /^\/lfs-objects\/([0-9a-f]{64})$/.exec(url.pathname);
	if (object?.[1]) {
		const path = join(options.lfsDir, object[1].slice(0, 2), object[1].slice(2, 4), object[1]);
		const { size } = await stat(path);
		response.writeHead(200, { "Content-Type": "application/octet-stream", "Content-Length": size });
		createReadStream(path).pipe(response);
		return;
	}
	// Everything else is git: run git http-backend as a CGI program.
	const child = spawn("git", ["http-backend"], {
		env: {
			PATH: process.env.PATH,
			GIT_PROJECT_ROOT: options.projectRoot,
			GIT_HTTP_EXPORT_ALL: "1",
			REQUEST_METHOD: request.method ?? "GET",
			PATH_INFO: decodeURIComponent(url.pathname),
			QUERY_STRING: url.search.slice(1),
			CONTENT_TYPE: request.headers["content-type"] ?? "",
			...(request.headers["content-length"] ? { CONTENT_LENGTH: request.headers["content-length"] } : {}),
			...(request.headers["content-encoding"] ? { HTTP_CONTENT_ENCODING: request.headers["content-encoding"] } : {}),
			...(request.headers["git-protocol"] ? { GIT_PROTOCOL: String(request.headers["git-protocol"]) } : {}),
			REMOTE_ADDR: "127.0.0.1",
			SERVER_PROTOCOL: "HTTP/1.1",
		},
		stdio: ["pipe", "pipe", "inherit"],
	});
	request.pipe(child.stdin);
	// CGI output: header lines, a blank line, then the body.
	let head = Buffer.alloc(0);
	let headersDone = false;
	child.stdout.on("data", (chunk: Buffer) => {
		if (headersDone) {
			if (!response.write(chunk)) {
				child.stdout.pause();
				response.once("drain", () => child.stdout.resume());
			}
			return;
		}
		head = Buffer.concat([head, chunk]);
		const end = head.indexOf("\r\n\r\n");
		if (end === -1) return;
		headersDone = true;
		let status = 200;
		const headers: Record<string, string> = {};
		for (const line of head.subarray(0, end).toString("latin1").split("\r\n")) {
			const colon = line.indexOf(":");
			const name = line.slice(0, colon).trim();
			const value = line.slice(colon + 1).trim();
			if (name.toLowerCase() === "status") status = Number.parseInt(value, 10);
			else headers[name] = value;
		}
		response.writeHead(status, headers);
		response.write(head.subarray(end + 4));
	});
	await new Promise<void>((resolve) => child.on("close", () => resolve()));
	if (!headersDone) response.writeHead(502);
	response.end();
}
