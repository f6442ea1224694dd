import { pseudoRandomBytes } from "./binary-fixtures.ts";
import type { SeedRepo } from "./handmade-repos.ts";
import { pngImage, type Rgb } from "./png-image.ts";

/**
 * Sample datasets with real rows, written for Atrium, so the dataset viewer, its Parquet conversion
 * and the "use this dataset" snippets show something after `npm start`: a text-classification CSV
 * (train and test), a table of numbers (JSON Lines), and an image folder of small generated PNGs with
 * a metadata file. Everything is generated deterministically: the same bytes on every start.
 */

const card = (frontMatter: string, title: string, body: string): string =>
	`---\n${frontMatter.trim()}\n---\n\n# ${title}\n\n${body.trim()}\n`;

/** A deterministic stream of numbers in [0, 1). */
function randomUnits(count: number, seed: number): number[] {
	const bytes = pseudoRandomBytes(count * 2, seed);
	return Array.from({ length: count }, (_, i) => ((bytes[i * 2] ?? 0) * 256 + (bytes[i * 2 + 1] ?? 0)) / 65536);
}

const csvField = (value: string): string => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const SUBJECTS = [
	"The kettle",
	"This lamp",
	"The headphones",
	"My new chair",
	"The tent",
	"This keyboard",
	"The blender",
	"The backpack",
];
const PRAISE = [
	"works as described",
	"is quiet and sturdy",
	"was easy to set up",
	"feels well made",
	"exceeded my hopes",
	"is worth the price",
];
const COMPLAINTS = [
	"broke after a week",
	"is louder than advertised",
	"arrived scratched",
	"has a confusing manual",
	"stopped charging",
	"smells of plastic",
];

/** `count` labelled reviews, alternating positive and negative, as CSV with a header. */
function reviewsCsv(count: number, seed: number): string {
	const units = randomUnits(count * 2, seed);
	const lines = ["text,label"];
	for (let i = 0; i < count; i++) {
		const positive = i % 2 === 0;
		const subject = SUBJECTS[Math.floor((units[i * 2] ?? 0) * SUBJECTS.length)] ?? "It";
		const phrases = positive ? PRAISE : COMPLAINTS;
		const phrase = phrases[Math.floor((units[i * 2 + 1] ?? 0) * phrases.length)] ?? "";
		lines.push(`${csvField(`${subject} ${phrase}.`)},${positive ? "positive" : "negative"}`);
	}
	return `${lines.join("\n")}\n`;
}

const STATIONS = ["north", "harbour", "hill"];

/** A year of daily readings at three weather stations, one JSON object per line. */
function weatherJsonl(): string {
	const units = randomUnits(365 * STATIONS.length * 3, 29);
	const lines: string[] = [];
	let u = 0;
	for (let day = 0; day < 365; day++) {
		const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
		const season = Math.cos(((day - 196) / 365) * 2 * Math.PI);
		for (const [index, station] of STATIONS.entries()) {
			const temperature = 11 + 9 * season - index * 2 + ((units[u++] ?? 0) - 0.5) * 6;
			const humidity = 55 + 25 * (units[u++] ?? 0) - 10 * season;
			const rainRoll = units[u++] ?? 0;
			const rain = rainRoll > 0.7 ? (rainRoll - 0.7) * 40 : 0;
			lines.push(
				JSON.stringify({
					date,
					station,
					temperature_c: Math.round(temperature * 10) / 10,
					humidity_pct: Math.round(humidity),
					rain_mm: Math.round(rain * 10) / 10,
				}),
			);
		}
	}
	return `${lines.join("\n")}\n`;
}

const COLOURS: Record<string, Rgb> = {
	red: [214, 48, 49],
	green: [39, 174, 96],
	blue: [41, 128, 185],
	orange: [230, 126, 34],
};
const SHAPES = ["circle", "square", "triangle"] as const;

/** A 32 × 32 image of one shape in one colour on a light background. */
function shapeImage(shape: (typeof SHAPES)[number], colour: Rgb): Uint8Array {
	const inside = (x: number, y: number): boolean => {
		if (shape === "circle") return (x - 15.5) ** 2 + (y - 15.5) ** 2 <= 11 ** 2;
		if (shape === "square") return x >= 6 && x < 26 && y >= 6 && y < 26;
		return y >= 5 && y < 27 && Math.abs(x - 15.5) <= (y - 5) / 2;
	};
	return pngImage(32, 32, (x, y) => (inside(x, y) ? colour : [246, 246, 242]));
}

/** An image folder split: one PNG per shape and colour in the given colours, with `metadata.csv`. */
function shapesSplit(folder: string, colours: string[]): Record<string, string | Uint8Array> {
	const files: Record<string, string | Uint8Array> = {};
	const rows = ["file_name,shape,colour"];
	for (const shape of SHAPES)
		for (const colour of colours) {
			const name = `${shape}-${colour}.png`;
			files[`${folder}/${name}`] = shapeImage(shape, COLOURS[colour] ?? [0, 0, 0]);
			rows.push(`${name},${shape},${colour}`);
		}
	files[`${folder}/metadata.csv`] = `${rows.join("\n")}\n`;
	return files;
}

const NOTE = "Written for Atrium's sample catalogue: generated, small, and free to use.";

/** The sample datasets with real rows. */
export function sampleDatasets(): SeedRepo[] {
	return [
		{
			type: "dataset",
			id: "atrium/sample-product-reviews",
			files: {
				"README.md": card(
					`license: cc0-1.0
language: [en]
task_categories: [text-classification]
task_ids: [sentiment-classification]
size_categories: [n<1K]
tags: [sample]`,
					"sample-product-reviews",
					`Short product reviews labelled \`positive\` or \`negative\`: 120 for training, 30 for testing.\n\n${NOTE}`,
				),
				"data/train.csv": reviewsCsv(120, 11),
				"data/test.csv": reviewsCsv(30, 12),
			},
		},
		{
			type: "dataset",
			id: "atrium/sample-weather",
			files: {
				"README.md": card(
					`license: cc0-1.0
task_categories: [time-series-forecasting, tabular-regression]
size_categories: [1K<n<10K]
tags: [sample, tabular]`,
					"sample-weather",
					`Daily temperature, humidity and rain at three imaginary weather stations through 2025: 1,095 rows of numbers.\n\n${NOTE}`,
				),
				"readings.jsonl": weatherJsonl(),
			},
		},
		{
			type: "dataset",
			id: "atrium/sample-shapes",
			files: {
				"README.md": card(
					`license: cc0-1.0
task_categories: [image-classification]
size_categories: [n<1K]
tags: [sample, image]`,
					"sample-shapes",
					`Circles, squares and triangles in four colours, 32 × 32 pixels, with their shape and colour in \`metadata.csv\`.\n\n${NOTE}`,
				),
				...shapesSplit("train", ["red", "green", "blue"]),
				...shapesSplit("test", ["orange"]),
			},
		},
	];
}
