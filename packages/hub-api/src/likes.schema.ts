import { z } from "zod";
import { named } from "./registry.ts";

/** `POST`/`DELETE /api/{type}/{namespace}/{name}/like`: the caller's like and the repository's count. */
export const LikeState = named("LikeState", z.strictObject({ liked: z.boolean(), likes: z.number().int() }));

export type LikeState = z.infer<typeof LikeState>;
