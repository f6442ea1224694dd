import { describe, expect, it } from "vitest";
import { prithviBackbone, terratorch } from "./terratorch.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("terratorch", terratorch, [
	{
		name: "prithvi-tl",
		model: { id: "ibm-nasa-geospatial/Prithvi-EO-2.0-300M-TL" },
		contains: ['BACKBONE_REGISTRY.build("prithvi_eo_v2_300_tl", pretrained=True)'],
		excludes: ["terratorch predict"],
	},
	{
		name: "finetuned",
		model: {
			id: "ibm-nasa-geospatial/Prithvi-EO-2.0-300M-BurnScars",
			siblings: [{ rfilename: "burn_scars_config.yaml" }, { rfilename: "Prithvi_EO_V2_300M_BurnScars.pt" }],
		},
		contains: ["'./model/burn_scars_config.yaml'", "'./model/Prithvi_EO_V2_300M_BurnScars.pt'"],
		excludes: ["BACKBONE_REGISTRY"],
	},
]);

describe("prithviBackbone", () => {
	it("maps Prithvi repository names to registry names", () => {
		expect(prithviBackbone("ibm-nasa-geospatial/Prithvi-EO-1.0-100M")).toBe("prithvi_eo_v1_100");
		expect(prithviBackbone("ibm-nasa-geospatial/Prithvi-EO-2.0-600M-TL")).toBe("prithvi_eo_v2_600_tl");
	});

	it("rejects other names", () => {
		expect(prithviBackbone("ibm-nasa-geospatial/Prithvi-EO-2.0-300M-BurnScars")).toBeUndefined();
		expect(prithviBackbone("acme/demo-model")).toBeUndefined();
	});
});
