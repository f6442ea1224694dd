import { z } from "zod";
import { IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

/** `POST`/`DELETE /api/{type}/{namespace}/{name}/like`: the caller's like and the repository's count. */
export const LikeState = named("LikeState", z.strictObject({ liked: z.boolean(), likes: z.number().int() }));

export type LikeState = z.infer<typeof LikeState>;

/** `GET /api/users/{name}/likes` (`list_liked_repos`): one liked repository the caller may read. */
export const UserLike = named(
	"UserLike",
	z.strictObject({
		createdAt: IsoDate,
		repo: z.strictObject({ name: z.string(), type: z.enum(["model", "dataset", "space"]) }),
	}),
);

/** A page of a user's liked repositories, newest like first (`Link` to the next page). */
export const UserLikeList = named("UserLikeList", z.array(UserLike));

export type UserLike = z.infer<typeof UserLike>;
