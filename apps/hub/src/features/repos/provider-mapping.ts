import { callsAsChat, providersFor, servesChat } from "@atrium/inference-snippets";
import type { ModelRecord } from "@atrium/tasks";
import type { ModelInfo, ProviderMappingEntry } from "@atrium/hub-api";

/**
 * `expand[]=inferenceProviderMapping` of model info: the providers the provider table says serve the
 * model (chat for `conversational` models and where the provider serves the task as chat, else its
 * pipeline task: what the clients' own checks of the mapping expect for the call a snippet makes), keyed by provider id as
 * `huggingface_hub`'s `ModelInfo` and `@huggingface/inference` read it. The hub keeps no per-provider
 * model ids, so `providerId` is the model's own id; `auto` is a routing policy, not a provider.
 */
export function providerMappingOf(model: ModelInfo): Record<string, ProviderMappingEntry> {
	const record = model as unknown as ModelRecord;
	const mapping: Record<string, ProviderMappingEntry> = {};
	for (const provider of providersFor(record)) {
		if (provider === "auto") continue;
		const chat = callsAsChat(record, provider) && servesChat(provider);
		const task = chat ? "conversational" : model.pipeline_tag;
		if (task) mapping[provider] = { status: "live", providerId: model.id, task };
	}
	return mapping;
}
