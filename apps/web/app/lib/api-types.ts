/**
 * The shapes of the hub API responses the site reads, derived from the hub's contract
 * (`@atrium/hub-api`, the zod schemas that also generate the OpenAPI document). Types only.
 */
import type * as Api from "@atrium/hub-api";

/** The kinds of repository the hub hosts. */
export type RepoKind = "model" | "dataset" | "space";

/**
 * A repository as the list and info endpoints return it: every field of any repository type,
 * each optional but the id (lists send a subset; a model has no `sdk`, a space no `pipeline_tag`).
 */
export type RepoInfo = Partial<Api.ModelInfo> & Partial<Api.DatasetInfo> & Partial<Api.SpaceInfo> & { id: string };

/** A list item (`GET /api/{kind}s`): the same record, with the default list fields. */
export type RepoSummary = RepoInfo;

/** One entry of a tree listing (`GET /api/{kind}s/{id}/tree/{rev}/{path}`). */
export type TreeEntry = Api.TreeEntry;

/** One commit of a history (`GET /api/{kind}s/{id}/commits/{rev}`). */
export type CommitSummary = Api.Commit;

/** A "use this model" snippet of a library (or a local app). */
export type Snippet = Api.Snippet;

/** An inference-API snippet for one language and client. */
export type InferenceSnippet = Api.InferenceSnippet;

/** `GET /api/models/{id}/snippets?provider=…`. */
export type SnippetsResponse = Api.ModelSnippets;

/** `POST /api/{kind}s/{id}/preupload/{rev}`: how each file must be sent. */
export type PreuploadAnswer = Api.PreuploadAnswer;

/** `POST /api/{kind}s/{id}/commit/{rev}`: the new commit. */
export type CommitCreated = Api.CommitCreated;

/** `GET /api/whoami-v2`: the caller and their organizations. */
export type WhoAmI = Api.WhoAmI;

/** A role on a namespace (an organization member's; a user's on their own). */
export type NamespaceRole = Api.NamespaceRole;

/** `GET /api/auth/settings`. */
export type AuthSettings = Api.AuthSettings;

/** `POST /api/auth/signin` and `POST /api/auth/signup`. */
export type SignedIn = Api.SignedIn;

/** A user's or organization's public face (`GET /api/accounts/{name}`). */
export type Account = Api.Account;

/** `POST /api/organizations`. */
export type OrganizationCreated = Api.OrganizationCreated;

/** An access token as its owner sees it (`GET /api/settings/tokens`). */
export type AccessToken = Api.AccessToken;

/** `POST /api/settings/tokens`: the new token with its secret, shown once. */
export type NewAccessToken = Api.NewAccessToken;

/** A webhook as its owner sees it (`GET /api/settings/webhooks`). */
export type WebhookInfo = Api.WebhookInfo;

/** One delivery of a webhook's log (`GET /api/settings/webhooks/{id}/deliveries`). */
export type WebhookDelivery = Api.WebhookDelivery;

/** A discussion or pull request as the Community list shows it (`GET /api/{type}s/{id}/discussions`). */
export type DiscussionSummary = Api.DiscussionSummary;

/** One page of a repository's threads. */
export type DiscussionList = Api.DiscussionList;

/** A thread with its events (`GET …/discussions/{num}`). */
export type DiscussionDetails = Api.DiscussionDetails;

/** `POST …/discussions`: the new thread's number. */
export type DiscussionCreated = Api.DiscussionCreated;

/** One event of a thread: a comment, a status or title change, or a commit. */
export type DiscussionEvent = Api.DiscussionEvent;

/** A user as admins see them (`GET /api/admin/users`). */
export type AdminUser = Api.AdminUser;

/** An audit log entry (`GET /api/admin/audit`). */
export type AuditEntry = Api.AuditEntry;

/** `POST /api/admin/invitations`. */
export type Invitation = Api.Invitation;

/** A page of a list endpoint, with the cursor of the next page when there is one. */
export interface RepoPage {
	items: RepoSummary[];
	nextCursor: string | null;
}

/** `GET /api/collections/{namespace}/{slug}`. */
export type Collection = Api.Collection;

/** `GET /api/collections?owner=`: a page of collections. */
export type CollectionList = Api.CollectionList;

/** `GET /api/users/{name}/overview`, `GET /api/organizations/{name}/overview`. */
export type AccountOverview = Api.UserOverview | Api.OrganizationOverview;
