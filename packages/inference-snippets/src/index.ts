/**
 * @atrium/inference-snippets — inference-API snippets from one provider table. Browser-safe: the
 * templates are embedded, nothing is read or fetched at run time, nothing runs at import.
 */
export { inferenceSnippets } from "./inference-snippets.ts";
export type { InferenceSnippet, InferenceSnippetOptions, InferenceInputs } from "./types.ts";
export { CLIENTS } from "./types.ts";
export {
	PROVIDERS,
	PROVIDER_IDS,
	AUTO_PROVIDER,
	DEFAULT_ROUTER_URL,
	DEFAULT_HUB_URL,
	ROUTER_TOKEN_ENV,
	providerOf,
	servesChat,
	servesAsChat,
	taskRoute,
	libraryOnlyReason,
} from "./providers.ts";
export type { Provider, TaskRoute, BodyShape, BodyTemplate, LibraryOnlyReason } from "./provider-types.ts";
export { planRequest, planLibraryOnlyCall, isConversational, callsAsChat, isImageChat, loraUrl } from "./request.ts";
export { pickProvider, providersFor } from "./providers-for.ts";
export type { RequestPlan, LibraryCall, RouteKind, ChatMessage } from "./request.ts";
export { HUGGINGFACE_HUB_ROUTES, huggingfaceHubRequirement } from "./huggingface-hub-routes.ts";
export { bodyJson } from "./body.ts";
export { renderTemplate, renderTemplateSource, hasTemplate, MissingTemplateVariableError } from "./render.ts";
