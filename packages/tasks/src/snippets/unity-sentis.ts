import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Unity Sentis: models run inside Unity from C#, which no snippet language here covers. The shell
 * snippet puts the repository's `.sentis` files into the project's StreamingAssets; the text
 * snippet says how to load and run them.
 */
export const unitySentis: SnippetGenerator = (model) => [
	{
		language: "sh",
		title: "Download the model into your Unity project",
		code: code`
			# pip install -U huggingface_hub  (run from the root of your Unity project)
			hf download ${sh(model.id)} --include '*.sentis' --local-dir Assets/StreamingAssets
		`,
	},
	{
		language: "text",
		title: "Run it in Unity (C#)",
		code: code`
			Add the package with the Unity Package Manager: com.unity.ai.inference (Unity 6.2 and later, namespace Unity.InferenceEngine)
			or com.unity.sentis (earlier Unity versions, namespace Unity.Sentis).
			In a C# script, load the file with ModelLoader.Load(Path.Combine(Application.streamingAssetsPath, "<file>.sentis")),
			create a worker for it (new Worker(model, BackendType.GPUCompute) in Sentis 2, WorkerFactory.CreateWorker in Sentis 1),
			schedule it with an input tensor and read the output tensor back.
			The C# files in the model repository, when present, show the exact inputs and outputs.
		`,
	},
];
