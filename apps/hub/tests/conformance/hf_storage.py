"""Storage, history and copy calls of the Python `huggingface_hub` client, re-enacted with `requests`.

- `list_lfs_files(repo_id)`: `paginate` over GET `/api/{type}s/{id}/lfs-files` (no parameters, `Link`
  pages), each item read by `LFSFileInfo(**item)`: `fileOid`, `filename`, `oid`, `pushedAt` (a date),
  `size` required, `ref` optional.
- `permanently_delete_lfs_files(repo_id, lfs_files)`: the `file_oid`s in chunks of 1,000, each a POST of
  `{"deletions": {"sha": [...], "rewriteHistory": true}}` to `…/lfs-files/batch`, then `hf_raise_for_status`.
- `super_squash_history(repo_id, branch=, commit_message=)`: POST `…/super-squash/{quote(branch, safe='')}`
  with `{"message": commit_message or "Super-squash branch '{branch}' using huggingface_hub"}`.
- `duplicate_repo(from_id, to_id=, private=)` (v1.28.0): POST `/api/{type}s/{from_id}/duplicate` with
  `{"repository": "ns/name"}` plus `"visibility"` when `private` is given (the namespace from `whoami`
  when `to_id` has none); `exist_ok` swallows a 409; either way `RepoUrl(r.json()["url"])`.
  `duplicate_space` of v1.3.7 sends `"private"` instead of `"visibility"`, to `/api/spaces/…/duplicate`.

Usage: python3 hf_storage.py '<scenario JSON>'; prints a JSON report with one entry per step.
"""

from __future__ import annotations

import tempfile
from typing import Any, Callable
from urllib.parse import quote

from hf_http import HubHTTPError, raise_for_status
from hf_models import parse_datetime
from hf_protocol import HubClient
from hf_steps import StepReport, script_main

LFS_FILE_KEYS = {"fileOid", "filename", "oid", "pushedAt", "size"}


def lfs_file_info(item: dict[str, Any]) -> dict[str, Any]:
    """`LFSFileInfo.__init__`: pops the required keys (KeyError when missing) and parses the date."""
    missing = LFS_FILE_KEYS - item.keys()
    if missing:
        raise KeyError(f"LFSFileInfo needs {sorted(missing)}")
    return {
        "file_oid": item["fileOid"],
        "filename": item["filename"],
        "oid": item["oid"],
        "pushed_at": parse_datetime(item["pushedAt"]).isoformat(),
        "ref": item.get("ref"),
        "size": item["size"],
    }


def repo_url(url: str, endpoint: str) -> dict[str, str | None]:
    """`RepoUrl(url, endpoint=)`: the URL must sit under the endpoint; its path gives type and id."""
    if not url.startswith(endpoint + "/"):
        raise ValueError(f"{url} is not under {endpoint}")
    segments = url[len(endpoint) + 1 :].split("/")
    if len(segments) == 3 and segments[0] in ("datasets", "spaces"):
        return {"repo_type": segments[0][:-1], "repo_id": "/".join(segments[1:])}
    if len(segments) == 2:
        return {"repo_type": "model", "repo_id": "/".join(segments)}
    raise ValueError(f"Unable to retrieve user and repo ID from the passed HF ID: {url}")


