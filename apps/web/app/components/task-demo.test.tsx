import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TaskDemoItem } from "./task-demo.tsx";

const base = "/task-assets/image-classification";

describe("TaskDemoItem", () => {
	it("renders text with its label", () => {
		const html = renderToStaticMarkup(
			<TaskDemoItem entry={{ type: "text", label: "Input", content: "Hello" }} assetBase={base} />,
		);
		expect(html).toContain("Input");
		expect(html).toContain("Hello");
	});

	it("renders images and audio from the task's assets, audio with a player", () => {
		const img = renderToStaticMarkup(
			<TaskDemoItem entry={{ type: "img", filename: "cat dog.jpg" }} assetBase={base} />,
		);
		expect(img).toContain(`src="${base}/cat%20dog.jpg"`);
		expect(img).toMatch(/width="640" height="480"/);
		const audio = renderToStaticMarkup(<TaskDemoItem entry={{ type: "audio", filename: "a.flac" }} assetBase={base} />);
		expect(audio).toMatch(/<audio controls=""/);
		expect(audio).toContain(`${base}/a.flac`);
	});

	it("renders a chart as labelled score bars", () => {
		const html = renderToStaticMarkup(
			<TaskDemoItem
				entry={{
					type: "chart",
					data: [
						{ label: "cat", score: 0.9 },
						{ label: "dog", score: 0.1 },
					],
				}}
				assetBase={base}
			/>,
		);
		expect(html).toContain("cat");
		expect(html).toContain("0.900");
		expect(html).toContain("width:90%");
		expect(html).toContain("width:10%");
	});

	it("renders a table with a header row", () => {
		const html = renderToStaticMarkup(
			<TaskDemoItem
				entry={{
					type: "tabular",
					data: [
						["a", "b"],
						["1", "2"],
					],
				}}
				assetBase={base}
			/>,
		);
		expect(html).toMatch(/<thead><tr><th scope="col"[^>]*>a<\/th>/);
		expect(html).toMatch(/<td[^>]*>2<\/td>/);
	});

	it("highlights tokens and lists their types in a legend", () => {
		const html = renderToStaticMarkup(
			<TaskDemoItem
				entry={{
					type: "text-with-tokens",
					text: "Ada lives in London",
					tokens: [
						{ type: "PER", start: 0, end: 3 },
						{ type: "LOC", start: 13, end: 19 },
					],
				}}
				assetBase={base}
			/>,
		);
		expect(html).toMatch(/<mark[^>]*>Ada<span[^>]*>PER<\/span><\/mark> lives in <mark[^>]*>London/);
		expect(html).toMatch(/aria-label="Legend".*PER.*LOC/s);
	});
});
