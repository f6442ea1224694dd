import { describe, expect, it } from "vitest";
import { commandEnvironment, nodeFlags } from "./launch-settings.js";

describe("the launcher's settings", () => {
	it("holds glibc's malloc to 2 arenas unless the operator chose a number", () => {
		expect(commandEnvironment({ PATH: "/bin" })).toEqual({ PATH: "/bin", MALLOC_ARENA_MAX: "2" });
		expect(commandEnvironment({ MALLOC_ARENA_MAX: "8" }).MALLOC_ARENA_MAX).toBe("8");
		expect(commandEnvironment({ MALLOC_ARENA_MAX: "" }).MALLOC_ARENA_MAX).toBe("");
	});

	it("gives Node a compile cache unless the operator set NODE_COMPILE_CACHE (decision 057)", () => {
		expect(commandEnvironment({ PATH: "/bin" }, "/tmp/cache")).toEqual({
			PATH: "/bin",
			MALLOC_ARENA_MAX: "2",
			NODE_COMPILE_CACHE: "/tmp/cache",
		});
		expect(commandEnvironment({ NODE_COMPILE_CACHE: "/srv/cache" }, "/tmp/cache").NODE_COMPILE_CACHE).toBe(
			"/srv/cache",
		);
		expect(commandEnvironment({ NODE_COMPILE_CACHE: "" }, "/tmp/cache").NODE_COMPILE_CACHE).toBe("");
		expect(commandEnvironment({ PATH: "/bin" })).not.toHaveProperty("NODE_COMPILE_CACHE");
	});

	it("leaves the environment it is given as it was", () => {
		const env = { PATH: "/bin" };
		commandEnvironment(env);
		expect(env).toEqual({ PATH: "/bin" });
	});

	it("sets an 8 MiB young generation unless NODE_OPTIONS sets one (decision 050)", () => {
		expect(nodeFlags("24.21.0", {})).toContain("--max-semi-space-size=8");
		expect(nodeFlags("24.21.0", { NODE_OPTIONS: "--max-semi-space-size=32" }).join(" ")).not.toMatch(
			/max-semi-space-size/,
		);
	});

	it("grows the old generation by 20 % unless ATRIUM_HEAP_GROWING_PERCENT says otherwise (decision 054)", () => {
		expect(nodeFlags("24.21.0", {})).toContain("--heap-growing-percent=20");
		expect(nodeFlags("24.21.0", { ATRIUM_HEAP_GROWING_PERCENT: "50" })).toContain("--heap-growing-percent=50");
		expect(nodeFlags("24.21.0", { ATRIUM_HEAP_GROWING_PERCENT: "0" }).join(" ")).not.toMatch(/heap-growing/);
		expect(() => nodeFlags("24.21.0", { ATRIUM_HEAP_GROWING_PERCENT: "lots" })).toThrow(/whole number/);
	});

	it("strips types by flag only on Node 22.13–22.17", () => {
		expect(nodeFlags("22.13.0", {})).toContain("--experimental-strip-types");
		expect(nodeFlags("22.18.0", {})).not.toContain("--experimental-strip-types");
		expect(nodeFlags("24.21.0", {})).not.toContain("--experimental-strip-types");
	});
});
