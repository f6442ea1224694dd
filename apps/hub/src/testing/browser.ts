import type { TestHub } from "./create-test-hub.ts";

/** A browser-like client of the API: keeps cookies, repeats the anti-forgery token, has an address. */
export class Browser {
	cookies = new Map<string, string>();
	readonly hub: () => TestHub;
	readonly address: string;
	constructor(hub: () => TestHub, address = "192.0.2.1") {
		this.hub = hub;
		this.address = address;
	}
	async call(method: string, path: string, body?: Record<string, unknown>, options: { csrf?: string | null } = {}) {
		const headers: Record<string, string> = { "x-atrium-client-address": this.address };
		if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
		const csrf = options.csrf === undefined ? this.cookies.get("atrium_csrf") : options.csrf;
		if (csrf) headers["x-csrf-token"] = csrf;
		if (body) headers["content-type"] = "application/json";
		const response = await this.hub().app.request(path, {
			method,
			headers,
			...(body ? { body: JSON.stringify(body) } : {}),
		});
		for (const line of response.headers.getSetCookie()) {
			const [pair = ""] = line.split(";");
			const [name = "", value = ""] = pair.split("=");
			if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
			else this.cookies.set(name, value);
		}
		return response;
	}
}
