import type { GitObjectSource, SourceRef } from "./object-source.ts";
import { planFetch, WantError, type FetchRequest } from "./pack-plan.ts";
import { writePack } from "./pack-writer.ts";
import { DELIM, FLUSH, pkt, PktLineError, PktLineReader, sideBand } from "./pkt-line.ts";

/** The agent string the hub announces. */
export const AGENT = "atrium/1";

const ZERO_OID = "0".repeat(40);
const OID = /^[0-9a-f]{40}$/;

/** Thrown for a request git would not send; the message goes back as `ERR`. */
export class ProtocolError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "ProtocolError";
	}
}

function oidArgument(line: string, prefix: string): string {
	const oid = line.slice(prefix.length).split(" ")[0] ?? "";
	if (!OID.test(oid)) throw new ProtocolError(`expected an object id in ${JSON.stringify(line.slice(0, 80))}`);
	return oid;
}

function positiveInteger(text: string, what: string): number {
	const value = Number(text);
	if (!Number.isSafeInteger(value) || value < 0) throw new ProtocolError(`bad ${what} ${JSON.stringify(text)}`);
	return value;
}

/** Refs in advertisement order: HEAD's target first is git's habit only for `HEAD`; the rest by name. */
function sortedRefs(refs: SourceRef[]): SourceRef[] {
	return [...refs].sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
}

/** Streams the pack of a plan inside side-band-64k packets (or raw when the client asked for no side band). */
async function* packResponse(
	plan: Awaited<ReturnType<typeof planFetch>>,
	options: { sideBand: boolean; progress: boolean },
): AsyncGenerator<Uint8Array> {
	if (options.sideBand && options.progress) yield* sideBand(2, Buffer.from(`Counting objects: ${plan.count}, done.\n`));
	try {
		for await (const chunk of writePack(plan.count, plan.objects())) {
			if (options.sideBand) yield* sideBand(1, chunk);
			else yield chunk;
		}
	} catch (error) {
		console.error("[atrium] git pack failed:", error);
		if (options.sideBand) yield* sideBand(3, Buffer.from("the server failed while sending the pack\n"));
		return;
	}
	if (options.sideBand) yield FLUSH;
}

/** The protocol v2 capability advertisement (the answer to `info/refs` with `Git-Protocol: version=2`). */
export function advertiseV2(service: string): Uint8Array[] {
	return [
		pkt(`# service=${service}\n`),
		FLUSH,
		pkt("version 2\n"),
		pkt(`agent=${AGENT}\n`),
		pkt("ls-refs=unborn\n"),
		pkt("fetch=shallow\n"),
		pkt("object-format=sha1\n"),
		FLUSH,
	];
}

/** The protocol v0 ref advertisement of upload-pack or receive-pack, with their capabilities. */
export async function advertiseV0(
	source: GitObjectSource,
	service: "git-upload-pack" | "git-receive-pack",
): Promise<Uint8Array[]> {
	const { head, refs } = await source.refs();
	const headRef = refs.find((ref) => ref.name === head);
	const caps =
		service === "git-upload-pack"
			? [
					"multi_ack_detailed",
					"side-band-64k",
					"ofs-delta",
					"shallow",
					"deepen-since",
					"deepen-relative",
					"no-progress",
					"include-tag",
					...(headRef ? [`symref=HEAD:${head}`] : []),
					"object-format=sha1",
					`agent=${AGENT}`,
				]
			: [
					"report-status",
					"delete-refs",
					"side-band-64k",
					"quiet",
					"atomic",
					"ofs-delta",
					"no-thin",
					"object-format=sha1",
					`agent=${AGENT}`,
				];
	const lines: string[] = [];
	if (service === "git-upload-pack" && headRef) lines.push(`${headRef.oid} HEAD`);
	for (const ref of sortedRefs(refs)) {
		// receive-pack lists every ref, so a push to refs/pr/N sends the ref's current value as its old one.
		if (ref.hidden && service === "git-upload-pack") continue;
		lines.push(`${ref.oid} ${ref.name}`);
		if (service === "git-upload-pack" && ref.peeled) lines.push(`${ref.peeled} ${ref.name}^{}`);
	}
	if (lines.length === 0) lines.push(`${ZERO_OID} capabilities^{}`);
	const out = [pkt(`# service=${service}\n`), FLUSH];
	lines.forEach((line, index) => out.push(pkt(index === 0 ? `${line}\0${caps.join(" ")}\n` : `${line}\n`)));
	out.push(FLUSH);
	return out;
}

/** Errors a client should see as `ERR <message>` rather than as a server failure. */
function clientError(error: unknown): string | undefined {
	if (error instanceof ProtocolError || error instanceof WantError || error instanceof PktLineError)
		return error.message;
	return undefined;
}

