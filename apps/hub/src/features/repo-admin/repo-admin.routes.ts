import { factory, type AppHono } from "../../app-env.ts";
import type { RepoCreated, RepoMoved, RepoSettings } from "@atrium/hub-api";
import { denyForcePush, setDenyForcePush } from "../git/git-settings.repository.ts";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, canWriteNamespace, requireWriter, loadRepoFor } from "../../auth/access.ts";
import { recordAuditFor } from "../../auth/audit.ts";
import { ensureNamespaceOwner } from "../../auth/namespace-claims.ts";
import type { CommitOperation } from "../../commits/commit-operations.ts";
import { createRepo } from "../../commits/create-repo.ts";
import { findRepo } from "../../repos/repos.repository.ts";
import { searchTextOf } from "../../commits/repo-summary.ts";
import { resolveCommit } from "../../repos/resolve-commit.ts";
import { REPO_TYPES, type RepoRow, type RepoType } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { jsonBody, privacyOf, repoExistsAnswer } from "./repo-body.ts";
import { LIMITS } from "../../http/limits.ts";
import { publicOrigin } from "../../http/public-url.ts";
import type { RepoMetadata } from "../../metadata/extract-metadata.ts";
import { parseRepoId } from "../../repo-ids/repo-ids.ts";
import { repoUrl } from "../commits/commit.routes.ts";
import { gatingOf } from "../repos/repos.mapper.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import { recordWebhookEvent } from "../../webhooks/outbox.ts";

const TYPES = "{(?:models|datasets|spaces)}";
/** Space SDKs the create API accepts (docs/reference/uploads-and-commits.md#create-a-repository). */
export const SPACE_SDKS = ["gradio", "streamlit", "docker", "static"] as const;

function repoTypeOf(value: unknown): RepoType {
	if (value === undefined || value === null) return "model";
	if (typeof value === "string" && (REPO_TYPES as readonly string[]).includes(value)) return value as RepoType;
	throw new ApiError("BadRequest", `Unknown repository type ${JSON.stringify(value)}: use model, dataset or space`);
}

/** `namespace/name` from `{name, organization}` (organization null or absent: the caller's own namespace). */
function idOf(body: Record<string, unknown>, user: string): string {
	if (typeof body.name !== "string") throw new ApiError("BadRequest", "The body needs the repository's name");
	const namespace = typeof body.organization === "string" && body.organization ? body.organization : user;
	const id = body.name.includes("/") ? body.name : `${namespace}/${body.name}`;
	parseRepoId(id);
	return id;
}

/**
 * Repository lifecycle (docs/reference/uploads-and-commits.md#create-a-repository to #settings): `POST /api/repos/create`, `DELETE /api/repos/delete`,
 * `PUT /api/{type}s/{id}/settings`, `POST /api/repos/move`.
 */
