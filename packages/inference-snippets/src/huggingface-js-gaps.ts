/**
 * Pairs of the provider table that `@huggingface/inference` (4.13.30, its provider helpers) routes
 * to a request the provider does not answer: they get no `huggingface.js` snippet, and the other
 * clients still call the provider's own route. Keyed `provider task`, with the reason. Data only.
 */
export const HUGGINGFACE_JS_GAPS: Readonly<Record<string, string>> = {
	"novita text-generation":
		"the client posts text generation ({inputs, model}) to Novita's chat completions endpoint, which takes messages; Novita's text completions endpoint is /v3/openai/completions",
};

/** Whether the `@huggingface/inference` task method of a pair makes a request the provider answers. */
export function huggingfaceJsServes(provider: string, task: string): boolean {
	return !Object.hasOwn(HUGGINGFACE_JS_GAPS, `${provider} ${task}`);
}