class StorageClient(HubClient):
    def list_lfs_files(self, repo_id: str, repo_type: str = "model") -> list[dict[str, Any]]:
        url = f"{self.api(repo_type, repo_id)}/lfs-files"
        return [lfs_file_info(item) for item, _ in self.paginate(url, {})]

    def permanently_delete_lfs_files(self, repo_id: str, lfs_files: list[dict], repo_type: str = "model") -> int:
        url = f"{self.api(repo_type, repo_id)}/lfs-files/batch"
        posts = 0
        for start in range(0, len(lfs_files), 1000):
            shas = [item["file_oid"] for item in lfs_files[start : start + 1000]]
            if not shas:
                return posts
            payload = {"deletions": {"sha": shas, "rewriteHistory": True}}
            raise_for_status(self.session.post(url, headers=self.headers(), json=payload, timeout=30))
            posts += 1
        return posts

    def super_squash_history(self, repo_id: str, branch: str | None = None, message: str | None = None) -> None:
        branch = branch or "main"
        url = f"{self.api('model', repo_id)}/super-squash/{quote(branch, safe='')}"
        body = {"message": message or f"Super-squash branch '{branch}' using huggingface_hub"}
        raise_for_status(self.session.post(url, headers=self.headers(), json=body, timeout=30))

    def whoami(self) -> str:
        response = self.session.get(f"{self.endpoint}/api/whoami-v2", headers=self.headers(), timeout=10)
        raise_for_status(response)
        return response.json()["name"]

    def duplicate(
        self,
        from_id: str,
        to_id: str | None,
        repo_type: str = "model",
        private: bool | None = None,
        exist_ok: bool = False,
        old_client: bool = False,
    ) -> dict[str, Any]:
        if to_id is not None and "/" in to_id:
            namespace, name = to_id.rsplit("/", 1)
        else:
            namespace, name = self.whoami(), (to_id or from_id.rsplit("/", 1)[-1])
        payload: dict[str, Any] = {"repository": f"{namespace}/{name}"}
        if private is not None:
            if old_client:
                payload["private"] = private
            else:
                payload["visibility"] = "private" if private else "public"
        if old_client:
            payload["hardware"] = "cpu-basic"
        response = self.session.post(
            f"{self.api(repo_type, from_id)}/duplicate", headers=self.headers(), json=payload, timeout=30
        )
        try:
            raise_for_status(response)
        except HubHTTPError as error:
            if not (exist_ok and error.response.status_code == 409):
                raise
        return {"status": response.status_code, "payload": payload, **repo_url(response.json()["url"], self.endpoint)}


def run(scenario: dict[str, Any]) -> dict[str, Any]:
    endpoint = scenario["endpoint"]
    repo = scenario["repo"]
    cache = tempfile.mkdtemp(prefix="atrium-hf-storage-")
    writer = StorageClient(endpoint, cache, scenario["tokens"]["writer"])
    stranger = StorageClient(endpoint, cache, scenario["tokens"]["stranger"])
    steps = StepReport()

    def raised(call: Callable[[], Any]) -> str | None:
        try:
            call()
            return None
        except HubHTTPError as error:
            return error.kind

    def list_and_delete() -> dict:
        listed = writer.list_lfs_files(repo)
        on_main = [item for item in listed if item["ref"] in ("main", "refs/heads/main")]
        posts = writer.permanently_delete_lfs_files(repo, on_main)
        after = writer.list_lfs_files(repo)
        files = sorted(entry["path"] for entry in writer.list_repo_tree(repo, revision="main", recursive=True))
        download = raised(lambda: writer.hf_hub_download(repo, scenario["lfsOnMain"], revision="main"))
        return {
            "listed": sorted(item["filename"] for item in listed),
            "refs": {item["filename"]: item["ref"] for item in listed},
            "posts": posts,
            "after": sorted(item["filename"] for item in after),
            "mainFiles": files,
            "download": download,
            "strangerList": raised(lambda: stranger.list_lfs_files(scenario["hidden"])),
        }

    def squash() -> dict:
        branch_before = len(writer.list_repo_commits(repo, scenario["branch"]))
        writer.super_squash_history(repo)
        main = writer.list_repo_commits(repo, "main")
        branch_after = len(writer.list_repo_commits(repo, scenario["branch"]))
        writer.super_squash_history(repo, branch=scenario["branch"])
        squashed = writer.list_repo_commits(repo, scenario["branch"])
        return {
            "mainTitles": [commit["title"] for commit in main],
            "branchBefore": branch_before,
            "branchAfter": branch_after,
            "branchTitles": [commit["title"] for commit in squashed],
            "tag": raised(lambda: writer.super_squash_history(repo, branch=scenario["tag"])),
        }

    def duplicate() -> dict:
        source = scenario["source"]
        return {
            "named": writer.duplicate(source, "uploader/copy", private=True),
            "again": writer.duplicate(source, "uploader/copy", exist_ok=True),
            "taken": raised(lambda: writer.duplicate(source, "uploader/copy")),
            "ownNamespace": stranger.duplicate(source, None),
            "space": writer.duplicate(scenario["space"], "uploader/demo-copy", "space", private=False, old_client=True),
            "copiedFiles": sorted(entry["path"] for entry in writer.list_repo_tree("uploader/copy", revision="main", recursive=True)),
            "copyCommits": len(writer.list_repo_commits("uploader/copy", "main")),
            "hidden": raised(lambda: stranger.duplicate(scenario["hidden"], "stranger/leak")),
        }

    steps.step("list_and_delete_lfs_files", list_and_delete)
    steps.step("super_squash_history", squash)
    steps.step("duplicate_repo", duplicate)
    return steps.report


if __name__ == "__main__":
    script_main("hf_storage.py", run)
