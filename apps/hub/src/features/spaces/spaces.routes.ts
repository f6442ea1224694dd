import type { SpaceApp } from "@atrium/hub-api";
import { factory, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { loadRepoAs, viewerOf } from "../../auth/access.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { SPACE_SANDBOX } from "./space-policy.ts";
import { mintSpaceToken } from "./space-tokens.repository.ts";
import { STATIC_SDK } from "./spaces-origin.ts";

/** The hub's side of running spaces (decision 041): where the space page finds a static space's app. */
export function spacesRoutes(deps: AppDeps): AppHono {
	const app = factory.createApp();

	app.get("/api/spaces/:namespace/:name/app", async (c) => {
		const { namespace, name } = c.req.param();
		// Opening the app is downloading its files: a gated space needs an approved request first.
		const space = await loadRepoAs(c, deps, "space", namespace, name, "download");
		const origin = deps.config.spacesUrl ?? null;
		const answer: SpaceApp = {
			id: space.full_id,
			sdk: space.sdk,
			endpoint: publicOrigin(c, deps.config),
			spacesOrigin: origin,
			url: null,
			expiresAt: null,
			sandbox: SPACE_SANDBOX,
		};
		if (origin && space.sdk === STATIC_SDK) {
			const viewer = viewerOf(c);
			const path = `/${space.full_id}/`;
			if (space.private === 1 && viewer.kind === "user") {
				// A private space opens for this viewer only, through a token in the URL: the hub's session never crosses origins.
				const { token, expiresAt } = await mintSpaceToken(deps.db.kysely, space.pk, viewer.userId);
				answer.url = `${origin}/~${token}${path}`;
				answer.expiresAt = new Date(expiresAt).toISOString();
			} else {
				answer.url = `${origin}${path}`;
			}
		}
		c.header("Cache-Control", "private, no-store");
		return c.json(answer);
	});

	return app;
}
