import { z } from "zod";
import { IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** One LFS object of a repository (`huggingface_hub.LFSFileInfo`): `fileOid` is what a deletion names. */
export const LfsFileInfo = named(
	"LfsFileInfo",
	z.strictObject({
		fileOid: Sha256.describe("the object's sha256"),
		oid: z.string().describe("the git blob id of its LFS pointer"),
		filename: z.string().describe("its path in the first ref holding it, else in some stored commit"),
		size: z.number().int().nonnegative(),
		pushedAt: IsoDate.describe("the oldest stored commit holding it"),
		ref: z
			.string()
			.nullable()
			.describe("the first ref whose head holds it (refs/heads/main first), null when only history does"),
	}),
);

/** `GET /api/{type}s/{id}/lfs-files`: a page of LFS objects by sha256 (`Link` to the next page). */
export const LfsFileList = named("LfsFileList", z.array(LfsFileInfo));

/** `POST /api/{type}s/{id}/lfs-files/batch`: what the purge removed, rewrote and freed. */
export const LfsFilesDeleted = named(
	"LfsFilesDeleted",
	z.strictObject({
		deleted: z.array(Sha256).describe("objects the repository held and no longer does, in any revision"),
		rewrittenCommits: z.number().int().nonnegative(),
		freed: z.array(Sha256).describe("objects deleted from storage: no other repository held them"),
	}),
);

/** `POST /api/{type}s/{id}/super-squash/{branch}`: the one commit the branch now holds. */
export const BranchSquashed = named("BranchSquashed", z.strictObject({ commitOid: z.string() }));

/** `POST /api/{type}s/{id}/duplicate`: the new repository's page (`duplicate_repo` reads `url`). */
export const RepoDuplicated = named("RepoDuplicated", z.strictObject({ url: z.string() }));

export type LfsFileList = z.infer<typeof LfsFileList>;
export type LfsFilesDeleted = z.infer<typeof LfsFilesDeleted>;
export type BranchSquashed = z.infer<typeof BranchSquashed>;
export type RepoDuplicated = z.infer<typeof RepoDuplicated>;
