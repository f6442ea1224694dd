import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrg, setMember } from "../../src/auth/orgs.repository.ts";
import { addTestRepo, addTestUser } from "../../src/testing/accounts.ts";
import { DIALECTS, skipsDialect } from "../../src/testing/describe-backends.ts";
import { passedStep, pythonSuiteRuns, runPythonSteps, type Step } from "./python-steps.ts";
import { startUploadHub, type UploadHub } from "./upload-hub.ts";

const ORG = "team";
const files = { "README.md": "# x\n" };

for (const dialect of DIALECTS)
	describe.runIf(pythonSuiteRuns("people") && !skipsDialect(dialect))(
		`Python huggingface_hub collection, like and people calls, re-enacted [${dialect}]`,
		() => {
			let server: UploadHub;
			const ran: { steps: Record<string, Step> } = { steps: {} };
			const step = <T>(name: string): T => passedStep<T>(ran.steps, name);

			beforeAll(async () => {
				server = await startUploadHub(dialect, "fs");
				const { hub, user } = server;
				const db = hub.db.kysely;
				// `uploader` owns the repositories and administers `team`; `writer` and `reader` are its members.
				const writer = await addTestUser(hub.db, "writer");
				const reader = await addTestUser(hub.db, "reader");
				const stranger = await addTestUser(hub.db, "stranger");
				const team = await createOrg(db, { name: ORG, creatorPk: user.user.pk });
				await setMember(db, team.pk, writer.user.pk, "write");
				await setMember(db, team.pk, reader.user.pk, "read");
				await addTestRepo(hub, { type: "model", id: "uploader/open", files });
				await addTestRepo(hub, { type: "dataset", id: "uploader/table", files });
				await addTestRepo(hub, { type: "model", id: "uploader/hidden", files, private: true });
				await addTestRepo(hub, { type: "space", id: `${ORG}/demo`, files });
				const scenario = {
					endpoint: server.url,
					org: ORG,
					model: "uploader/open",
					dataset: "uploader/table",
					space: `${ORG}/demo`,
					hidden: "uploader/hidden",
					names: { owner: "uploader", stranger: "stranger" },
					tokens: {
						owner: user.write,
						writer: writer.write,
						reader: reader.write,
						stranger: stranger.write,
						strangerRead: stranger.read,
					},
				};
				ran.steps = await runPythonSteps("hf_people.py", scenario);
			}, 120_000);
			afterAll(() => server.close());

			it("creates, fills, reorders, renames, hides, lists and deletes a collection as the client parses it", () => {
				const facts = step<Record<string, unknown>>("collections");
				expect(facts).toEqual({
					ok: true,
					made: {
						title: "Small models",
						description: "tiny ones",
						owner: { name: "uploader", type: "user" },
						items: [],
						private: false,
						theme: "blue",
						position: 0,
						upvotes: 0,
					},
					slugPrefix: "uploader",
					againSame: true,
					first: [["uploader/open", "first"]],
					second: [
						["uploader/open", "first"],
						["uploader/table", null],
					],
					twiceSame: true,
					duplicate: "HfHubHTTPError 409 CollectionItemExists",
					ownerSeesHidden: [
						["uploader/open", "first"],
						["uploader/table", null],
						["uploader/hidden", null],
					],
					strangerSeesPublic: [
						["uploader/open", "first"],
						["uploader/table", null],
					],
					moved: [
						["uploader/table", "moved up"],
						["uploader/open", "first"],
					],
					positions: [0, 1],
					updated: { title: "Tiny models", description: "even smaller", private: true, theme: "green" },
					// The slug follows the title, as on the public hub; the client reads the new one from `data`.
					sameSlug: false,
					readBack: { title: "Tiny models", description: "even smaller", private: true, theme: "green" },
					// A private collection answers others exactly as a missing one does, reading and writing.
					hidden: {
						stranger: "HfHubHTTPError 404 CollectionNotFound",
						anonymous: "HfHubHTTPError 404 CollectionNotFound",
						missing: "HfHubHTTPError 404 CollectionNotFound",
						strangerEdit: "HfHubHTTPError 404 CollectionNotFound",
						missingEdit: "HfHubHTTPError 404 CollectionNotFound",
					},
					listedByOwner: [["Tiny models", true, 0]],
					listedByStranger: [],
					afterItemDelete: [["uploader/table", "moved up"]],
					itemGone: "HfHubHTTPError 404 CollectionItemNotFound",
					afterDelete: "HfHubHTTPError 404 CollectionNotFound",
				});
			});

			it("lets an organization's write member edit its collection and refuses a read member, who still sees it", () => {
				expect(step<Record<string, unknown>>("org_roles")).toEqual({
					ok: true,
					owner: { name: ORG, type: "org" },
					writerEdit: "picked by the team",
					writerItems: [[`${ORG}/demo`, "our demo"]],
					readerSees: "Team picks",
					readerEdit: "HfHubHTTPError 403 Forbidden",
					readerAdd: "HfHubHTTPError 403 Forbidden",
					readerCreate: "HfHubHTTPError 403 Forbidden",
					readerDelete: "HfHubHTTPError 403 Forbidden",
					strangerSees: "HfHubHTTPError 404 CollectionNotFound",
					listedByReader: ["Team picks"],
					listedByStranger: [],
					afterWriterDelete: "HfHubHTTPError 404 CollectionNotFound",
				});
			});

			it("likes and unlikes by the raw request, read back by list_repo_likers and list_liked_repos", () => {
				expect(step<Record<string, unknown>>("likes")).toEqual({
					ok: true,
					states: [
						{ liked: true, likes: 1 },
						{ liked: true, likes: 1 },
						{ liked: true, likes: 1 },
					],
					again: { liked: true, likes: 1 },
					likers: ["stranger", "uploader"],
					datasetLikers: ["stranger"],
					liked: {
						user: "stranger",
						total: 3,
						model: ["uploader/open"],
						dataset: ["uploader/table"],
						space: [`${ORG}/demo`],
					},
					unliked: { liked: false, likes: 1 },
					likersAfter: ["uploader"],
					likedAfter: { user: "stranger", total: 2, model: [], dataset: ["uploader/table"], space: [`${ORG}/demo`] },
					hiddenLike: "RepositoryNotFoundError 404 RepoNotFound",
					hiddenLikers: "RepositoryNotFoundError 404 RepoNotFound",
					readToken: "HfHubHTTPError 403 Forbidden",
				});
			});

			it("answers overviews, members, followers and following as User and Organization parse them, follows undone", () => {
				expect(step<Record<string, unknown>>("people")).toEqual({
					ok: true,
					follow: { following: true, followers: 1 },
					followOrg: { following: true, followers: 1 },
					overview: {
						user: "uploader",
						fullname: "uploader",
						avatarUrl: "/avatars/uploader.svg",
						isFollowing: true,
						isPro: false,
						numModels: 1,
						numDatasets: 1,
						numSpaces: 0,
						// The hidden model is not counted for the stranger; the like of uploader/open is.
						numLikes: 1,
						numFollowing: 0,
						numFollowers: 1,
						type: "user",
						orgs: [ORG],
					},
					orgOverview: {
						avatarUrl: `/avatars/${ORG}.svg`,
						name: ORG,
						fullname: ORG,
						isFollowing: true,
						numUsers: 3,
						numModels: 0,
						numSpaces: 1,
						numDatasets: 0,
						numFollowers: 1,
					},
					members: ["reader", "uploader", "writer"],
					followers: [["stranger", false]],
					following: ["uploader"],
					orgFollowers: ["stranger"],
					unfollow: { following: false, followers: 0 },
					unfollowOrg: { following: false, followers: 0 },
					followersAfter: [],
					followingAfter: [],
					overviewAfter: false,
					missingUser: "HfHubHTTPError 404 AccountNotFound",
					// The client maps any 401 but a bad token's to RepositoryNotFoundError.
					anonymousFollow: "RepositoryNotFoundError 401 Unauthorized",
				});
			});
		},
	);
