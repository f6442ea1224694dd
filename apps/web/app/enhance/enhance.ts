// The one script of a page the framework does not hydrate (see `app/lib/page-script.ts`): it adds
// what the page cannot do alone, then marks the document as hydration does: `data-enhanced`, and
// `data-shown` naming the location on screen (tests wait for these).
import { enhanceBusyButtons } from "./busy-buttons.ts";
import { enhanceCopyButtons } from "./copy-buttons.ts";
import { enhanceLiveFilters } from "./live-filters.ts";
import { enhanceSwapRegions } from "./swap-regions.ts";
import { enhanceThemeToggle } from "./theme-toggle.ts";
import { enhanceUploadForms } from "./upload-form.ts";
import { enhanceVideoEmbeds } from "./video-embeds.ts";

enhanceCopyButtons(document);
enhanceSwapRegions(document, (region) => {
	enhanceCopyButtons(region);
	markShown();
});
enhanceLiveFilters(document, markShown);
enhanceVideoEmbeds(document);
enhanceThemeToggle(document);
enhanceUploadForms(document);
enhanceBusyButtons(document);
markShown();
document.documentElement.dataset.enhanced = "true";

function markShown(): void {
	document.documentElement.dataset.shown = location.pathname + location.search;
}
