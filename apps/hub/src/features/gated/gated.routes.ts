import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { loadRepoAs, requireUser, requireWriter, roleOn, viewerOf } from "../../auth/access.ts";
import { findAccount } from "../../auth/accounts.repository.ts";
import { recordAuditFor } from "../../auth/audit.ts";
import { ApiError } from "../../errors.ts";
import { readBody as bodyOf } from "../accounts/body.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import {
	decideRequest,
	findRequest,
	grantAccess,
	listRequests,
	REQUEST_STATUSES,
	upsertRequest,
	type RequestStatus,
} from "./access-requests.repository.ts";
import { checkGatedAnswers, gatedFieldsOf, gatedPromptOf } from "./gated-fields.ts";

const REPO = "/api/:type{(?:models|datasets|spaces)}/:namespace/:name";

/**
 * Gated repositories (`gated: auto | manual`): a signed-in user asks for access with the fields the
 * card's `extra_gated_fields` names; `auto` accepts at once, `manual` waits for an owner (role
 * `admin` on the namespace) to accept or reject. Downloads check the result (`authorizeRepo`).
 */
export function gatedRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	const load = (c: AppContext, need: "read" | "admin") => {
		const { type = "", namespace = "", name = "" } = c.req.param();
		return loadRepoAs(c, deps, typeOfSegment(type), namespace, name, need);
	};

	// What the viewer's situation is: the fields to fill in, their request, whether they may download.
	app.get(`${REPO}/access-request`, async (c) => {
		const repo = await load(c, "read");
		const viewer = viewerOf(c);
		const request = viewer.kind === "user" ? await findRequest(db, repo.pk, viewer.userId) : undefined;
		const role = await roleOn(c, deps, repo.namespace);
		const gated = repo.gated === "false" ? false : repo.gated;
		return c.json({
			gated,
			fields: gatedFieldsOf(repo),
			prompt: gatedPromptOf(repo) ?? null,
			request: request ? { status: request.status, createdAt: new Date(request.created_at).toISOString() } : null,
			canDownload: gated === false || role !== undefined || request?.status === "accepted",
			canManage: role === "admin",
		});
	});

	app.post(`${REPO}/ask-access`, async (c) => {
		const viewer = requireWriter(c, "ask for access");
		const repo = await load(c, "read");
		if (repo.gated === "false")
			throw new ApiError("BadRequest", `${repo.full_id} is not gated: its files can be downloaded without asking`);
		const body = await bodyOf(c);
		const answers =
			body.fields && typeof body.fields === "object" && !Array.isArray(body.fields)
				? (body.fields as Record<string, unknown>)
				: body;
		const fields = checkGatedAnswers(gatedFieldsOf(repo), answers);
		const status = await upsertRequest(db, {
			repoPk: repo.pk,
			userPk: viewer.userId,
			status: repo.gated === "auto" ? "accepted" : "pending",
			fields,
		});
		return c.json({ status });
	});

	app.get(`${REPO}/user-access-request/:status{(?:pending|accepted|rejected)}`, async (c) => {
		const repo = await load(c, "admin");
		const rows = await listRequests(db, repo.pk, c.req.param("status") as RequestStatus);
		return c.json(
			rows.map((row) => ({
				user: { user: row.name, fullname: row.fullname || row.name, email: row.email },
				status: row.status,
				fields: JSON.parse(row.fields) as Record<string, string>,
				timestamp: new Date(row.created_at).toISOString(),
				decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
				decidedBy: row.decided_by,
			})),
		);
	});

	const decide = async (c: AppContext, grant: boolean): Promise<Response> => {
		const repo = await load(c, "admin");
		const body = await bodyOf(c);
		const userName = typeof body.user === "string" ? body.user : "";
		const status = grant ? "accepted" : body.status;
		if (!(REQUEST_STATUSES as readonly unknown[]).includes(status))
			throw new ApiError("BadRequest", `status must be one of ${REQUEST_STATUSES.join(", ")}`);
		const user = userName ? await findAccount(db, userName) : undefined;
		if (!user || user.kind !== "user")
			throw new ApiError("AccountNotFound", `No user named "${userName.slice(0, 60)}"`);
		const by = requireUser(c).name;
		if (grant) await grantAccess(db, { repoPk: repo.pk, userPk: user.pk, by });
		else if (!(await decideRequest(db, { repoPk: repo.pk, userPk: user.pk, status: status as RequestStatus, by })))
			throw new ApiError("NotFound", `${user.name} has not asked for access to ${repo.full_id}`);
		await recordAuditFor(c, deps, "access-request-decided", `${repo.type}:${repo.full_id}`, {
			user: user.name,
			status,
		});
		return c.json({ user: user.name, status });
	};
	app.post(`${REPO}/user-access-request/handle`, (c) => decide(c, false));
	app.post(`${REPO}/user-access-request/grant`, (c) => decide(c, true));
	return app;
}
