import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Where webhooks may not be delivered (SSRF, decision 031): loopback, link-local, private (RFC 1918,
 * ULA, CGNAT), unspecified, multicast and other reserved addresses. The check is made on the
 * addresses the host name resolves to, and the connection then goes to the address that was checked
 * (no second lookup a rebinding DNS server could answer differently). The operator lets some through
 * with `ATRIUM_WEBHOOK_ALLOWED_HOSTS`: host names (exact, any case), addresses or CIDR ranges.
 */

const BLOCKED = new BlockList();
for (const [network, prefix] of [
	["0.0.0.0", 8], // "this network", unspecified
	["10.0.0.0", 8], // RFC 1918
	["100.64.0.0", 10], // CGNAT (RFC 6598)
	["127.0.0.0", 8], // loopback
	["169.254.0.0", 16], // link-local (cloud metadata services)
	["172.16.0.0", 12], // RFC 1918
	["192.0.0.0", 24], // IETF protocol assignments
	["192.0.2.0", 24], // documentation
	["192.168.0.0", 16], // RFC 1918
	["198.18.0.0", 15], // benchmarking
	["198.51.100.0", 24], // documentation
	["203.0.113.0", 24], // documentation
	["224.0.0.0", 4], // multicast
	["240.0.0.0", 4], // reserved, broadcast
] as const)
	BLOCKED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
	["::", 128], // unspecified
	["::1", 128], // loopback
	["64:ff9b::", 96], // NAT64: reaches IPv4 addresses, private ones included
	["100::", 64], // discard
	["2001:db8::", 32], // documentation
	["fc00::", 7], // unique local (ULA)
	["fe80::", 10], // link-local
	["fec0::", 10], // old site-local
	["ff00::", 8], // multicast
] as const)
	BLOCKED.addSubnet(network, prefix, "ipv6");

/** The operator's exceptions, parsed from `ATRIUM_WEBHOOK_ALLOWED_HOSTS`. */
export interface AllowedHosts {
	names: Set<string>;
	addresses: BlockList;
}

/** An empty allow-list: every guarded address is refused. */
export const NO_ALLOWED_HOSTS: AllowedHosts = { names: new Set(), addresses: new BlockList() };

/**
 * Parses `ATRIUM_WEBHOOK_ALLOWED_HOSTS`: comma-separated host names, IPv4/IPv6 addresses and CIDR
 * ranges. Throws an `Error` naming the first entry it cannot read.
 */
export function parseAllowedHosts(value: string | undefined): AllowedHosts {
	const allowed: AllowedHosts = { names: new Set(), addresses: new BlockList() };
	for (const raw of (value ?? "").split(",")) {
		const entry = raw.trim().replace(/^\[(.*)\]$/, "$1");
		if (entry === "") continue;
		const slash = entry.indexOf("/");
		if (slash !== -1) {
			const network = entry.slice(0, slash);
			const prefix = Number(entry.slice(slash + 1));
			const family = isIP(network);
			if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
				throw new Error(`not a CIDR range: ${entry}`);
			allowed.addresses.addSubnet(network, prefix, family === 4 ? "ipv4" : "ipv6");
		} else if (isIP(entry) !== 0) {
			allowed.addresses.addAddress(entry, isIP(entry) === 4 ? "ipv4" : "ipv6");
		} else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i.test(entry)) {
			allowed.names.add(entry.toLowerCase().replace(/\.$/, ""));
		} else {
			throw new Error(`not a host name, address or CIDR range: ${entry}`);
		}
	}
	return allowed;
}

/** An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) as the IPv4 address it is; others unchanged. */
function unmapped(address: string): { address: string; family: 4 | 6 } {
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
	if (mapped?.[1]) return { address: mapped[1], family: 4 };
	const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
	if (hexMapped?.[1] && hexMapped[2]) {
		const high = parseInt(hexMapped[1], 16);
		const low = parseInt(hexMapped[2], 16);
		return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 4 };
	}
	return { address, family: isIP(address) === 4 ? 4 : 6 };
}

/** Whether an address is one webhooks may not reach unless allowed. */
export function isGuardedAddress(address: string): boolean {
	const { address: plain, family } = unmapped(address);
	return BLOCKED.check(plain, family === 4 ? "ipv4" : "ipv6");
}

function isAllowedAddress(address: string, allowed: AllowedHosts): boolean {
	const { address: plain, family } = unmapped(address);
	return allowed.addresses.check(plain, family === 4 ? "ipv4" : "ipv6") || allowed.addresses.check(address);
}

/** A refused destination: the message says which address and how the operator would allow it. */
export class AddressRefused extends Error {}

/** Resolves host names; tests pass their own to play a DNS server that answers with loopback. */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address to connect to for `host` (a name or an address literal): every address the name
 * resolves to must be allowed (a name answering one public and one private address is refused), and
 * the first is returned for the connection. Throws {@link AddressRefused}.
 */
export async function pinnedAddress(
	host: string,
	allowed: AllowedHosts,
	resolve: Resolver = systemResolver,
): Promise<{ address: string; family: 4 | 6 }> {
	const bare = host.replace(/^\[(.*)\]$/, "$1");
	const nameAllowed = isIP(bare) === 0 && allowed.names.has(bare.toLowerCase().replace(/\.$/, ""));
	const addresses = isIP(bare) !== 0 ? [{ address: bare, family: isIP(bare) }] : await resolve(bare);
	if (addresses.length === 0) throw new AddressRefused(`${host} does not resolve to any address`);
	for (const { address } of addresses) {
		if (nameAllowed || !isGuardedAddress(address) || isAllowedAddress(address, allowed)) continue;
		throw new AddressRefused(
			`${host} resolves to ${address}, a loopback, private, link-local or reserved address: webhooks are not ` +
				"delivered there unless the operator lists it in ATRIUM_WEBHOOK_ALLOWED_HOSTS",
		);
	}
	const first = addresses[0] as { address: string; family: number };
	return { address: first.address, family: first.family === 4 ? 4 : 6 };
}
