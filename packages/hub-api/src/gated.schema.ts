import { z } from "zod";
import { Gating, IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

const RequestStatus = z.enum(["pending", "accepted", "rejected"]);

/** `GET …/access-request`: the caller's situation on a (gated) repository. */
export const AccessRequestState = named(
	"AccessRequestState",
	z.strictObject({
		gated: Gating,
		fields: z.array(
			z.strictObject({
				name: z.string(),
				type: z.enum(["text", "checkbox", "date_picker", "country", "select"]),
				options: z.array(z.string()),
			}),
		),
		prompt: z.string().nullable(),
		request: z.strictObject({ status: RequestStatus, createdAt: IsoDate }).nullable(),
		canDownload: z.boolean(),
		canManage: z.boolean(),
	}),
);

/** `POST …/ask-access`: where the request stands. */
export const AskAccessAnswer = named("AskAccessAnswer", z.strictObject({ status: RequestStatus }));

/** `GET …/user-access-request/{status}`: the requests with that status (owners). */
export const AccessRequestList = named(
	"AccessRequestList",
	z.array(
		z.strictObject({
			user: z.strictObject({ user: z.string(), fullname: z.string(), email: z.string().nullable() }),
			status: RequestStatus,
			fields: z.record(z.string(), z.string()),
			timestamp: IsoDate,
			decidedAt: IsoDate.nullable(),
			decidedBy: z.string().nullable(),
		}),
	),
);

/** `POST …/user-access-request/handle|grant`: the decision taken. */
export const AccessDecision = named("AccessDecision", z.strictObject({ user: z.string(), status: RequestStatus }));
