import { AgentHarnesses, Empty, Health, OpenApiDocument, Readiness } from "@atrium/hub-api";
import {
	AccessDecision,
	AccessRequestList,
	AccessRequestState,
	AskAccessAnswer,
	CommitCreated,
	LikeState,
	SpaceApp,
	PreuploadAnswer,
	RepoCreated,
	RepoExists,
	RepoMoved,
	RepoSettings,
	CommitList,
	ModelTagsByType,
	DatasetTagsByType,
	GitRefs,
	Libraries,
	ModelSnippets,
	RepoInfoAnswer,
	RepoList,
	TaskCatalogue,
	TaskEntry,
	TreeListing,
	YamlInvalid,
	YamlValidation,
} from "@atrium/hub-api";

import { accountPaths } from "./openapi-accounts.ts";
import { collectionPaths } from "./openapi-collections.ts";
import { webhookPaths } from "./openapi-webhooks.ts";
import { peoplePaths } from "./openapi-people.ts";
import { storagePaths } from "./openapi-storage.ts";
import { xetTokenPaths } from "./openapi-xet.ts";
import { datasetViewerPaths } from "./openapi-dataset-viewer.ts";
import { discussionPaths } from "./openapi-discussions.ts";
import {
	componentSchemas,
	ERROR_ANSWER,
	FILE,
	FILE_PREFIXED,
	fileOps,
	gitPaths,
	lfsOp,
	LIST_QUERY,
	op,
	query,
	REPO,
} from "./openapi-operations.ts";

