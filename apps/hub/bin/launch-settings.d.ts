// Types of launch-settings.js, for the hub's TypeScript (its test); the launcher itself is JavaScript.
export function nodeFlags(version: string, env: Record<string, string | undefined>): string[];
export function commandEnvironment(
	env: Record<string, string | undefined>,
	compileCacheDir?: string,
): Record<string, string | undefined>;
