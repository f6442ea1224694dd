// What the `atrium` launcher (atrium.js) gives the command it runs: Node's flags and the environment.
// Plain JavaScript, like the launcher, so it loads on any Node before the version check.

/**
 * Node's flags for the command on Node `version` (`process.versions.node`), given the environment's
 * NODE_OPTIONS.
 * @param {string} version
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function nodeFlags(version, env) {
	const [major = 0, minor = 0] = version.split(".").map(Number);
	const flags = ["--conditions=atrium-source", "--disable-warning=ExperimentalWarning"];
	// A young generation of at most 2 × 8 MiB per process (V8 lets it grow to 2 × 32 MiB under load
	// here): about 200 MiB less resident memory for a hub with two workers, for 10–15 % fewer requests
	// per second under a mixed load (decision 050). Workers inherit the flag; a size set in NODE_OPTIONS
	// is left to win. `npm start` comes through here too, so this is the one place the size is set.
	if (!/--max-semi-space-size\b/.test(env.NODE_OPTIONS ?? "")) flags.push("--max-semi-space-size=8");
	// The old generation's limit grows to 1.2× what survived each full collection, where V8 picks a
	// factor from 1.1 to 4 by itself: about 200 MiB less at peak for a hub with two workers under the
	// mixed load, with no loss measured there or in the upload (decision 054). Node refuses this flag
	// in NODE_OPTIONS, so ATRIUM_HEAP_GROWING_PERCENT chooses another percentage (0: V8's own factor).
	const growing = env.ATRIUM_HEAP_GROWING_PERCENT ?? "20";
	if (!/^\d{1,4}$/.test(growing))
		throw new RangeError(`ATRIUM_HEAP_GROWING_PERCENT must be a whole number of percent, not "${growing}"`);
	if (growing !== "0") flags.push(`--heap-growing-percent=${Number(growing)}`);
	if (major === 22 && minor < 18) flags.push("--experimental-strip-types");
	return flags;
}

/**
 * The command's environment: `env` with glibc's malloc limited to 2 arenas (decision 054) unless the
 * operator chose a number. glibc otherwise gives threads (libuv's pool, DuckDB, V8's helpers) arenas
 * of their own, up to 8 per core, each keeping freed memory resident. Workers inherit it.
 *
 * With `compileCacheDir`, Node's compile cache is that folder unless the operator set
 * NODE_COMPILE_CACHE (NODE_DISABLE_COMPILE_CACHE turns it off): the hub runs from TypeScript, and a
 * process whose modules all come from the cache never loads the type stripper, whose WebAssembly
 * memory would otherwise stay resident in every process of the hub (decision 057).
 * @param {Record<string, string | undefined>} env
 * @param {string} [compileCacheDir]
 * @returns {Record<string, string | undefined>}
 */
export function commandEnvironment(env, compileCacheDir) {
	const command = { ...env };
	if (command.MALLOC_ARENA_MAX === undefined) command.MALLOC_ARENA_MAX = "2";
	if (compileCacheDir !== undefined && command.NODE_COMPILE_CACHE === undefined)
		command.NODE_COMPILE_CACHE = compileCacheDir;
	return command;
}
