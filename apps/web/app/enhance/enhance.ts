// The one script of a page the framework does not hydrate (see `app/lib/page-script.ts`): it adds
// what the page cannot do alone, then marks the document (`data-enhanced`; tests wait for it).
import { enhanceCopyButtons } from "./copy-buttons.ts";
import { enhanceSwapRegions } from "./swap-regions.ts";

enhanceCopyButtons(document);
enhanceSwapRegions(document, enhanceCopyButtons);
document.documentElement.dataset.enhanced = "true";
