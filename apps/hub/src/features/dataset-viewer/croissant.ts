import type { Feature } from "../../datasets/features.ts";

/**
 * Croissant JSON-LD (https://mlcommons.org/croissant/1.1) of a dataset, laid out as the public
 * dataset viewer's "croissant crumbs": the repository as a `cr:FileObject` pointing at its Parquet
 * conversion, one `cr:FileSet` of Parquet files per config (`{config}/*\/*.parquet` on
 * `refs/convert/parquet`), and per config a record set of its splits and one of its columns, each
 * column's source a column of those files. Columns whose type has no Croissant data type are listed as
 * skipped in the description.
 */

/** A config as the Croissant document describes it: its splits and its columns' `datasets` features. */
export interface CroissantConfig {
	name: string;
	splits: string[];
	features: Record<string, Feature>;
}

const VALUE_TYPES: Record<string, string> = {
	bool: "sc:Boolean",
	date32: "sc:Date",
	float16: "cr:Float16",
	float32: "cr:Float32",
	float64: "cr:Float64",
	int8: "cr:Int8",
	int16: "cr:Int16",
	int32: "cr:Int32",
	int64: "cr:Int64",
	uint8: "cr:UInt8",
	uint16: "cr:UInt16",
	uint32: "cr:UInt32",
	uint64: "cr:UInt64",
	string: "sc:Text",
	large_string: "sc:Text",
	binary: "sc:Text",
	"timestamp[us]": "sc:DateTime",
	"time64[us]": "sc:Time",
};

const CR_TERMS = [
	"arrayShape",
	"citeAs",
	"column",
	"containedIn",
	"dataBiases",
	"dataCollection",
	"extract",
	"field",
	"fileObject",
	"fileProperty",
	"fileSet",
	"format",
	"includes",
	"isArray",
	"isLiveDataset",
	"jsonPath",
	"key",
	"md5",
	"parentField",
	"path",
	"personalSensitiveInformation",
	"recordSet",
	"references",
	"regex",
	"repeated",
	"replace",
	"separator",
	"source",
	"subField",
	"transform",
];

/** The JSON-LD context of a Croissant 1.1 document. */
function context(): Record<string, unknown> {
	return {
		"@language": "en",
		"@vocab": "https://schema.org/",
		...Object.fromEntries(CR_TERMS.map((term) => [term, `cr:${term}`])),
		conformsTo: "dct:conformsTo",
		cr: "http://mlcommons.org/croissant/",
		data: { "@id": "cr:data", "@type": "@json" },
		dataType: { "@id": "cr:dataType", "@type": "@vocab" },
		dct: "http://purl.org/dc/terms/",
		rai: "http://mlcommons.org/croissant/RAI/",
		sc: "https://schema.org/",
	};
}

/** A regular expression matching `text` literally. */
function escapeRegex(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** `name`, or `name_1`, `name_2`… when taken: Croissant ids are unique in a document. */
function uniqueId(name: string, taken: Set<string>): string {
	let id = name;
	for (let n = 1; taken.has(id); n++) id = `${name}_${n}`;
	taken.add(id);
	return id;
}

export interface CroissantInput {
	id: string;
	name: string;
	description: string | undefined;
	license: string | undefined;
	/** The hub's public origin, e.g. `https://hub.example.org`. */
	origin: string;
	configs: CroissantConfig[];
}

/** The Croissant document of a dataset (see the module comment). */
export function croissantOf(input: CroissantInput): Record<string, unknown> {
	const ids = new Set<string>(["repo"]);
	const distribution: Record<string, unknown>[] = [
		{
			"@type": "cr:FileObject",
			"@id": "repo",
			name: "repo",
			description: "The dataset's git repository on this hub, at its Parquet conversion.",
			contentUrl: `${input.origin}/datasets/${input.id}/tree/refs%2Fconvert%2Fparquet`,
			encodingFormat: "git+https",
			sha256: "https://github.com/mlcommons/croissant/issues/80",
		},
	];
	const recordSet: Record<string, unknown>[] = [];
	for (const config of input.configs) {
		const files = uniqueId(`parquet-files-for-config-${config.name}`, ids);
		distribution.push({
			"@type": "cr:FileSet",
			"@id": files,
			containedIn: { "@id": "repo" },
			encodingFormat: "application/x-parquet",
			includes: `${config.name}/*/*.parquet`,
		});
		const records = uniqueId(config.name === input.id ? `record_set_${config.name}` : config.name, ids);
		const splitsId = uniqueId(`${records}_splits`, ids);
		recordSet.push({
			"@type": "cr:RecordSet",
			dataType: "cr:Split",
			key: { "@id": `${splitsId}/split_name` },
			"@id": splitsId,
			name: splitsId,
			description: `Splits for the ${records} config.`,
			field: [{ "@type": "cr:Field", "@id": `${splitsId}/split_name`, dataType: "sc:Text" }],
			data: config.splits.map((split) => ({ [`${splitsId}/split_name`]: split })),
		});
		const fieldIds = new Set<string>(["split"]);
		const fields: Record<string, unknown>[] = [
			{
				"@type": "cr:Field",
				"@id": `${records}/split`,
				dataType: "sc:Text",
				source: {
					fileSet: { "@id": files },
					extract: { fileProperty: "fullpath" },
					transform: {
						regex: `${escapeRegex(config.name)}/(?:partial-)?(${config.splits.map(escapeRegex).join("|")})/.+parquet$`,
					},
				},
				references: { field: { "@id": `${splitsId}/split_name` } },
			},
		];
		const skipped: string[] = [];
		for (const [column, feature] of Object.entries(config.features)) {
			const dataType =
				feature._type === "Value" && typeof feature.dtype === "string" ? VALUE_TYPES[feature.dtype] : undefined;
			if (!dataType) {
				skipped.push(column);
				continue;
			}
			fields.push({
				"@type": "cr:Field",
				"@id": `${records}/${uniqueId(column, fieldIds)}`,
				dataType,
				source: { fileSet: { "@id": files }, extract: { column } },
			});
		}
		let description = `${input.id} - '${config.name}' subset`;
		const notes = [
			...(config.splits.length > 1 ? [`- ${config.splits.length} splits: ${config.splits.join(", ")}`] : []),
			...(skipped.length > 0 ? [`- ${skipped.length} skipped column(s): ${skipped.join(", ")}`] : []),
		];
		if (notes.length > 0) description += `\n\nAdditional information:\n${notes.join("\n")}`;
		recordSet.push({ "@type": "cr:RecordSet", "@id": records, description, field: fields });
	}
	return {
		"@context": context(),
		"@type": "sc:Dataset",
		conformsTo: "http://mlcommons.org/croissant/1.1",
		name: input.name,
		...(input.description ? { description: input.description } : {}),
		...(input.license ? { license: input.license } : {}),
		url: `${input.origin}/datasets/${input.id}`,
		distribution,
		recordSet,
	};
}
