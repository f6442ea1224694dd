import type { HubConfig } from "./config.ts";
import type { Db } from "./db/create-db.ts";
import type { DownloadCounter } from "./features/downloads/download-counter.ts";
import type { BlobStorage } from "./storage/blob-storage.ts";

/** The site's request handler (from `@atrium/web/handler`), mounted as the catch-all. */
export interface SiteHandler {
	fetch(request: Request): Promise<Response>;
}

/** What the app is built from. Only `main.ts` (and tests) construct these. */
export interface AppDeps {
	db: Db;
	storage: BlobStorage;
	config: HubConfig;
	/** Download counter; `createApp` makes one (flushing every `config.downloadFlushIntervalMs`) when absent. */
	downloads?: DownloadCounter;
	/** The site, when its build is present. */
	site?: SiteHandler;
}
