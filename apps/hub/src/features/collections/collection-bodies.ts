import { z } from "zod";
import { CollectionTheme } from "@atrium/hub-api";
import type { AppContext } from "../../app-env.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { readBodyObject } from "../../http/read-body.ts";

// The bodies the collection routes accept, and their reader.

const title = z.string().trim().min(1).max(LIMITS.collectionTitleChars);
const description = z.string().max(LIMITS.collectionTextChars);
const note = z.string().max(LIMITS.collectionTextChars);
const position = z.number().int().min(0).max(1_000_000);

export const NewCollection = z.object({
	title,
	namespace: z.string().min(1).max(100).optional(),
	description: description.optional(),
	private: z.boolean().optional(),
});
export const CollectionChange = z.object({
	title: title.optional(),
	description: description.optional(),
	private: z.boolean().optional(),
	theme: CollectionTheme.optional(),
	position: position.optional(),
});
export const NewItem = z.object({
	item: z.object({ id: z.string().min(1).max(200), type: z.string() }),
	note: note.optional(),
});
export const ItemChange = z.object({ note: note.optional(), position: position.optional() });

/** Parses a JSON body against `schema`; `BadRequest` naming the first problem otherwise. */
export async function bodyAs<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.infer<S>> {
	const parsed = schema.safeParse(await readBodyObject(c, LIMITS.accountBodyBytes));
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new ApiError("BadRequest", `Invalid ${issue?.path.join(".") || "body"}: ${issue?.message ?? "unreadable"}`);
	}
	return parsed.data;
}
