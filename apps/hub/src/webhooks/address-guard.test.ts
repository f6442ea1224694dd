import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver, type TestReceiver } from "../testing/webhook-receiver.ts";
import {
	AddressRefused,
	isGuardedAddress,
	NO_ALLOWED_HOSTS,
	parseAllowedHosts,
	pinnedAddress,
} from "./address-guard.ts";
import { sendWebhook } from "./send-webhook.ts";

const ATTACKS = [
	"127.0.0.1",
	"127.1.2.3",
	"::1",
	"::ffff:127.0.0.1",
	"::ffff:7f00:1",
	"10.0.0.5",
	"172.16.3.4",
	"192.168.1.1",
	"169.254.169.254",
	"100.64.0.1",
	"0.0.0.0",
	"::",
	"fd00::1",
	"fe80::1",
	"224.0.0.1",
	"ff02::1",
	"255.255.255.255",
	"64:ff9b::7f00:1",
];

describe("the webhook address guard", () => {
	it("refuses loopback, private, link-local, CGNAT, unspecified and multicast addresses", () => {
		for (const address of ATTACKS) expect(isGuardedAddress(address), address).toBe(true);
		for (const address of ["93.184.215.14", "8.8.8.8", "2606:4700::1111", "172.32.0.1", "100.128.0.1"])
			expect(isGuardedAddress(address), address).toBe(false);
	});

	it("checks what a name resolves to: a name answering loopback (or one private address among others) is refused", async () => {
		const rebinding = async () => [{ address: "127.0.0.1", family: 4 }];
		await expect(pinnedAddress("hooks.example.org", NO_ALLOWED_HOSTS, rebinding)).rejects.toThrow(AddressRefused);
		const mixed = async () => [
			{ address: "93.184.215.14", family: 4 },
			{ address: "10.1.1.1", family: 4 },
		];
		await expect(pinnedAddress("hooks.example.org", NO_ALLOWED_HOSTS, mixed)).rejects.toThrow(/10\.1\.1\.1/);
		const public_ = async () => [{ address: "93.184.215.14", family: 4 }];
		expect(await pinnedAddress("hooks.example.org", NO_ALLOWED_HOSTS, public_)).toEqual({
			address: "93.184.215.14",
			family: 4,
		});
		for (const literal of ["127.0.0.1", "[::1]", "169.254.169.254"])
			await expect(pinnedAddress(literal, NO_ALLOWED_HOSTS)).rejects.toThrow(/ATRIUM_WEBHOOK_ALLOWED_HOSTS/);
	});

	it("lets the operator allow host names, addresses and CIDR ranges", async () => {
		const allowed = parseAllowedHosts(" hooks.internal , 10.0.0.0/8,::1, [fd00::7]");
		const loopback = async () => [{ address: "127.0.0.1", family: 4 }];
		expect((await pinnedAddress("HOOKS.internal", allowed, loopback)).address).toBe("127.0.0.1");
		await expect(pinnedAddress("other.internal", allowed, loopback)).rejects.toThrow(AddressRefused);
		expect((await pinnedAddress("10.20.30.40", allowed)).address).toBe("10.20.30.40");
		expect((await pinnedAddress("[::1]", allowed)).address).toBe("::1");
		expect((await pinnedAddress("fd00::7", allowed)).address).toBe("fd00::7");
		await expect(pinnedAddress("192.168.0.1", allowed)).rejects.toThrow(AddressRefused);
		for (const bad of ["10.0.0.0/33", "not a host", "1.2.3.4/x", "http://x"])
			expect(() => parseAllowedHosts(bad), bad).toThrow();
	});
});

describe("sending a webhook", () => {
	let receiver: TestReceiver;
	let redirector: ReturnType<typeof createServer>;
	let redirectorUrl = "";
	const options = { timeoutMs: 5000, maxResponseBytes: 1024 };
	beforeAll(async () => {
		receiver = await startReceiver();
		redirector = createServer((_req, res) => {
			res.writeHead(307, { location: receiver.url.replace("127.0.0.1", "127.0.0.2") });
			res.end();
		});
		await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
		redirectorUrl = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/hook`;
	});
	afterAll(async () => {
		await receiver.close();
		await new Promise((resolve) => redirector.close(resolve));
	});

	it("refuses loopback and metadata addresses without the allow-list, before connecting", async () => {
		for (const url of [
			receiver.url,
			receiver.url.replace("127.0.0.1", "[::1]"),
			"http://10.0.0.1/hook",
			"http://169.254.169.254/latest/meta-data/",
		]) {
			const result = await sendWebhook(url, "{}", null, { ...options, allowed: NO_ALLOWED_HOSTS });
			expect(result, url).toMatchObject({ ok: false, status: null });
			expect(result.error).toMatch(/ATRIUM_WEBHOOK_ALLOWED_HOSTS/);
		}
		const named = await sendWebhook(receiver.url.replace("127.0.0.1", "hooks.example.org"), "{}", null, {
			...options,
			allowed: NO_ALLOWED_HOSTS,
			resolve: async () => [{ address: "127.0.0.1", family: 4 }],
		});
		expect(named.error).toMatch(/resolves to 127\.0\.0\.1/);
		expect(receiver.requests).toHaveLength(0);
	});

	it("connects to the address it checked, sending the name as Host", async () => {
		let lookups = 0;
		const result = await sendWebhook(receiver.url.replace("127.0.0.1", "hooks.internal"), '{"a":1}', "k", {
			...options,
			allowed: parseAllowedHosts("127.0.0.1"),
			resolve: async () => {
				lookups++;
				return [{ address: "127.0.0.1", family: 4 }];
			},
		});
		expect(result).toMatchObject({ ok: true, status: 200, error: null });
		expect(lookups).toBe(1);
		const request = receiver.requests.at(-1);
		expect(request?.headers.host).toMatch(/^hooks\.internal:\d+$/);
		expect(request?.headers["x-webhook-secret"]).toBe("k");
		expect(request?.body).toBe('{"a":1}');
	});

	it("does not follow a redirect (to loopback or anywhere)", async () => {
		const before = receiver.requests.length;
		const result = await sendWebhook(redirectorUrl, "{}", null, {
			...options,
			allowed: parseAllowedHosts("127.0.0.1"),
		});
		expect(result).toMatchObject({ ok: false, status: 307 });
		expect(result.error).toMatch(/redirects are not followed/);
		expect(receiver.requests).toHaveLength(before);
	});

	it("stops reading an answer past its size bound", async () => {
		const endless = createServer((_req, res) => {
			res.writeHead(200);
			const chunk = Buffer.alloc(64 * 1024, 120);
			const write = (): void => {
				while (res.write(chunk));
				res.once("drain", write);
			};
			write();
		});
		await new Promise<void>((resolve) => endless.listen(0, "127.0.0.1", resolve));
		const port = (endless.address() as AddressInfo).port;
		const result = await sendWebhook(`http://127.0.0.1:${port}/`, "{}", null, {
			...options,
			allowed: parseAllowedHosts("127.0.0.0/8"),
		});
		endless.closeAllConnections();
		await new Promise((resolve) => endless.close(resolve));
		expect(result).toMatchObject({ ok: true, status: 200, error: null });
	});

	it("bounds the time of an attempt", async () => {
		receiver.hold = true;
		const result = await sendWebhook(receiver.url, "{}", null, {
			timeoutMs: 200,
			maxResponseBytes: 1024,
			allowed: parseAllowedHosts("127.0.0.1"),
		});
		receiver.hold = false;
		expect(result).toMatchObject({ ok: false, status: null });
		expect(result.error).toMatch(/within 200 ms/);
	});
});
