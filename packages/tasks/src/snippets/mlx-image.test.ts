import { describe, expect, it } from "vitest";
import { mlxImageArchitecture, mlxImageWeights } from "./mlx-image.ts";
import { describeRuleTable } from "./testing/rule-suite.ts";

describe("mlx-image rules", () => {
	it("derives the architecture from the repository name", () => {
		expect(mlxImageArchitecture({ id: "mlx-vision/vit_base_patch16_224-mlxim" })).toBe("vit_base_patch16_224");
		expect(mlxImageArchitecture({ id: "acme/resnet50" })).toBe("resnet50");
	});

	it("picks the weights file", () => {
		expect(mlxImageWeights({ id: "a/b", siblings: [{ rfilename: "README.md" }, { rfilename: "w.npz" }] })).toBe(
			"w.npz",
		);
		expect(mlxImageWeights({ id: "a/b" })).toBe("model.safetensors");
		// mlx-image reads `hf://org/name/dir/w.npz` as repository `org/name/dir`, so folders are skipped.
		expect(mlxImageWeights({ id: "a/b", siblings: [{ rfilename: "old/w.npz" }, { rfilename: "w.safetensors" }] })).toBe(
			"w.safetensors",
		);
		expect(mlxImageWeights({ id: "a/b", siblings: [{ rfilename: "old/w.npz" }] })).toBe("model.safetensors");
	});
});

describeRuleTable("mlx-image");
