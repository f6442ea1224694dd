"""Re-enacts huggingface_hub's listing calls that this hub answers, with requests.

- `list_models(search=...)`: GET /api/models?search=..., following `Link` pages;
- `list_spaces(models=...)`: GET /api/spaces?models=...;
- `get_model_tags()`: GET /api/models-tags-by-type, a dict of tag kinds;
- `get_dataset_tags()`: GET /api/datasets-tags-by-type, the same for datasets (the dict as is);
- `get_collection(slug)`: GET /api/collections/{slug}, raising on 404 (the client's HfHubHTTPError);
- `list_collections()`: GET /api/collections.
Prints one JSON report; argv[1] is {"endpoint", "search", "model"}.
"""

import json
import sys

import requests


def paged(url, params):
    items = []
    while url:
        response = requests.get(url, params=params, timeout=30)
        response.raise_for_status()
        items.extend(response.json())
        url = response.links.get("next", {}).get("url")
        params = None
    return items


def main() -> None:
    scenario = json.loads(sys.argv[1])
    endpoint = scenario["endpoint"]
    report = {
        "search": [m["id"] for m in paged(f"{endpoint}/api/models", {"search": scenario["search"], "limit": 5})],
        "spaces": [s["id"] for s in paged(f"{endpoint}/api/spaces", {"models": scenario["model"]})],
    }
    tags = requests.get(f"{endpoint}/api/models-tags-by-type", timeout=30)
    tags.raise_for_status()
    report["tag_kinds"] = sorted(tags.json().keys())
    dataset_tags = requests.get(f"{endpoint}/api/datasets-tags-by-type", timeout=30)
    dataset_tags.raise_for_status()
    report["dataset_tags"] = {kind: [entry["id"] for entry in entries] for kind, entries in dataset_tags.json().items()}
    report["collections"] = paged(f"{endpoint}/api/collections", {"limit": 10})
    missing = requests.get(f"{endpoint}/api/collections/atrium/nothing-0123456789abcdef01234567", timeout=30)
    report["collection_status"] = missing.status_code
    report["collection_code"] = missing.headers.get("X-Error-Code")
    print(json.dumps(report))


if __name__ == "__main__":
    main()
