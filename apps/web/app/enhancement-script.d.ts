/** The URL of a script built by `scripts/enhancement-script-plugin.ts`. */
declare module "*?enhancement-script" {
	const url: string;
	export default url;
}
