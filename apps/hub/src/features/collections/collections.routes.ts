import { factory, type AppHono } from "../../app-env.ts";
import type { Collection } from "../../api/index.ts";
import { ApiError } from "../../errors.ts";

/**
 * Collections, read side: the hub cannot make collections yet, so the list is empty and every slug
 * is `CollectionNotFound` (404), which `huggingface_hub.get_collection` reports as an HTTP 404.
 */
export function collectionsRoutes(): AppHono {
	const app = factory.createApp();
	app.get("/api/collections", (c) => c.json([] as Collection[]));
	app.get("/api/collections/:namespace/:slug", (c) => {
		const slug = `${c.req.param("namespace")}/${c.req.param("slug")}`;
		throw new ApiError("CollectionNotFound", `Collection ${slug.slice(0, 200)} not found`);
	});
	return app;
}
