import { globToRegExp, matchPaths } from "./glob.ts";

/** How the viewer reads a config's files. `imagefolder`/`audiofolder` rows are media files plus their metadata file. */
export type DataFormat = "parquet" | "csv" | "json" | "imagefolder" | "audiofolder";

/** One split of a config: its name and the repository paths of its data files, sorted. */
export interface SplitFiles {
	name: string;
	files: string[];
}

/** One config as the `datasets` library would build it. */
export interface DatasetConfig {
	name: string;
	format: DataFormat;
	/** CSV field separator (`sep` in the card, `\t` for `.tsv` files). */
	separator?: string;
	/** `metadata.csv`/`metadata.jsonl` files of an image or audio folder (`file_name` column). */
	metadata: string[];
	splits: SplitFiles[];
}

/** What the viewer can show of a dataset repository. */
export type DatasetLayout =
	| { viewer: true; configs: DatasetConfig[] }
	| { viewer: false; reason: "disabled" | "no-data" | "bad-configs"; message: string };

/** At most this many data files are considered per split (a larger split shows its first files). */
export const MAX_FILES_PER_SPLIT = 10_000;
/** At most this many configs are read from a card. */
export const MAX_CONFIGS = 64;

const IMAGE_EXTENSIONS = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".bmp", ".tif", ".tiff"];
const AUDIO_EXTENSIONS = [".wav", ".mp3", ".flac", ".ogg", ".opus", ".m4a"];

/** The format a file's name says, if it is a data file the viewer reads. */
export function formatOfPath(path: string): { format: DataFormat; separator?: string } | undefined {
	const lower = path.toLowerCase().replace(/\.(gz|zst)$/, "");
	if (lower.endsWith(".parquet")) return { format: "parquet" };
	if (lower.endsWith(".csv")) return { format: "csv" };
	if (lower.endsWith(".tsv")) return { format: "csv", separator: "\t" };
	if (lower.endsWith(".jsonl") || lower.endsWith(".ndjson") || lower.endsWith(".json")) return { format: "json" };
	if (IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension))) return { format: "imagefolder" };
	if (AUDIO_EXTENSIONS.some((extension) => lower.endsWith(extension))) return { format: "audiofolder" };
	return undefined;
}

const METADATA_NAMES = new Set(["metadata.csv", "metadata.jsonl"]);

function baseName(path: string): string {
	return path.slice(path.lastIndexOf("/") + 1);
}

/** Files `datasets` never treats as data: hidden or dunder segments, the card, metadata files. */
function isCandidate(path: string): boolean {
	if (path.split("/").some((segment) => segment.startsWith(".") || segment.startsWith("__"))) return false;
	if (METADATA_NAMES.has(baseName(path))) return false;
	return formatOfPath(path) !== undefined;
}

const SHARDED = "data/{split}-[0-9][0-9][0-9][0-9][0-9]-of-[0-9][0-9][0-9][0-9][0-9]*.*";
const SPLIT_KEYWORDS: [string, string[]][] = [
	["train", ["train", "training"]],
	["validation", ["validation", "valid", "dev", "val"]],
	["test", ["test", "testing", "eval", "evaluation"]],
];
const SEP = "[-._ 0-9]";
const IN_DIR_NAME = ["**/{k}/**", `**/{k}${SEP}*/**`, `**/*${SEP}{k}/**`, `**/*${SEP}{k}${SEP}*/**`];
const IN_FILE_NAME = [`**/{k}${SEP}*`, `**/*${SEP}{k}${SEP}*`];

/** Splits by the `data/{split}-00000-of-00001.*` naming (any split name), or undefined when no file follows it. */
function shardedSplits(paths: readonly string[]): SplitFiles[] | undefined {
	const expression = globToRegExp(SHARDED.replace("{split}", "*"));
	const bySplit = new Map<string, string[]>();
	for (const path of paths) {
		if (!expression.test(path)) continue;
		const name = /^data\/(.*)-\d{5}-of-\d{5}/.exec(path)?.[1];
		if (!name || !/^\w+(?:[-.]\w+)*$/.test(name)) continue;
		bySplit.set(name, [...(bySplit.get(name) ?? []), path]);
	}
	if (bySplit.size === 0) return undefined;
	return [...bySplit].map(([name, files]) => ({ name, files }));
}

/** Splits by keyword patterns (`train`, `valid`, `test`, … in folder names, then in file names), else one `train`. */
function conventionSplits(paths: readonly string[]): SplitFiles[] {
	const sharded = shardedSplits(paths);
	if (sharded) return sharded;
	for (const templates of [IN_DIR_NAME, IN_FILE_NAME]) {
		const splits: SplitFiles[] = [];
		for (const [name, keywords] of SPLIT_KEYWORDS) {
			const patterns = keywords.flatMap((keyword) => templates.map((template) => template.replaceAll("{k}", keyword)));
			const files = matchPaths(paths, patterns);
			if (files.length > 0) splits.push({ name, files });
		}
		if (splits.length > 0) return splits;
	}
	return paths.length > 0 ? [{ name: "train", files: [...paths] }] : [];
}

/** The format most files of a config have (the `datasets` library picks the most common extension). */
function dominantFormat(files: readonly string[]): { format: DataFormat; separator?: string } | undefined {
	const counts = new Map<string, { count: number; format: { format: DataFormat; separator?: string } }>();
	for (const file of files) {
		const format = formatOfPath(file);
		if (!format) continue;
		const key = `${format.format}:${format.separator ?? ""}`;
		const entry = counts.get(key) ?? { count: 0, format };
		entry.count++;
		counts.set(key, entry);
	}
	let best: { count: number; format: { format: DataFormat; separator?: string } } | undefined;
	for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
	return best?.format;
}