/**
 * Serves one protocol v2 command (`ls-refs` or `fetch`) read from `body` (stateless HTTP: one request,
 * one response). Streams the response; errors in the request become an `ERR` packet.
 */
export async function* serveV2(source: GitObjectSource, body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
	const reader = new PktLineReader(body);
	let command: string | undefined;
	const args: string[] = [];
	try {
		let section: "caps" | "args" = "caps";
		for (;;) {
			const line = await reader.readLine();
			if (line === undefined || line === "flush" || line === "end") break;
			if (line === "delim") {
				section = "args";
				continue;
			}
			if (section === "caps") {
				if (line.startsWith("command=")) command = line.slice(8);
			} else args.push(line);
			if (args.length > 100_000) throw new ProtocolError("too many arguments");
		}
		if (command === "ls-refs") {
			yield* await lsRefs(source, args);
			return;
		}
		if (command === "fetch") {
			yield* fetchV2(source, parseFetchArgs(args));
			return;
		}
		throw new ProtocolError(command ? `unknown command ${command}` : "no command given");
	} catch (error) {
		const message = clientError(error);
		if (message === undefined) throw error;
		yield pkt(`ERR ${message}\n`);
	}
}

async function lsRefs(source: GitObjectSource, args: string[]): Promise<Uint8Array[]> {
	const symrefs = args.includes("symrefs");
	const peel = args.includes("peel");
	const unborn = args.includes("unborn");
	const prefixes = args.filter((arg) => arg.startsWith("ref-prefix ")).map((arg) => arg.slice(11));
	const wanted = (name: string): boolean => prefixes.length === 0 || prefixes.some((prefix) => name.startsWith(prefix));
	const { head, refs } = await source.refs();
	const out: Uint8Array[] = [];
	if (wanted("HEAD")) {
		const headRef = refs.find((ref) => ref.name === head);
		if (headRef) out.push(pkt(`${headRef.oid} HEAD${symrefs ? ` symref-target:${head}` : ""}\n`));
		else if (unborn && symrefs) out.push(pkt(`unborn HEAD symref-target:${head}\n`));
	}
	// A hidden ref only for a prefix naming its namespace (refs/pr/…), never for "refs/" or no prefix.
	const hiddenWanted = (name: string): boolean =>
		prefixes.some((prefix) => name.startsWith(prefix) && prefix.startsWith(name.slice(0, name.lastIndexOf("/") + 1)));
	for (const ref of sortedRefs(refs)) {
		if (ref.hidden ? !hiddenWanted(ref.name) : !wanted(ref.name)) continue;
		out.push(pkt(`${ref.oid} ${ref.name}${peel && ref.peeled ? ` peeled:${ref.peeled}` : ""}\n`));
	}
	out.push(FLUSH);
	return out;
}

interface FetchArgs extends Omit<FetchRequest, "common"> {
	haves: string[];
	done: boolean;
	progress: boolean;
	waitForDone: boolean;
}

/** A fetch request that asks for nothing yet, with progress on. */
function emptyFetchArgs(): FetchArgs {
	return {
		wants: [],
		haves: [],
		clientShallow: [],
		done: false,
		progress: true,
		waitForDone: false,
	};
}

function parseFetchArgs(args: string[]): FetchArgs {
	const parsed = emptyFetchArgs();
	for (const arg of args) {
		if (arg.startsWith("want ")) parsed.wants.push(oidArgument(arg, "want "));
		else if (arg.startsWith("have ")) parsed.haves.push(oidArgument(arg, "have "));
		else if (arg.startsWith("shallow ")) parsed.clientShallow.push(oidArgument(arg, "shallow "));
		else if (arg.startsWith("deepen ")) parsed.depth = positiveInteger(arg.slice(7), "depth");
		else if (arg.startsWith("deepen-since ")) parsed.deepenSince = positiveInteger(arg.slice(13), "deepen-since");
		else if (arg === "done") parsed.done = true;
		else if (arg === "no-progress") parsed.progress = false;
		else if (arg === "include-tag") parsed.includeTag = true;
		else if (arg === "wait-for-done") parsed.waitForDone = true;
		else if (arg === "deepen-relative") parsed.deepenRelative = true;
		else if (arg === "thin-pack" || arg === "ofs-delta") continue;
		else if (arg.startsWith("deepen-not ")) throw new ProtocolError("deepen-not (--shallow-exclude) is not supported");
		else throw new ProtocolError(`unsupported fetch argument ${JSON.stringify(arg.slice(0, 80))}`);
	}
	if (parsed.depth === 0) throw new ProtocolError("deepen 0 is not a depth");
	if (parsed.wants.length === 0) throw new ProtocolError("fetch without any want");
	return parsed;
}

