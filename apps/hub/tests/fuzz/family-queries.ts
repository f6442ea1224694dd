import type { Random } from "./random.ts";

// The query strings some route families send: valid and hostile.

const VIEWER_DATASETS = ["atrium/tiny-reviews", "atrium/tiny-qa", "atrium/tiny-gpt", "nobody/nothing", "a", "../x"];
const VIEWER_WHERE = [
	`"label"='positive'`,
	`"label"='x'; DROP TABLE t`,
	`"text" = read_csv('/etc/passwd')`,
	`${"(".repeat(100)}"label"=1`,
	`"label" = 1 OR 1=1`,
	`"nope" > 3`,
	`NOT NOT NOT "label" IS NULL`,
	"'",
	'"',
];

/** Query strings of the dataset viewer routes: valid and hostile ids, configs, splits, pages, filters and searches. */
export function viewerQuery(random: Random): string {
	const params = new URLSearchParams();
	params.set("dataset", random.pick(VIEWER_DATASETS));
	if (random.chance(0.8)) params.set("config", random.pick(["default", "x", "__proto__", ""]));
	if (random.chance(0.8)) params.set("split", random.pick(["train", "test", "constructor", ""]));
	if (random.chance(0.5)) params.set("offset", random.pick(["0", "5", "-1", "1e9", "99999999999999999999", "x"]));
	if (random.chance(0.5)) params.set("length", random.pick(["0", "10", "100", "101", "-3"]));
	if (random.chance(0.4)) params.set("where", random.pick(VIEWER_WHERE));
	if (random.chance(0.3)) params.set("orderby", random.pick([`"label" DESC`, "random()", `"text",`, "label asc"]));
	if (random.chance(0.4)) params.set("query", random.pick(["good", "%", "_", "\\", "a".repeat(300), ""]));
	return params.toString();
}

/** The filters of `GET /api/collections`, valid and hostile. */
export function collectionQuery(random: Random): string {
	const owner = random.pick(["", "fuzzer", "atrium", "%00", "a".repeat(300)]);
	const item = random.pick(["", "models/atrium/tiny-gpt", "models/x", "papers/1", "models/a/b/c", "%FF"]);
	const sort = random.pick(["", "lastModified", "trending", "upvotes", "stars"]);
	return `owner=${owner}&item=${item}&sort=${sort}&${peopleQuery(random)}`;
}

/** `limit` and `cursor` of the people lists: valid, out of range, malformed and forged. */
export function peopleQuery(random: Random): string {
	const limit = random.pick(["1", "100", "101", "0", "-1", "1e9", "abc", ""]);
	const cursor = random.pick([
		"",
		"%%%",
		Buffer.from('"b"').toString("base64url"),
		Buffer.from('{"at":1,"pk":"zz"}').toString("base64url"),
		Buffer.from("[".repeat(500)).toString("base64url"),
		"A".repeat(3000),
	]);
	return `limit=${limit}&cursor=${cursor}`;
}
