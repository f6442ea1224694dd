import { describe, expect, it } from "vitest";
import { checkSpacesOrigin, loopbackSpacesHost, spacesPortOf } from "./spaces-listener.ts";

describe("the spaces origin's listener", () => {
	it("listens where the flag, else the environment, says; next is the hub's port + 1", () => {
		expect(spacesPortOf({}, { workers: 1 }, 8080)).toBeUndefined();
		expect(spacesPortOf({ spacesPort: "next" }, { workers: 1 }, 8080)).toBe(8081);
		expect(spacesPortOf({ spacesPort: "next" }, { workers: 1 }, 0)).toBe(0);
		expect(spacesPortOf({}, { workers: 1, ATRIUM_SPACES_PORT: 9000 }, 8080)).toBe(9000);
		expect(spacesPortOf({ spacesPort: 9100 }, { workers: 1, ATRIUM_SPACES_PORT: 9000 }, 8080)).toBe(9100);
	});

	it("names a second port by the other loopback name, and no other host", () => {
		expect(loopbackSpacesHost("localhost")).toBe("127.0.0.1");
		expect(loopbackSpacesHost("127.0.0.1")).toBe("localhost");
		expect(loopbackSpacesHost("hub.example.org")).toBeUndefined();
	});

	it("refuses a spaces origin on the hub's host name, whatever the port (cookies ignore ports)", () => {
		expect(() => checkSpacesOrigin({ spacesUrl: "http://localhost:8081" }, "localhost")).toThrow(
			/another host than the hub's \(localhost\)/,
		);
		expect(() =>
			checkSpacesOrigin(
				{ publicUrl: "https://hub.example.org", spacesUrl: "https://hub.example.org:8443" },
				"localhost",
			),
		).toThrow(/cookies do not separate ports/);
		expect(() =>
			checkSpacesOrigin(
				{ publicUrl: "https://hub.example.org", spacesUrl: "https://spaces.hub.example.org" },
				"localhost",
			),
		).not.toThrow();
		expect(() => checkSpacesOrigin({ spacesUrl: "http://127.0.0.1:8081" }, "localhost")).not.toThrow();
		expect(() => checkSpacesOrigin({}, "localhost")).not.toThrow();
	});
});
