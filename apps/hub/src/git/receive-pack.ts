import { ApiError } from "../errors.ts";
import { PackError, readPack, type PackLimits, type UnpackedObject } from "./pack-reader.ts";
import { FLUSH, pkt, PktLineError, PktLineReader, sideBand } from "./pkt-line.ts";

/** The all-zero id: a ref that does not exist (yet, or any more). */
export const ZERO_OID = "0".repeat(40);

/** One command of a push: move `ref` from `oldOid` to `newOid` (zero old: create; zero new: delete). */
export interface RefCommand {
	ref: string;
	oldOid: string;
	newOid: string;
}

/** What receive-pack delegates to the hub: storing objects, then applying the ref commands. */
export interface PushReceiver {
	/** Each object of the pack, in pack order, deltas resolved. May throw a {@link PushRejection}. */
	onObject(object: UnpackedObject): Promise<void>;
	/**
	 * Applies the commands (all or none when `atomic`); returns, per ref, `undefined` when it moved
	 * or the reason it did not (shown by git as `[remote rejected] ... (reason)`).
	 */
	apply(commands: RefCommand[], options: { atomic: boolean }): Promise<Map<string, string | undefined>>;
	/** Lines to show the user (git prints them after `remote:`), e.g. hints about rejections. */
	messages?(): string[];
}

/** A rejection of the whole pack (e.g. an oversized file) with a message for the user. */
export class PushRejection extends Error {
	constructor(message: string) {
		super(message);
		this.name = "PushRejection";
	}
}

const OID = /^[0-9a-f]{40}$/;

function parseCommand(line: string): RefCommand {
	const [oldOid = "", newOid = "", ref = ""] = line.split(" ");
	if (!OID.test(oldOid) || !OID.test(newOid) || !ref.startsWith("refs/"))
		throw new PktLineError(`bad push command ${JSON.stringify(line.slice(0, 120))}`);
	return { ref, oldOid, newOid };
}

/**
 * Serves one receive-pack request (protocol v0; stateless HTTP): the command list (capabilities after
 * NUL on the first), the pack when anything is created or updated, then `report-status` (inside
 * side-band-64k when asked). Pack errors reject every command with the reason.
 */
export async function* serveReceivePack(
	body: AsyncIterable<Uint8Array>,
	receiver: PushReceiver,
	limits: PackLimits,
): AsyncGenerator<Uint8Array> {
	const reader = new PktLineReader(body);
	const commands: RefCommand[] = [];
	let caps: string[] = [];
	try {
		for (;;) {
			const packet = await reader.read();
			if (!packet || packet.type === "flush") break;
			if (packet.type !== "data") throw new PktLineError("unexpected special packet");
			let text = packet.data.toString("utf8").replace(/\n$/, "");
			const nul = text.indexOf("\0");
			if (nul !== -1) {
				caps = text
					.slice(nul + 1)
					.split(" ")
					.filter(Boolean);
				text = text.slice(0, nul);
			}
			if (text.startsWith("shallow ")) continue;
			commands.push(parseCommand(text));
			if (commands.length > 10_000) throw new PktLineError("too many ref updates in one push");
		}
	} catch (error) {
		if (error instanceof PktLineError) {
			yield pkt(`ERR ${error.message}\n`);
			return;
		}
		throw error;
	}
	const useSideBand = caps.includes("side-band-64k");
	const atomic = caps.includes("atomic");

	let unpackError: string | undefined;
	if (commands.some((command) => command.newOid !== ZERO_OID)) {
		try {
			await readPack(reader.rest(), limits, (object) => receiver.onObject(object));
		} catch (error) {
			// A body refused while it streams (over its size, a gzip bomb) is reported like a bad pack.
			if (!(
				error instanceof PackError ||
				error instanceof PushRejection ||
				error instanceof PktLineError ||
				error instanceof ApiError
			))
				throw error;
			unpackError = error.message;
		}
	}
	// Drain whatever the client still sends, so it reads our answer instead of a reset connection.
	try {
		for await (const _ of reader.rest());
	} catch {
		// The body was cut off or over its limit: the report below still goes out.
	}

	const results = unpackError
		? new Map(commands.map((command) => [command.ref, "unpacker error"]))
		: await receiver.apply(commands, { atomic });
	const report: Uint8Array[] = [pkt(unpackError ? `unpack ${unpackError.replace(/\n/g, " ")}\n` : "unpack ok\n")];
	for (const command of commands) {
		const reason = results.get(command.ref);
		report.push(
			pkt(reason === undefined ? `ok ${command.ref}\n` : `ng ${command.ref} ${reason.replace(/\n/g, " ")}\n`),
		);
	}
	report.push(FLUSH);
	const messages = [...(unpackError ? [unpackError] : []), ...(receiver.messages?.() ?? [])];
	if (!useSideBand) {
		yield Buffer.concat(report);
		return;
	}
	// Rejection hints are shown even to `quiet` clients (git asks for quiet whenever stderr is no terminal).
	for (const message of messages) yield* sideBand(2, Buffer.from(`${message}\n`));
	yield* sideBand(1, Buffer.concat(report));
	yield FLUSH;
}
