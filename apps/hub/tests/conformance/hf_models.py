"""What the Python client's data classes accept, restated as strict parsers.

`ModelInfo`, `DatasetInfo`, `SpaceInfo`, `RepoFile`, `RepoFolder` and `LastCommitInfo` raise on
shapes the hub must never send: dates without fractional seconds or `Z` (clients before 0.27),
unknown `transformersInfo` keys, `safetensors` without both keys, LFS entries missing a field.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

DATE_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"
TRANSFORMERS_INFO_KEYS = {"auto_model", "custom_class", "pipeline_tag", "processor"}


def parse_datetime(value: str) -> datetime:
    """The strict date parser of Python clients before 0.27: fractional seconds and `Z` are required."""
    return datetime.strptime(value, DATE_FORMAT).replace(tzinfo=timezone.utc)


def _lfs(size: int, sha256: str, pointer_size: int) -> dict[str, Any]:
    """`BlobLfsInfo`: all three values are required."""
    return {"size": size, "sha256": sha256, "pointer_size": pointer_size}


def parse_last_commit(value: dict[str, Any] | None) -> dict[str, Any] | None:
    if value is None:
        return None
    return {"id": value["id"], "title": value["title"], "date": parse_datetime(value["date"]).isoformat()}


def parse_tree_entry(item: dict[str, Any]) -> dict[str, Any]:
    """`RepoFile` / `RepoFolder`: files need path, size, oid (and lfs size/oid/pointerSize); folders path, oid."""
    if item["type"] == "file":
        lfs = item.get("lfs")
        return {
            "type": "file",
            "path": item["path"],
            "size": item["size"],
            "blob_id": item["oid"],
            "lfs": _lfs(lfs["size"], lfs["oid"], lfs["pointerSize"]) if lfs else None,
            "last_commit": parse_last_commit(item.get("lastCommit")),
        }
    return {
        "type": "directory",
        "path": item["path"],
        "tree_id": item["oid"],
        "last_commit": parse_last_commit(item.get("lastCommit")),
    }


def parse_repo_info(item: dict[str, Any], repo_type: str) -> dict[str, Any]:
    """`DatasetInfo` / `SpaceInfo`: id, strict dates, siblings; a space `runtime` needs `stage`."""
    parsed: dict[str, Any] = {"id": item["id"], "sha": item.get("sha")}
    for key in ("lastModified", "createdAt"):
        if item.get(key) is not None:
            parsed[key] = parse_datetime(item[key]).isoformat()
    parsed["siblings"] = [sibling["rfilename"] for sibling in item.get("siblings") or []]
    if repo_type == "space":
        runtime = item.get("runtime")
        if runtime is not None:
            parsed["stage"] = runtime["stage"]
        parsed["sdk"] = item.get("sdk")
    if item.get("cardData") is not None and not isinstance(item["cardData"], dict):
        raise TypeError("cardData must be an object")
    return parsed


def parse_model_info(item: dict[str, Any]) -> dict[str, Any]:
    """`ModelInfo(**item)` with its strict parts: id, dates, siblings, transformersInfo, safetensors."""
    parsed: dict[str, Any] = {"id": item["id"]}
    for key in ("lastModified", "createdAt"):
        if item.get(key) is not None:
            parsed[key] = parse_datetime(item[key]).isoformat()
    siblings = item.get("siblings")
    if siblings is not None:
        parsed["siblings"] = [
            {
                "rfilename": sibling["rfilename"],
                "size": sibling.get("size"),
                "blob_id": sibling.get("blobId"),
                "lfs": (
                    _lfs(sibling["lfs"]["size"], sibling["lfs"]["sha256"], sibling["lfs"]["pointerSize"])
                    if sibling.get("lfs")
                    else None
                ),
            }
            for sibling in siblings
        ]
    info = item.get("transformersInfo")
    if info:
        unknown = set(info) - TRANSFORMERS_INFO_KEYS
        if unknown:
            raise TypeError(f"TransformersInfo.__init__() got unexpected keyword arguments {sorted(unknown)}")
        if "auto_model" not in info:
            raise TypeError("TransformersInfo.__init__() missing required argument 'auto_model'")
        parsed["transformersInfo"] = info
    safetensors = item.get("safetensors")
    if safetensors:
        if set(safetensors) != {"parameters", "total"}:
            raise TypeError(f"SafeTensorsInfo takes exactly parameters and total, got {sorted(safetensors)}")
        parsed["safetensors"] = {
            "parameters": dict(safetensors["parameters"]),
            "total": int(safetensors["total"]),
        }
    card = item.get("cardData")
    if card is not None and not isinstance(card, dict):
        raise TypeError("cardData must be an object")
    for key in ("_id", "sha", "pipeline_tag", "library_name", "private", "gated", "downloads", "likes", "tags"):
        if key in item:
            parsed[key] = item[key]
    return parsed


def parse_commit(item: dict[str, Any]) -> dict[str, Any]:
    """`GitCommitInfo`: id, authors[].user, date (strict), title, message; the HTML forms from `formatted`."""
    return {
        "commit_id": item["id"],
        "authors": [author["user"] for author in item["authors"]],
        "created_at": parse_datetime(item["date"]).isoformat(),
        "title": item["title"],
        "message": item["message"],
        "formatted_title": item.get("formatted", {}).get("title"),
        "formatted_message": item.get("formatted", {}).get("message"),
    }
