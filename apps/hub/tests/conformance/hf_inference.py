"""Re-enacts how Python huggingface_hub's InferenceClient reads the hub (1.x), with requests.

- `_fetch_recommended_models`: GET {endpoint}/api/tasks, then tasks[task]["widgetModels"][0];
- `ModelInfo.__init__`: `inferenceProviderMapping` is a dict keyed by provider on model_info (a list
  on list_models), each value turned into an InferenceProviderMapping (providerId, status, task);
- `_fetch_inference_provider_mapping` + `get_provider_helper`: the entry of the asked provider, whose
  task must be the task called, else ValueError.
Prints one JSON report; argv[1] is {"endpoint", "task", "model", "provider"}.
"""

import json
import sys

import requests


def main() -> None:
    scenario = json.loads(sys.argv[1])
    endpoint = scenario["endpoint"]
    report = {}
    tasks = requests.get(f"{endpoint}/api/tasks", timeout=30)
    tasks.raise_for_status()
    report["default_model"] = tasks.json()[scenario["task"]]["widgetModels"][0]

    model = scenario["model"]
    info = requests.get(
        f"{endpoint}/api/models/{model}", params={"expand[]": "inferenceProviderMapping"}, timeout=30
    )
    info.raise_for_status()
    raw = info.json()["inferenceProviderMapping"]
    if isinstance(raw, list):
        mappings = [{**value, "hf_model_id": model} for value in raw]
    elif isinstance(raw, dict):
        mappings = [{**value, "hf_model_id": model, "provider": provider} for provider, value in raw.items()]
    else:
        raise ValueError(f"Unexpected type for `inferenceProviderMapping`: {type(raw)}")
    parsed = []
    for value in mappings:
        parsed.append(
            {
                "provider": value.pop("provider"),
                "hf_model_id": value.pop("hf_model_id"),
                "provider_id": value.pop("providerId"),
                "status": value.pop("status"),
                "task": value.pop("task"),
            }
        )
    report["providers"] = [entry["provider"] for entry in parsed]
    chosen = next((entry for entry in parsed if entry["provider"] == scenario["provider"]), None)
    if chosen is None:
        report["error"] = f"Model {model} is not supported by provider {scenario['provider']}."
    elif chosen["task"] != scenario["model_task"]:
        report["error"] = f"Model {model} is not supported for task {scenario['model_task']}."
    else:
        report["chosen"] = chosen
    print(json.dumps(report))


if __name__ == "__main__":
    main()