function metadataFiles(allPaths: readonly string[], format: DataFormat, prefix = ""): string[] {
	if (format !== "imagefolder" && format !== "audiofolder") return [];
	return allPaths.filter((path) => path.startsWith(prefix) && METADATA_NAMES.has(baseName(path))).sort();
}

/** Keeps only files of the config's format, sorted, bounded; drops empty splits. */
function finishConfig(
	name: string,
	splits: SplitFiles[],
	allPaths: readonly string[],
	prefix: string,
	separator: string | undefined,
): DatasetConfig | undefined {
	const detected = dominantFormat(splits.flatMap((split) => split.files));
	if (!detected) return undefined;
	const kept = splits
		.map((split) => ({
			name: split.name,
			files: split.files
				.filter((file) => formatOfPath(file)?.format === detected.format)
				.sort()
				.slice(0, MAX_FILES_PER_SPLIT),
		}))
		.filter((split) => split.files.length > 0);
	if (kept.length === 0) return undefined;
	const sep = separator ?? detected.separator;
	return {
		name,
		format: detected.format,
		...(sep !== undefined ? { separator: sep } : {}),
		metadata: metadataFiles(allPaths, detected.format, prefix),
		splits: kept,
	};
}

function asPatterns(value: unknown): string[] | undefined {
	if (typeof value === "string") return [value];
	if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value as string[];
	return undefined;
}

/** `data_files` of a card config as split → patterns: a string, a list, `[{split, path}]` or `{split: path}`. */
function dataFilesOf(value: unknown): [string, string[]][] | undefined {
	const plain = asPatterns(value);
	if (plain) return [["train", plain]];
	if (Array.isArray(value)) {
		const out: [string, string[]][] = [];
		for (const item of value) {
			if (!item || typeof item !== "object") return undefined;
			const { split, path } = item as { split?: unknown; path?: unknown };
			const patterns = asPatterns(path);
			if (typeof split !== "string" || !patterns) return undefined;
			out.push([split, patterns]);
		}
		return out;
	}
	if (value && typeof value === "object") {
		const out: [string, string[]][] = [];
		for (const [split, path] of Object.entries(value)) {
			const patterns = asPatterns(path);
			if (!patterns) return undefined;
			out.push([split, patterns]);
		}
		return out;
	}
	return undefined;
}

const NAME = /^[\w][\w.-]{0,127}$/;

function join(prefix: string, pattern: string): string {
	const clean = pattern.replace(/^\.?\//, "");
	return prefix ? `${prefix}/${clean}` : clean;
}

/** Configs from the card's `configs:` list; the config marked `default: true` comes first. */
function cardConfigs(configs: unknown[], candidates: readonly string[], allPaths: readonly string[]): DatasetLayout {
	const out: { config: DatasetConfig; isDefault: boolean }[] = [];
	for (const entry of configs.slice(0, MAX_CONFIGS)) {
		if (!entry || typeof entry !== "object") continue;
		const record = entry as Record<string, unknown>;
		const name = typeof record.config_name === "string" ? record.config_name : "default";
		if (!NAME.test(name))
			return { viewer: false, reason: "bad-configs", message: `The config name ${JSON.stringify(name)} is not valid.` };
		const dataDir = typeof record.data_dir === "string" ? record.data_dir.replace(/^\.?\/+|\/+$/g, "") : "";
		const declared = record.data_files === undefined ? undefined : dataFilesOf(record.data_files);
		if (record.data_files !== undefined && !declared)
			return {
				viewer: false,
				reason: "bad-configs",
				message: `The data_files of config ${JSON.stringify(name)} must be a path, a list of paths, or a list of {split, path}.`,
			};
		const within = dataDir ? candidates.filter((path) => path.startsWith(`${dataDir}/`)) : candidates;
		const splits: SplitFiles[] = declared
			? declared.map(([split, patterns]) => ({
					name: split,
					files: matchPaths(
						within,
						patterns.map((pattern) => join(dataDir, pattern)),
					),
				}))
			: conventionSplits(dataDir ? within.map((path) => path.slice(dataDir.length + 1)) : within).map((split) => ({
					name: split.name,
					files: split.files.map((path) => join(dataDir, path)),
				}));
		const separator = typeof record.sep === "string" && record.sep.length === 1 ? record.sep : undefined;
		const config = finishConfig(name, splits, allPaths, dataDir ? `${dataDir}/` : "", separator);
		if (config) out.push({ config, isDefault: record.default === true });
	}
	if (out.length === 0)
		return { viewer: false, reason: "no-data", message: "No data file matches the configs of the dataset card." };
	out.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
	return { viewer: true, configs: out.map((entry) => entry.config) };
}

/**
 * The configs and splits of a dataset, from its files and card data, as the `datasets` library sees
 * them: the card's `configs:` when present, else one `default` config split by file-layout conventions.
 * `viewer: false` in the card turns the viewer off.
 */
export function datasetLayout(paths: readonly string[], cardData: Record<string, unknown> | undefined): DatasetLayout {
	if (cardData?.viewer === false)
		return {
			viewer: false,
			reason: "disabled",
			message: "The dataset viewer is disabled in the dataset card (viewer: false).",
		};
	const candidates = paths.filter(isCandidate);
	if (Array.isArray(cardData?.configs) && cardData.configs.length > 0)
		return cardConfigs(cardData.configs, candidates, paths);
	const config = finishConfig("default", conventionSplits(candidates), paths, "", undefined);
	if (!config)
		return { viewer: false, reason: "no-data", message: "The repository holds no data file the viewer can read." };
	return { viewer: true, configs: [config] };
}
