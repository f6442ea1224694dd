import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The site's URLs, following the conventions of the public hub (architecture.md, "The site").
 * Static segments outrank dynamic ones, so `/tasks/x` never reaches the model page.
 */
export default [
	index("routes/home.tsx"),
	route("theme", "routes/theme.ts"),
	route("models", "routes/repos/list.tsx", { id: "models" }),
	route("datasets", "routes/repos/list.tsx", { id: "datasets" }),
	route("spaces", "routes/repos/list.tsx", { id: "spaces" }),
	route("datasets/:ns/:name", "routes/repos/detail.tsx", { id: "dataset" }),
	route("spaces/:ns/:name", "routes/repos/detail.tsx", { id: "space" }),
	route("datasets/:ns/:name/tree/:rev/*", "routes/repos/tree.tsx", { id: "dataset-tree" }),
	route("spaces/:ns/:name/tree/:rev/*", "routes/repos/tree.tsx", { id: "space-tree" }),
	route("datasets/:ns/:name/blob/:rev/*", "routes/repos/blob.tsx", { id: "dataset-blob" }),
	route("spaces/:ns/:name/blob/:rev/*", "routes/repos/blob.tsx", { id: "space-blob" }),
	route("tasks", "routes/tasks/list.tsx"),
	route("tasks/:task", "routes/tasks/detail.tsx"),
	route("libraries", "routes/libraries/list.tsx"),
	route("libraries/:key", "routes/libraries/detail.tsx"),
	route("docs/*", "routes/docs/page.tsx"),
	route(":ns/:name", "routes/repos/detail.tsx", { id: "model" }),
	route(":ns/:name/tree/:rev/*", "routes/repos/tree.tsx", { id: "model-tree" }),
	route(":ns/:name/blob/:rev/*", "routes/repos/blob.tsx", { id: "model-blob" }),
	route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