export function repoAdminRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	app.post("/api/repos/create", async (c) => {
		const user = requireWriter(c, "create repositories");
		const body = await jsonBody(c, LIMITS.commitBodyBytes);
		const type = repoTypeOf(body.type);
		const id = idOf(body, user.name);
		const namespace = id.slice(0, id.indexOf("/"));
		if (!(await canWriteNamespace(c, deps, namespace)))
			throw new ApiError("Forbidden", `You cannot create repositories in ${namespace}`);
		const origin = publicOrigin(c, deps.config);
		// The id in any letter case is the same repository: the answer names it as it is spelled.
		const existing = await findRepo(db, type, id);
		if (existing) return repoExistsAnswer(c, origin, existing);
		let sdk: string | undefined;
		if (type === "space") {
			if (typeof body.sdk !== "string" || !(SPACE_SDKS as readonly string[]).includes(body.sdk))
				throw new ApiError("BadRequest", `A space needs an sdk: one of ${SPACE_SDKS.join(", ")}`);
			sdk = body.sdk;
		}
		let initial: Parameters<typeof createRepo>[1]["initial"];
		if (Array.isArray(body.files) && body.files.length > 0) {
			const operations: CommitOperation[] = [];
			for (const file of body.files as unknown[]) {
				const item = (typeof file === "object" && file !== null ? file : {}) as Record<string, unknown>;
				if (typeof item.path !== "string" || typeof item.content !== "string")
					throw new ApiError("BadRequest", "Each of files needs a path and a base64 content");
				operations.push({
					op: "put",
					path: item.path,
					content: { kind: "regular", bytes: new Uint8Array(Buffer.from(item.content, "base64")) },
				});
			}
			initial = { operations, message: "initial commit", author: user.name };
		}
		const isPrivate = privacyOf(body) ?? false;
		let repo: RepoRow;
		try {
			({ repo } = await createRepo(deps, {
				type,
				id,
				private: isPrivate,
				...(sdk ? { sdk } : {}),
				...(initial ? { initial } : {}),
				actor: { accountPk: user.userId, limits: deps.config.limits },
			}));
		} catch (error) {
			// Created by a concurrent request meanwhile: the same answer as when it existed before.
			if (error instanceof ApiError && error.code === "RepoExists")
				return repoExistsAnswer(c, origin, (await findRepo(db, type, id)) ?? { type, full_id: id });
			throw error;
		}
		return c.json({ url: repoUrl(origin, repo), name: repo.full_id, id: repo.pk } satisfies RepoCreated);
	});

	app.delete("/api/repos/delete", async (c) => {
		const user = requireWriter(c, "delete repositories");
		const body = await jsonBody(c);
		const type = repoTypeOf(body.type);
		const id = idOf(body, user.name);
		const [namespace = "", name = ""] = id.split("/");
		const repo = await loadRepoFor(c, deps, type, namespace, name);
		await authorizeRepo(c, deps, repo, "admin");
		await db.transaction().execute(async (trx) => {
			await trx.deleteFrom("repos").where("pk", "=", repo.pk).execute();
			await recordWebhookEvent(trx, { repo, scope: "repo", action: "delete" });
		});
		await recordAuditFor(c, deps, "repo-deleted", `${type}:${repo.full_id}`);
		return c.text("OK");
	});

	app.put(`/api/:type${TYPES}/:namespace/:name/settings`, async (c) => {
		const { type, namespace, name } = c.req.param();
		const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
		await authorizeRepo(c, deps, repo, "admin");
		const body = await jsonBody(c);
		const changes: Partial<Pick<RepoRow, "private" | "gated">> = {};
		const isPrivate = privacyOf(body);
		if (isPrivate !== undefined) changes.private = isPrivate ? 1 : 0;
		if (body.gated !== undefined) {
			const gated = body.gated === false ? "false" : body.gated;
			if (gated !== "false" && gated !== "auto" && gated !== "manual")
				throw new ApiError("BadRequest", 'gated must be false, "auto" or "manual"');
			changes.gated = gated;
		}
		// Atrium's own setting (git pushes): refuse forced pushes to the default branch.
		if (body.denyForcePush !== undefined && typeof body.denyForcePush !== "boolean")
			throw new ApiError("BadRequest", "denyForcePush must be true or false");
		if (Object.keys(changes).length > 0)
			await db.transaction().execute(async (trx) => {
				await trx.updateTable("repos").set(changes).where("pk", "=", repo.pk).execute();
				if (changes.private !== undefined && changes.private !== repo.private)
					await recordWebhookEvent(trx, {
						repo: { ...repo, ...changes },
						scope: "repo.config",
						action: "update",
						updatedConfig: { private: changes.private === 1 },
					});
			});
		if (typeof body.denyForcePush === "boolean") await setDenyForcePush(db, repo.pk, body.denyForcePush);
		const updated = { ...repo, ...changes };
		const target = `${repo.type}:${repo.full_id}`;
		if (changes.private !== undefined && changes.private !== repo.private)
			await recordAuditFor(c, deps, "visibility-changed", target, { private: changes.private === 1 });
		if (changes.gated !== undefined && changes.gated !== repo.gated)
			await recordAuditFor(c, deps, "gating-changed", target, { gated: changes.gated });
		return c.json({
			private: updated.private === 1,
			gated: gatingOf(updated),
			denyForcePush: await denyForcePush(db, repo.pk),
		} satisfies RepoSettings);
	});

	app.post("/api/repos/move", async (c) => {
		requireWriter(c, "move repositories");
		const body = await jsonBody(c);
		const type = repoTypeOf(body.type);
		if (typeof body.fromRepo !== "string" || typeof body.toRepo !== "string")
			throw new ApiError("BadRequest", "The body needs fromRepo and toRepo ('namespace/name')");
		const from = parseRepoId(body.fromRepo);
		const to = parseRepoId(body.toRepo);
		const repo = await loadRepoFor(c, deps, type, from.namespace, from.name);
		await authorizeRepo(c, deps, repo, "admin");
		if (!(await canWriteNamespace(c, deps, to.namespace)))
			throw new ApiError("Forbidden", `You cannot create repositories in ${to.namespace}`);
		// Another repository of that id in any case takes the name; the repository itself may change its case.
		const taken = await findRepo(db, type, body.toRepo);
		if (taken && (taken.pk !== repo.pk || taken.full_id === body.toRepo))
			throw new ApiError("RepoExists", `A ${type} named ${taken.full_id} already exists`);
		const head = await resolveCommit(db, repo.pk, repo.sha);
		const metadata = JSON.parse(head?.info ?? "{}") as RepoMetadata;
		const toRepo = body.toRepo;
		await db.transaction().execute(async (trx) => {
			// A site admin may move into a namespace nobody owns: it gets its organization first.
			await ensureNamespaceOwner(trx, to.namespace);
			await trx
				.updateTable("repos")
				.set({
					full_id: toRepo,
					namespace: to.namespace,
					name: to.name,
					search_text: searchTextOf(toRepo, { ...metadata, tags: metadata.tags ?? [] }),
				})
				.where("pk", "=", repo.pk)
				.execute();
			await trx.deleteFrom("repo_redirects").where("type", "=", type).where("from_id", "=", toRepo).execute();
			await trx
				.insertInto("repo_redirects")
				.values({ type, from_id: repo.full_id, repo_pk: repo.pk })
				.onConflict((oc) => oc.columns(["type", "from_id"]).doUpdateSet({ repo_pk: repo.pk }))
				.execute();
			await recordWebhookEvent(trx, { repo, scope: "repo", action: "move", movedTo: toRepo });
		});
		return c.json({ url: repoUrl(publicOrigin(c, deps.config), { type, full_id: toRepo }) } satisfies RepoMoved);
	});

	return app;
}