/** The OpenAPI 3.1 description of every route the hub mounts (a test keeps it complete). */
export function openApiDocument(serverUrl?: string): Record<string, unknown> {
	return {
		openapi: "3.1.0",
		info: {
			title: "Atrium hub API",
			version: "0.1.0",
			description: "The Hugging Face Hub protocol subset Atrium serves, plus catalogue and snippet routes.",
		},
		...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
		paths: {
			"/api/health": {
				get: op('Liveness: {"status":"ok"} while the process serves requests; `details` for operators', [], {}, Health),
			},
			"/api/health/ready": {
				get: op("Readiness: 200 when the database and the blob store answer, 503 otherwise", [], {}, Readiness, {
					"503": Readiness,
				}),
			},
			"/metrics": {
				get: op("Prometheus metrics, for operators (Authorization: Bearer <ATRIUM_METRICS_TOKEN>)", [], {
					responses: {
						"200": { description: "Prometheus text format", content: { "text/plain": {} } },
						default: ERROR_ANSWER,
					},
				}),
			},
			"/api/openapi.json": { get: op("This document", [], {}, OpenApiDocument) },
			"/api/tasks": { get: op("The task catalogue", [], {}, TaskCatalogue) },
			...accountPaths(),
			...webhookPaths(),
			"/api/tasks/{id}": { get: op("One task", ["id"], {}, TaskEntry) },
			"/api/libraries": { get: op("The library registry", [], {}, Libraries) },
			"/api/agent-harnesses": {
				get: op(
					"The AI agent harnesses Python huggingface_hub detects (by environment variables), built-in and the operator's; anyone may read it",
					[],
					{},
					AgentHarnesses,
				),
			},
			"/api/models-tags-by-type": {
				get: op("The tags the catalogue defines for models, by kind (pipeline_tag, library)", [], {}, ModelTagsByType),
			},
			"/api/datasets-tags-by-type": {
				get: op(
					"Dataset tag families: task_categories and task_ids from the catalogue, the others from public datasets' tags",
					[],
					{},
					DatasetTagsByType,
				),
			},
			...collectionPaths(),
			"/api/{type}": {
				get: op(
					"List models, datasets or spaces",
					["type"],
					{
						parameters: [
							{ name: "type", in: "path", required: true, schema: { enum: ["models", "datasets", "spaces"] } },
							...LIST_QUERY,
						],
					},
					RepoList,
				),
			},
			"/api/{type}/{namespace}/{name}": { get: op("Repository info at the default branch", REPO, {}, RepoInfoAnswer) },
			"/api/{type}/{namespace}/{name}/revision/{rev}": {
				get: op("Repository info at a revision", [...REPO, "rev"], {}, RepoInfoAnswer),
			},
			"/api/{type}/{namespace}/{name}/auth-check": {
				get: op(
					"200 {} when the caller may download the repository; GatedRepo without approval, RepoNotFound when hidden",
					REPO,
					{},
					Empty,
				),
			},
			"/api/{type}/{namespace}/{name}/auth-check/write": {
				get: op(
					"200 {} when the caller may write to the repository; Unauthorized or Forbidden for readers, RepoNotFound when hidden",
					REPO,
					{},
					Empty,
				),
			},
			"/api/{type}/{namespace}/{name}/access-request": {
				get: op(
					"The caller's access to a gated repository: fields to fill in, their request, canDownload",
					REPO,
					{},
					AccessRequestState,
				),
			},
			"/api/{type}/{namespace}/{name}/ask-access": {
				post: op(
					"Ask for access to a gated repository (JSON { fields } or form body; signed in)",
					REPO,
					{},
					AskAccessAnswer,
				),
			},
			"/api/{type}/{namespace}/{name}/user-access-request/{status}": {
				get: op(
					"Access requests with a status: pending, accepted or rejected (owners)",
					[...REPO, "status"],
					{},
					AccessRequestList,
				),
			},
			"/api/{type}/{namespace}/{name}/user-access-request/handle": {
				post: op("Accept or reject a request: { user, status } (owners)", REPO, {}, AccessDecision),
			},
			"/api/{type}/{namespace}/{name}/user-access-request/grant": {
				post: op("Grant access to a user without a request: { user } (owners)", REPO, {}, AccessDecision),
			},
			"/api/{type}/{namespace}/{name}/refs": { get: op("Branches and tags", REPO, {}, GitRefs) },
			"/api/repos/create": {
				post: op(
					"Create a repository: { name, organization, type, private | visibility, sdk (spaces), files }; 409 with { url } when it exists",
					[],
					{},
					RepoCreated,
					{ "409": RepoExists },
				),
			},
			"/api/repos/delete": {
				delete: op("Delete a repository: { name, organization, type }", [], {
					// The public hub's answer, which clients expect: the text OK (docs/reference/uploads-and-commits.md#delete-a-repository).
					responses: {
						"200": { description: "Deleted", content: { "text/plain": { schema: { const: "OK" } } } },
						default: ERROR_ANSWER,
					},
				}),
			},
			"/api/repos/move": {
				post: op("Rename or transfer: { fromRepo, toRepo, type }; the old name redirects (307)", [], {}, RepoMoved),
			},
			"/api/validate-yaml": {
				post: op("Check a README's YAML front matter: { content, repoType }", [], {}, YamlValidation, {
					"400": YamlInvalid,
				}),
			},
			"/api/{type}/{namespace}/{name}/settings": {
				put: op(
					"Change settings: { private | visibility, gated: false | auto | manual, denyForcePush } (admin)",
					REPO,
					{},
					RepoSettings,
				),
			},
			"/api/{type}/{namespace}/{name}/commit/{rev}": {
				post: op(
					"Commit to a branch: NDJSON lines header, file, lfsFile, deletedFile, deletedFolder, copyFile; 412 ParentCommitMismatch",
					[...REPO, "rev"],
					{},
					CommitCreated,
				),
			},
			"/api/{type}/{namespace}/{name}/branch/{branch}": {
				post: op("Create a branch: { startingPoint?, overwrite? }", [...REPO, "branch"], {}, Empty),
				delete: op("Delete a branch (not the default one)", [...REPO, "branch"], {}, Empty),
			},
			"/api/{type}/{namespace}/{name}/tag/{rev}": {
				post: op("Create a tag at {rev}: { tag }", [...REPO, "rev"], {}, Empty),
				delete: op("Delete the tag {rev}", [...REPO, "rev"], {}, Empty),
			},
			"/api/{type}/{namespace}/{name}/like": {
				post: op("Like a repository (signed in)", REPO, {}, LikeState),
				delete: op("Unlike a repository (signed in)", REPO, {}, LikeState),
			},
			"/api/{type}/{namespace}/{name}/commits/{rev}": {
				get: op(
					"Commits, newest first (X-Total-Count, Link); expand[]=formatted adds formatted: {title, message}",
					[...REPO, "rev"],
					{},
					CommitList,
				),
			},
			"/api/{type}/{namespace}/{name}/tree/{rest}": {
				get: op(
					"Directory listing: {rest} is the revision then the path (recursive, expand, cursor)",
					[...REPO, "rest"],
					{},
					TreeListing,
				),
			},
			"/api/{type}/{namespace}/{name}/paths-info/{rev}": {
				post: op(
					"Entries of the given paths (JSON or form body: paths, expand)",
					[...REPO, "rev"],
					{
						requestBody: {
							content: {
								"application/json": {
									schema: {
										type: "object",
										properties: { paths: { type: "array", items: { type: "string" } }, expand: { type: "boolean" } },
									},
								},
								"application/x-www-form-urlencoded": {},
							},
						},
					},
					TreeListing,
				),
			},
			"/api/models/{namespace}/{name}/snippets": {
				get: op(
					"Library and inference snippets of a model",
					["namespace", "name"],
					{
						parameters: [
							...["namespace", "name"].map((name) => ({
								name,
								in: "path",
								required: true,
								schema: { type: "string" },
							})),
							query("provider", "Inference provider"),
						],
					},
					ModelSnippets,
				),
			},
			"/api/spaces/{namespace}/{name}/app": {
				get: op(
					"How a space runs here: a static space's app URL on the spaces origin (a private one's with a token valid until expiresAt)",
					["namespace", "name"],
					{},
					SpaceApp,
				),
			},
			"/api/{type}/{namespace}/{name}/preupload/{rev}": {
				post: op(
					"How each file of a coming commit must be sent (regular or LFS), and what the head already has",
					[...REPO, "rev"],
					{},
					PreuploadAnswer,
				),
			},
			...xetTokenPaths(),
			...peoplePaths(),
			...storagePaths(),
			...datasetViewerPaths(),
			...discussionPaths(),
			...gitPaths("/{namespace}/{name}", ["namespace", "name"]),
			...gitPaths("/{kind}/{namespace}/{name}", ["kind", "namespace", "name"]),
			"/{namespace}/{name}/info/lfs/objects/batch": {
				post: lfsOp("LFS batch API (basic transfer): upload and download links", ["namespace", "name"]),
			},
			"/{prefix}/{namespace}/{name}/info/lfs/objects/batch": {
				post: lfsOp("LFS batch API of a dataset or space ({prefix}: datasets, spaces)", [
					"prefix",
					"namespace",
					"name",
				]),
			},
			"/api/lfs/objects/{token}": {
				put: op("Upload an LFS object through a signed link from the batch API", ["token"], {
					responses: { "200": { description: "Stored" } },
				}),
				...fileOps("Download an LFS object through a signed link from the batch API", ["token"]),
			},
			"/api/lfs/verify/{token}": { post: lfsOp("Confirm an uploaded LFS object (git-lfs verify action)", ["token"]) },
			"/{namespace}/{name}/resolve/{rev}/{path}": fileOps("Model file content", FILE),
			"/{namespace}/{name}/raw/{rev}/{path}": fileOps("Model file git content (LFS pointer for LFS files)", FILE),
			"/{prefix}/{namespace}/{name}/resolve/{rev}/{path}": fileOps(
				"Dataset or space file content ({prefix}: datasets, spaces)",
				FILE_PREFIXED,
			),
			"/{prefix}/{namespace}/{name}/raw/{rev}/{path}": fileOps("Dataset or space file git content", FILE_PREFIXED),
		},
		components: {
			schemas: componentSchemas(),
		},
	};
}

/** The OpenAPI path template of a Hono route path (`:id{re}` and `:id` become `{id}`). */
export function openApiPathOf(honoPath: string): string {
	return honoPath.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, "{$1}");
}