/** The haves this repository knows as commits. */
async function commonOf(source: GitObjectSource, haves: string[]): Promise<string[]> {
	const known = new Set<string>();
	for (let i = 0; i < haves.length; i += 500) {
		for (const oid of (await source.commits(haves.slice(i, i + 500))).keys()) known.add(oid);
	}
	return haves.filter((oid) => known.has(oid));
}

async function* fetchV2(source: GitObjectSource, args: FetchArgs): AsyncGenerator<Uint8Array> {
	const common = await commonOf(source, args.haves);
	const plan = await planFetch(source, { ...args, common });
	if (!args.done) {
		yield pkt("acknowledgments\n");
		if (common.length === 0) yield pkt("NAK\n");
		for (const oid of common) yield pkt(`ACK ${oid}\n`);
		if (common.length === 0 || args.waitForDone) {
			yield FLUSH;
			return;
		}
		yield pkt("ready\n");
		yield DELIM;
	}
	if (args.depth !== undefined || args.deepenSince !== undefined || args.clientShallow.length > 0) {
		yield pkt("shallow-info\n");
		for (const oid of plan.shallow) yield pkt(`shallow ${oid}\n`);
		for (const oid of plan.unshallow) yield pkt(`unshallow ${oid}\n`);
		yield DELIM;
	}
	yield pkt("packfile\n");
	yield* packResponse(plan, { sideBand: true, progress: args.progress });
}

/**
 * Serves one stateless protocol v0 upload-pack round: wants (with capabilities on the first), shallow
 * and deepen lines, then haves ending in a flush (another round follows: ACK/NAK only) or in `done`
 * (ACK/NAK, then the pack). Uses multi_ack_detailed as advertised.
 */
export async function* serveUploadPackV0(
	source: GitObjectSource,
	body: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
	const reader = new PktLineReader(body);
	const request = emptyFetchArgs();
	let caps: string[] = [];
	let roundEnded = false;
	try {
		for (;;) {
			const line = await reader.readLine();
			if (line === undefined || line === "flush") break;
			if (line === "delim" || line === "end") throw new ProtocolError("unexpected special packet");
			if (line.startsWith("want ")) {
				request.wants.push(oidArgument(line, "want "));
				if (request.wants.length === 1) caps = line.slice(46).split(" ").filter(Boolean);
			} else if (line.startsWith("shallow ")) request.clientShallow.push(oidArgument(line, "shallow "));
			else if (line.startsWith("deepen ")) request.depth = positiveInteger(line.slice(7), "depth");
			else if (line.startsWith("deepen-since ")) request.deepenSince = positiveInteger(line.slice(13), "deepen-since");
			else if (line.startsWith("deepen-not "))
				throw new ProtocolError("deepen-not (--shallow-exclude) is not supported");
			else if (!line.startsWith("filter "))
				throw new ProtocolError(`unexpected line ${JSON.stringify(line.slice(0, 80))}`);
			else throw new ProtocolError("partial clone filters are not supported");
		}
		if (request.wants.length === 0) {
			yield FLUSH;
			return;
		}
		let sawHaves = false;
		for (;;) {
			const line = await reader.readLine();
			if (line === undefined) break;
			sawHaves = true;
			if (line === "flush") {
				roundEnded = true;
				break;
			}
			if (line === "done") {
				request.done = true;
				break;
			}
			if (typeof line === "string" && line.startsWith("have ")) request.haves.push(oidArgument(line, "have "));
			else throw new ProtocolError(`unexpected line ${JSON.stringify(String(line).slice(0, 80))}`);
		}
		request.includeTag = caps.includes("include-tag");
		if (caps.includes("deepen-relative")) request.deepenRelative = true;
		request.progress = !caps.includes("no-progress");
		const common = await commonOf(source, request.haves);
		const plan = await planFetch(source, { ...request, common });
		if (request.depth !== undefined || request.deepenSince !== undefined) {
			for (const oid of plan.shallow) yield pkt(`shallow ${oid}\n`);
			for (const oid of plan.unshallow) yield pkt(`unshallow ${oid}\n`);
			yield FLUSH;
		}
		if (!sawHaves) return;
		for (const oid of common) yield pkt(`ACK ${oid} common\n`);
		const last = common.at(-1);
		if (roundEnded || !request.done) {
			if (last) yield pkt(`ACK ${last} ready\n`);
			yield pkt("NAK\n");
			return;
		}
		yield pkt(last ? `ACK ${last}\n` : "NAK\n");
		yield* packResponse(plan, { sideBand: caps.includes("side-band-64k"), progress: request.progress });
	} catch (error) {
		const message = clientError(error);
		if (message === undefined) throw error;
		yield pkt(`ERR ${message}\n`);
	}
}
