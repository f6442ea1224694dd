"""The community calls of the Python `huggingface_hub` client (v1.3.7 and v1.28.0), re-enacted with `requests`.

Each function follows the request the library sends (`hf_api.py`: `create_discussion`,
`create_pull_request`, `get_repo_discussions`, `get_discussion_details`, `comment_discussion`,
`edit_discussion_comment`, `hide_discussion_comment`, `rename_discussion`,
`change_discussion_status`, `merge_pull_request`, `list_repo_refs(include_pull_requests=True)`,
and `create_commit(create_pr=True)` / a commit to `revision="refs/pr/N"` of `_commit_api.py`, with and
without LFS files: `create_commit_with_lfs`) and
reads the answer the way the library parses it (`community.py::deserialize_event`, `parse_datetime`,
`_parse_revision_from_pr_url`), so a missing field or a wrong type fails here as it would there.

Usage: python3 hf_discussions.py '<scenario JSON>'; prints a JSON report with one entry per step.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import tempfile
from datetime import datetime, timezone
from typing import Any
from urllib.parse import quote

import requests

from hf_http import raise_for_status, report_step, scenario_main
from hf_protocol import HubClient
from hf_upload import Uploader, pattern


def parse_datetime(text: str) -> datetime:
    # The library accepts "%Y-%m-%dT%H:%M:%S.%fZ" (and without fraction); anything else raises.
    for pattern in ("%Y-%m-%dT%H:%M:%S.%fZ", "%Y-%m-%dT%H:%M:%SZ"):
        try:
            return datetime.strptime(text, pattern).replace(tzinfo=timezone.utc)
        except ValueError:
            continue
    raise ValueError(f"unparsable date {text!r}")


def deserialize_event(event: dict) -> dict:
    common = {
        "id": event["id"],
        "type": event["type"],
        "created_at": parse_datetime(event["createdAt"]).isoformat(),
        "author": event.get("author", {}).get("name", "deleted"),
    }
    data = event["data"]
    if event["type"] == "comment":
        latest = data["latest"]
        return {
            **common,
            "edited": data["edited"],
            "hidden": data["hidden"],
            "content": latest["raw"],
            "rendered": latest["html"],
            "edit_history": [version["raw"] for version in data["history"]],
            "last_edited_at": parse_datetime(latest["updatedAt"]).isoformat(),
            "last_edited_by": latest.get("author", {}).get("name", "deleted"),
        }
    if event["type"] == "status-change":
        return {**common, "new_status": data["status"]}
    if event["type"] == "commit":
        return {**common, "summary": data["subject"], "oid": data["oid"]}
    if event["type"] == "title-change":
        return {**common, "old_title": data["from"], "new_title": data["to"]}
    return common


def parse_discussion(item: dict) -> dict:
    return {
        "num": item["num"],
        "title": item["title"],
        "author": item.get("author", {}).get("name", "deleted"),
        "created_at": parse_datetime(item["createdAt"]).isoformat(),
        "status": item["status"],
        "repo_id": item["repo"]["name"],
        "repo_type": item["repo"]["type"],
        "is_pull_request": item["isPullRequest"],
    }


def parse_revision_from_pr_url(pr_url: str) -> str:
    match = re.match(r".*/discussions/(\d+)$", pr_url)
    if not match:
        raise ValueError(f"Unexpected pull request URL: {pr_url}")
    return f"refs/pr/{match.group(1)}"


class Client:
    def __init__(self, endpoint: str, token: str, repo: str):
        self.endpoint = endpoint.rstrip("/")
        self.repo = repo
        self.session = requests.Session()
        self.session.headers["authorization"] = f"Bearer {token}"

    def _post_changes(self, num: int, resource: str, body: dict | None = None) -> requests.Response:
        resp = self.session.post(f"{self.endpoint}/api/models/{self.repo}/discussions/{num}/{resource}", json=body)
        raise_for_status(resp)
        return resp

    def create_discussion(self, title: str, description: str | None, pull_request: bool = False) -> dict:
        description = (description or "").strip() or (
            f"{'Pull Request' if pull_request else 'Discussion'} opened with the huggingface_hub Python library"
        )
        resp = self.session.post(
            f"{self.endpoint}/api/models/{self.repo}/discussions",
            json={"title": title.strip(), "description": description, "pullRequest": pull_request},
        )
        raise_for_status(resp)
        return self.get_discussion_details(resp.json()["num"])

    def get_repo_discussions(self, author: str | None = None, discussion_type: str | None = None, discussion_status: str | None = None) -> list[dict]:
        params: dict[str, Any] = {}
        if discussion_type is not None:
            params["type"] = discussion_type
        if discussion_status is not None:
            params["status"] = discussion_status
        if author is not None:
            params["author"] = author
        out, page, has_next = [], 0, True
        while has_next:
            params["p"] = page
            resp = self.session.get(f"{self.endpoint}/api/models/{self.repo}/discussions", params=params)
            raise_for_status(resp)
            body = resp.json()
            total, start, discussions = body["count"], body["start"], body["discussions"]
            has_next = (start + len(discussions)) < total
            out.extend(parse_discussion(item) for item in discussions)
            page += 1
        return out

    def get_discussion_details(self, num: int) -> dict:
        resp = self.session.get(f"{self.endpoint}/api/models/{self.repo}/discussions/{num}", params={"diff": "1"})
        raise_for_status(resp)
        details = resp.json()
        is_pr = details["isPullRequest"]
        return {
            **parse_discussion(details),
            "events": [deserialize_event(event) for event in details["events"]],
            "target_branch": details["changes"]["base"] if is_pr else None,
            "conflicting_files": details["filesWithConflicts"] if is_pr else None,
            "merge_commit_oid": details["changes"].get("mergeCommitId", None) if is_pr else None,
            "diff": details.get("diff"),
        }

    def comment_discussion(self, num: int, comment: str) -> dict:
        return deserialize_event(self._post_changes(num, "comment", {"comment": comment}).json()["newMessage"])

    def edit_discussion_comment(self, num: int, comment_id: str, content: str) -> dict:
        resp = self._post_changes(num, f"comment/{comment_id.lower()}/edit", {"content": content})
        return deserialize_event(resp.json()["updatedComment"])

    def hide_discussion_comment(self, num: int, comment_id: str) -> dict:
        return deserialize_event(self._post_changes(num, f"comment/{comment_id.lower()}/hide").json()["updatedComment"])

    def rename_discussion(self, num: int, new_title: str) -> dict:
        return deserialize_event(self._post_changes(num, "title", {"title": new_title}).json()["newTitle"])

    def change_discussion_status(self, num: int, new_status: str, comment: str | None = None) -> dict:
        body: dict[str, str] = {"status": new_status}
        if comment and comment.strip():
            body["comment"] = comment.strip()
        return deserialize_event(self._post_changes(num, "status", body).json()["newStatus"])

    def merge_pull_request(self, num: int, comment: str | None = None) -> None:
        self._post_changes(num, "merge", {"comment": comment.strip()} if comment and comment.strip() else None)

    def list_repo_refs(self) -> dict:
        resp = self.session.get(f"{self.endpoint}/api/models/{self.repo}/refs", params={"include_prs": 1})
        raise_for_status(resp)
        data = resp.json()
        ref = lambda item: {"name": item["name"], "ref": item["ref"], "target_commit": item["targetCommit"]}  # noqa: E731
        return {
            "branches": [ref(item) for item in data["branches"]],
            "pull_requests": [ref(item) for item in data["pullRequests"]],
        }

    def upload_file(self, path: str, content: bytes, revision: str = "main", create_pr: bool = False) -> dict:
        """`upload_file` of a small file: preupload, then the NDJSON commit (`create_pr=1` when asked)."""
        rev = quote(revision, safe="")
        params = {"create_pr": "1"} if create_pr else None
        sample = base64.b64encode(content[:512]).decode()
        resp = self.session.post(
            f"{self.endpoint}/api/models/{self.repo}/preupload/{rev}",
            json={"files": [{"path": path, "sample": sample, "size": len(content)}]},
            params=params,
        )
        raise_for_status(resp)
        mode = resp.json()["files"][0]["uploadMode"]
        if mode != "regular":
            raise ValueError(f"expected a regular upload, got {mode}")
        lines = [
            {"key": "header", "value": {"summary": f"Upload {path} with huggingface_hub", "description": ""}},
            {"key": "file", "value": {"content": base64.b64encode(content).decode(), "path": path, "encoding": "base64"}},
        ]
        resp = self.session.post(
            f"{self.endpoint}/api/models/{self.repo}/commit/{rev}",
            data="\n".join(json.dumps(line) for line in lines).encode(),
            headers={"Content-Type": "application/x-ndjson"},
            params=params,
        )
        raise_for_status(resp)
        data = resp.json()
        pr_url = data.get("pullRequestUrl")
        return {
            "commit_oid": data["commitOid"],
            "pr_url": pr_url,
            "pr_revision": parse_revision_from_pr_url(pr_url) if pr_url else None,
        }

    def download(self, path: str, revision: str) -> str:
        resp = self.session.get(f"{self.endpoint}/{self.repo}/resolve/{quote(revision, safe='')}/{path}")
        raise_for_status(resp)
        return resp.text


def create_commit_with_lfs(scenario: dict, revision: str, create_pr: bool, files: list[dict], summary: str) -> dict:
    """`create_commit` (`push_to_hub`, `upload_folder`) with LFS files, as `_commit_api.py` sends it: preupload,
    the LFS batch (no `ref` with `create_pr`), a PUT without credentials and the verify for each object the
    hub lacks, then the NDJSON commit; `pullRequestUrl` is read only with `create_pr` (`_send_commit`)."""
    up = Uploader({**scenario, "token": scenario["readerToken"], "revision": revision, "createPr": create_pr})
    modes = up.preupload(files)
    lfs = [f for f in files if modes[f["path"]]["uploadMode"] == "lfs" and not modes[f["path"]]["shouldIgnore"]]
    actions, errors, _ = up.batch([{"oid": hashlib.sha256(f["bytes"]).hexdigest(), "size": len(f["bytes"])} for f in lfs])
    if errors:
        raise ValueError(f"LFS batch API returned errors: {errors}")
    by_oid = {hashlib.sha256(f["bytes"]).hexdigest(): f["bytes"] for f in lfs}
    puts = 0
    for obj in actions:
        if obj.get("actions") is None:
            continue
        raise_for_status(up.put(obj["actions"]["upload"]["href"], by_oid[obj["oid"]]))
        puts += 1
        verify = obj["actions"].get("verify")
        if verify is not None:
            raise_for_status(up.verify(verify["href"], obj["oid"], obj["size"]))
    response = up.commit(summary, up.operations(files, modes))
    raise_for_status(response)
    body = response.json()
    pr_url = body["pullRequestUrl"] if create_pr else None
    return {
        "commit_oid": body["commitOid"],
        "pr_url": pr_url,
        "pr_revision": parse_revision_from_pr_url(pr_url) if pr_url else None,
        "modes": {path: mode["uploadMode"] for path, mode in modes.items()},
        "puts": puts,
        "requests": [f"{entry['method']} {entry['url'].split('?')[0].removeprefix(up.endpoint)}{'?create_pr=1' if 'create_pr=1' in entry['url'] else ''}" for entry in up.session.log],
    }


def run(scenario: dict) -> dict:
    owner = Client(scenario["endpoint"], scenario["ownerToken"], scenario["repo"])
    reader = Client(scenario["endpoint"], scenario["readerToken"], scenario["repo"])
    report: dict[str, Any] = {"steps": {}}
    state: dict[str, Any] = {}

    step = report_step(report)
    # A safetensors-like start (a little-endian header length holds NUL bytes): the hub answers `lfs` for it.
    weights = {version: (8).to_bytes(8, "little") + b'{"w":{}}' + pattern(scenario["lfsSize"], seed) for version, seed in (("v1", 11), ("v2", 12))}

    def create_discussion():
        details = reader.create_discussion("A question", "Does it work offline?")
        state["num"] = details["num"]
        return {"details": details}

    def comment():
        event = owner.comment_discussion(state["num"], "It does.")
        state["comment"] = event["id"]
        return {"event": event}

    def create_pr_by_upload():
        info = reader.upload_file("notes.md", b"# notes\n", create_pr=True)
        state["pr"] = int(info["pr_revision"].split("/")[-1])
        return {"info": info}

    def refused_merge():
        try:
            reader.merge_pull_request(state["pr"])
        except Exception as error:  # noqa: BLE001
            return {"refused": f"{type(error).__name__}: {error}"}
        raise AssertionError("a reader merged a pull request")

    step("create_discussion", create_discussion)
    step("get_repo_discussions", lambda: {"list": reader.get_repo_discussions(author="reader", discussion_type="discussion")})
    step("comment_discussion", comment)
    step("edit_discussion_comment", lambda: {"event": owner.edit_discussion_comment(state["num"], state["comment"], "It does, offline too.")})
    step("hide_discussion_comment", lambda: {"event": owner.hide_discussion_comment(state["num"], state["comment"])})
    step("rename_discussion", lambda: {"event": reader.rename_discussion(state["num"], "Offline use")})
    step("change_discussion_status", lambda: {"event": reader.change_discussion_status(state["num"], "closed", "Thanks")})
    step("get_discussion_details", lambda: {"details": reader.get_discussion_details(state["num"])})
    step("create_pull_request", lambda: {"details": reader.create_discussion("Empty PR", None, pull_request=True)})
    step("upload_file_create_pr", create_pr_by_upload)
    step("upload_file_to_pr", lambda: {"info": reader.upload_file("notes.md", b"# notes, v2\n", revision=f"refs/pr/{state['pr']}")})
    step("hf_hub_download_pr", lambda: {"text": reader.download("notes.md", f"refs/pr/{state['pr']}")})
    step("list_repo_refs", lambda: {"refs": reader.list_repo_refs()})
    def push_to_hub_create_pr():
        files = [{"path": "config.json", "bytes": b'{"model_type": "bert"}\n'}, {"path": "model.safetensors", "bytes": weights["v1"]}]
        info = create_commit_with_lfs(scenario, "main", True, files, "Upload model")
        state["lfs_pr"] = info["pr_revision"]
        return {"info": info}

    def commit_lfs_to_pr():
        files = [{"path": "model.safetensors", "bytes": weights["v2"]}]
        return {"info": create_commit_with_lfs(scenario, state["lfs_pr"], False, files, "Retrained")}

    def download_lfs_at_pr():
        with tempfile.TemporaryDirectory(prefix="atrium-hf-cache-") as cache:
            client = HubClient(scenario["endpoint"], cache, scenario["readerToken"])
            got = client.hf_hub_download(scenario["repo"], "model.safetensors", revision=state["lfs_pr"])
            with open(got["path"], "rb") as file:
                data = file.read()
        return {
            "sha256": hashlib.sha256(data).hexdigest(),
            "expected": hashlib.sha256(weights["v2"]).hexdigest(),
            "etag": got["meta"]["etag"],
            "commit": got["meta"]["commit_hash"],
        }

    step("push_to_hub_create_pr", push_to_hub_create_pr)
    step("commit_lfs_to_pr", commit_lfs_to_pr)
    step("hf_hub_download_lfs_pr", download_lfs_at_pr)
    step("merge_by_reader", refused_merge)
    step("merge_pull_request", lambda: owner.merge_pull_request(state["pr"], "Merged, thanks"))
    step("pr_details", lambda: {"details": reader.get_discussion_details(state["pr"])})
    step("download_main", lambda: {"text": reader.download("notes.md", "main")})
    step("download_main_lfs", lambda: {"status": reader.session.head(f"{reader.endpoint}/{reader.repo}/resolve/main/model.safetensors").status_code})
    return report


if __name__ == "__main__":
    scenario_main(run, "hf_discussions.py")
