/** Languages offered as a filter (ISO 639-1 codes with English names). */
export const LANGUAGES = [
	["en", "English"],
	["zh", "Chinese"],
	["fr", "French"],
	["es", "Spanish"],
	["de", "German"],
	["ru", "Russian"],
	["ja", "Japanese"],
	["ko", "Korean"],
	["ar", "Arabic"],
	["pt", "Portuguese"],
	["it", "Italian"],
	["hi", "Hindi"],
	["nl", "Dutch"],
	["pl", "Polish"],
	["tr", "Turkish"],
	["vi", "Vietnamese"],
	["id", "Indonesian"],
	["sv", "Swedish"],
	["uk", "Ukrainian"],
	["multilingual", "Multilingual"],
] as const;

/** Licenses offered as a filter (the ids used in model cards). */
export const LICENSES = [
	["apache-2.0", "Apache 2.0"],
	["mit", "MIT"],
	["openrail", "OpenRAIL"],
	["creativeml-openrail-m", "CreativeML OpenRAIL-M"],
	["cc-by-4.0", "CC BY 4.0"],
	["cc-by-sa-4.0", "CC BY-SA 4.0"],
	["cc-by-nc-4.0", "CC BY-NC 4.0"],
	["cc0-1.0", "CC0 1.0"],
	["bsd-3-clause", "BSD 3-Clause"],
	["gpl-3.0", "GPL 3.0"],
	["llama3", "Llama 3"],
	["gemma", "Gemma"],
	["other", "Other"],
] as const;

/** Dataset modalities (the public hub's `modality:` tags). */
export const DATASET_MODALITIES = [
	["text", "Text"],
	["image", "Image"],
	["audio", "Audio"],
	["video", "Video"],
	["tabular", "Tabular"],
	["timeseries", "Time series"],
	["geospatial", "Geospatial"],
	["3d", "3D"],
	["document", "Document"],
] as const;

/** Dataset sizes in rows (the public hub's `size_categories:` tags). */
export const DATASET_SIZES = [
	["n<1K", "< 1K"],
	["1K<n<10K", "1K – 10K"],
	["10K<n<100K", "10K – 100K"],
	["100K<n<1M", "100K – 1M"],
	["1M<n<10M", "1M – 10M"],
	["10M<n<100M", "10M – 100M"],
	["100M<n<1B", "100M – 1B"],
	["1B<n<10B", "1B – 10B"],
	["n>1T", "> 1T"],
] as const;

/** Dataset file formats (the public hub's `format:` tags). */
export const DATASET_FORMATS = [
	["parquet", "Parquet"],
	["json", "JSON"],
	["csv", "CSV"],
	["text", "Text"],
	["arrow", "Arrow"],
	["imagefolder", "Image folder"],
	["audiofolder", "Audio folder"],
	["webdataset", "WebDataset"],
] as const;
