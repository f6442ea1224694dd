import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import { sql } from "kysely";
import type { LikeState } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, requireWriter, loadRepoFor } from "../../auth/access.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";

const TYPES = "{(?:models|datasets|spaces)}";

/**
 * Likes: `POST`/`DELETE /api/{type}s/{id}/like` by the signed-in user (any repository they can read;
 * a site session or a write token, never a read token).
 * `repos.likes` is recounted from `repo_likes` in the same transaction, so lists sorted by likes agree.
 */
export function likesRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	const change = async (c: AppContext, like: boolean): Promise<Response> => {
		const user = requireWriter(c, "like repositories");
		const { type = "", namespace = "", name = "" } = c.req.param();
		const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
		await authorizeRepo(c, deps, repo, "read");
		const likes = await db.transaction().execute(async (trx) => {
			if (like)
				await trx
					.insertInto("repo_likes")
					.values({ repo_pk: repo.pk, user_id: user.userId, created_at: Date.now() })
					.onConflict((oc) => oc.doNothing())
					.execute();
			else
				await trx.deleteFrom("repo_likes").where("repo_pk", "=", repo.pk).where("user_id", "=", user.userId).execute();
			await trx
				.updateTable("repos")
				.set({ likes: sql<number>`(select count(*) from repo_likes where repo_pk = ${repo.pk})` })
				.where("pk", "=", repo.pk)
				.execute();
			const row = await trx.selectFrom("repos").select("likes").where("pk", "=", repo.pk).executeTakeFirstOrThrow();
			return Number(row.likes);
		});
		return c.json({ liked: like, likes } satisfies LikeState);
	};

	app.post(`/api/:type${TYPES}/:namespace/:name/like`, (c) => change(c, true));
	app.delete(`/api/:type${TYPES}/:namespace/:name/like`, (c) => change(c, false));
	return app;
}
