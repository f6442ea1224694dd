import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MemoryEstimate } from "@atrium/hub-api";
import { MemoryEstimatePanel } from "./memory-estimate.tsx";

/** Whole bytes of `gb` GiB. */
const GiB = (gb: number): number => Math.round(gb * 2 ** 30);

describe("MemoryEstimatePanel", () => {
	it("shows each variant's load and run memory by context, each run linked to the models that fit it", () => {
		const estimate = MemoryEstimate.parse({
			attention: { layers: 32, kvHeads: 8, headDim: 128, contextLength: 8192 },
			kvBytesPerToken: 131072,
			overhead: 0.1,
			variants: [
				{
					name: "m.Q4_K_M",
					format: "gguf",
					quantization: "Q4_K_M",
					loadBytes: GiB(4.5),
					run: [
						{ context: 4096, bytes: GiB(5.5) },
						{ context: 8192, bytes: GiB(6.1) },
					],
				},
				{
					name: "safetensors",
					format: "safetensors",
					quantization: "BF16",
					loadBytes: GiB(15),
					run: [
						{ context: 4096, bytes: GiB(17.1) },
						{ context: 8192, bytes: GiB(17.6) },
					],
				},
			],
		});
		const html = renderToStaticMarkup(<MemoryEstimatePanel estimate={estimate} />);
		expect(html).toContain(">Run 4k</th>");
		expect(html).toContain(">Run 8k</th>");
		expect(html).toContain(">Q4_K_M</th><td");
		expect(html).toContain(">4.5 GB</td>");
		expect(html).toContain('href="/models?fits=7GB&amp;ctx=8192">6.1 GB</a>');
		expect(html).toContain('href="/models?fits=18GB&amp;ctx=4096">17 GB</a>');
		expect(html).toContain("128 KiB per token");
		expect(html).toContain("10% for the runtime");
	});

	it("shows the load alone when the attention shape is unknown", () => {
		const html = renderToStaticMarkup(
			<MemoryEstimatePanel
				estimate={{
					overhead: 0.1,
					variants: [{ name: "safetensors", format: "safetensors", quantization: "F32", loadBytes: 4_000_000 }],
				}}
			/>,
		);
		expect(html).toContain(">0.0 GB</td>");
		expect(html).not.toContain("Run ");
		expect(html).toContain("only the load is shown");
	});
});
