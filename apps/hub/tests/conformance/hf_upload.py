"""The upload side of the Python `huggingface_hub` client (1.x, `HF_HUB_DISABLE_XET=1`), re-enacted with `requests`.

It follows `_commit_api.py` and `lfs.py` of huggingface_hub v1.3.7 step by step, with real HTTP:
preupload (256 files per call, `sample` = base64 of the first 512 bytes, empty files forced to
`regular`), the LFS batch (`transfers: ["basic", "multipart"]`, `hash_algo: "sha256"`,
`ref.name`), the single-part PUT of the raw bytes with **no** Authorization header and without the
action's `header`, the verify POST with the hub token, then the NDJSON commit. The response
validators are the client's (`_validate_preupload_info`, `_validate_batch_actions`,
`_validate_batch_error`, `_validate_lfs_action`), so a malformed answer fails here as it would there.

Usage: python3 hf_upload.py '<scenario JSON>'; prints a JSON report with one entry per step.
"""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any, Iterator
from urllib.parse import quote

import requests

from hf_http import RecordingSession, raise_for_status, report_step, scenario_main

LFS_HEADERS = {"Accept": "application/vnd.git-lfs+json", "Content-Type": "application/vnd.git-lfs+json"}
TYPE_PREFIXES = {"model": "", "dataset": "datasets/", "space": "spaces/"}


def validate_preupload_info(info: Any) -> dict:
    files = info.get("files")
    if not isinstance(files, list):
        raise ValueError("preupload: files is not a list")
    for file in files:
        if not (
            isinstance(file, dict)
            and isinstance(file.get("path"), str)
            and isinstance(file.get("uploadMode"), str)
            and file["uploadMode"] in ("lfs", "regular")
            and isinstance(file.get("shouldIgnore"), bool)
        ):
            raise ValueError(f"preupload: malformed file entry {file!r}")
    return info


def validate_lfs_action(action: Any) -> None:
    if not (isinstance(action.get("href"), str) and (action.get("header") is None or isinstance(action.get("header"), dict))):
        raise ValueError("lfs_action is improperly formatted")


def validate_batch_object(obj: Any) -> None:
    if not (isinstance(obj.get("oid"), str) and isinstance(obj.get("size"), int)):
        raise ValueError("lfs_batch object is improperly formatted")
    if "error" in obj:
        error = obj["error"]
        if not (isinstance(error, dict) and isinstance(error.get("message"), str) and isinstance(error.get("code"), int)):
            raise ValueError("lfs_batch_error is improperly formatted")
        return
    for name in ("upload", "verify"):
        action = (obj.get("actions") or {}).get(name)
        if action is not None:
            validate_lfs_action(action)


class Uploader:
    def __init__(self, scenario: dict):
        self.endpoint = scenario["endpoint"].rstrip("/")
        self.token = scenario["token"]
        self.repo_id = scenario["repo"]
        self.repo_type = scenario.get("type", "model")
        self.revision = scenario.get("revision", "main")
        # `create_pr=True` (v1.3.7 and v1.28.0 `create_commit`): `create_pr=1` on preupload and commit, and
        # no `ref` in the LFS batch, so that a reader of the target branch may still upload.
        self.create_pr = bool(scenario.get("createPr", False))
        self.session = RecordingSession()

    def pr_params(self) -> dict | None:
        return {"create_pr": "1"} if self.create_pr else None

    def auth(self) -> dict:
        return {"authorization": f"Bearer {self.token}"}

    def fix_endpoint(self, url: str) -> str:
        # fix_hf_endpoint_in_url: only rewrites huggingface.co links; ours must already be on the endpoint.
        return url.replace("https://huggingface.co", self.endpoint, 1)

    def preupload(self, files: list[dict]) -> dict[str, dict]:
        result: dict[str, dict] = {}
        # Like create_commit: the content of a .gitignore being committed goes along as `gitIgnore`.
        gitignore = next((f["bytes"].decode() for f in files if f["path"] == ".gitignore"), None)
        for start in range(0, len(files), 256):
            chunk = files[start : start + 256]
            payload = {
                "files": [
                    {"path": f["path"], "sample": base64.b64encode(f["bytes"][:512]).decode("ascii"), "size": len(f["bytes"])}
                    for f in chunk
                ]
            }
            if gitignore is not None:
                payload["gitIgnore"] = gitignore
            response = self.session.post(
                f"{self.endpoint}/api/{self.repo_type}s/{self.repo_id}/preupload/{quote(self.revision, safe='')}",
                json=payload,
                headers=self.auth(),
                params=self.pr_params(),
            )
            raise_for_status(response)
            for entry in validate_preupload_info(response.json())["files"]:
                result[entry["path"]] = entry
        for f in files:
            if len(f["bytes"]) == 0:
                result[f["path"]]["uploadMode"] = "regular"
        return result

    def batch(self, objects: list[dict]) -> tuple[list[dict], list[dict], str | None]:
        url = f"{self.endpoint}/{TYPE_PREFIXES[self.repo_type]}{self.repo_id}.git/info/lfs/objects/batch"
        payload = {
            "operation": "upload",
            "transfers": ["basic", "multipart"],
            "objects": objects,
            "hash_algo": "sha256",
        }
        if not self.create_pr:
            payload["ref"] = {"name": self.revision}
        response = self.session.post(url, headers={**LFS_HEADERS, **self.auth()}, json=payload)
        raise_for_status(response)
        info = response.json()
        if not isinstance(info.get("objects"), list):
            raise ValueError("Malformed response from server")
        for obj in info["objects"]:
            validate_batch_object(obj)
        transfer = info.get("transfer") if isinstance(info.get("transfer"), str) else None
        return [o for o in info["objects"] if "error" not in o], [o for o in info["objects"] if "error" in o], transfer

    def put(self, href: str, data: Any) -> requests.Response:
        # No Authorization header, no action header: both clients send the bytes alone.
        return requests.put(self.fix_endpoint(href), data=data)

    def verify(self, href: str, oid: str, size: int) -> requests.Response:
        return self.session.post(self.fix_endpoint(href), headers=self.auth(), json={"oid": oid, "size": size})

    def commit(self, summary: str, operations: list[dict], parent: str | None = None) -> requests.Response:
        header = {"summary": summary, "description": ""}
        if parent:
            header["parentCommit"] = parent
        lines = [{"key": "header", "value": header}] + operations
        body = "".join(json.dumps(line) + "\n" for line in lines)
        return self.session.post(
            f"{self.endpoint}/api/{self.repo_type}s/{self.repo_id}/commit/{quote(self.revision, safe='')}",
            data=body.encode(),
            headers={**self.auth(), "Content-Type": "application/x-ndjson"},
            params=self.pr_params(),
        )

    @staticmethod
    def operations(files: list[dict], modes: dict[str, dict]) -> list[dict]:
        """The commit's operation lines (`_prepare_commit_payload`): LFS files by pointer, the others inline; ignored files left out."""
        operations: list[dict] = []
        for f in files:
            mode = modes[f["path"]]
            if mode["shouldIgnore"]:
                continue
            if mode["uploadMode"] == "lfs":
                operations.append(
                    {
                        "key": "lfsFile",
                        "value": {"path": f["path"], "algo": "sha256", "oid": hashlib.sha256(f["bytes"]).hexdigest(), "size": len(f["bytes"])},
                    }
                )
            else:
                operations.append({"key": "file", "value": {"path": f["path"], "content": base64.b64encode(f["bytes"]).decode(), "encoding": "base64"}})
        return operations


def pattern(size: int, seed: int) -> bytes:
    out = bytearray(size)
    state = seed
    for index in range(0, size, 4096):
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        out[index : index + 4096] = state.to_bytes(4, "little") * 1024
    return bytes(out[:size])


def chunks_then_fail(data: bytes, fail_after: int) -> Iterator[bytes]:
    sent = 0
    while sent < fail_after:
        yield data[sent : sent + 65536]
        sent += 65536
    raise ConnectionError("client gave up mid-upload")


def run(scenario: dict) -> dict:
    up = Uploader(scenario)
    report: dict[str, Any] = {"steps": {}}

    step = report_step(report)

    big = pattern(scenario["lfsSize"], 5)
    files = [
        {"path": "README.md", "bytes": b"---\nlicense: mit\n---\n# Uploaded by the re-enacted Python client\n"},
        {"path": "config.json", "bytes": b'{"model_type": "bert"}\n'},
        {"path": "empty.txt", "bytes": b""},
        {"path": "model.safetensors", "bytes": big},
        {"path": "logs/run.log", "bytes": b"noise\n"},
    ]
    state: dict[str, Any] = {}

    def preupload() -> dict:
        modes = up.preupload(files + [{"path": ".gitignore", "bytes": b"*.log\n"}])
        state["modes"] = modes
        return {"modes": {p: m["uploadMode"] for p, m in modes.items()}, "ignored": sorted(p for p, m in modes.items() if m["shouldIgnore"])}

    def batch() -> dict:
        lfs = [f for f in files if state["modes"][f["path"]]["uploadMode"] == "lfs"]
        objects = [{"oid": hashlib.sha256(f["bytes"]).hexdigest(), "size": len(f["bytes"])} for f in lfs]
        actions, errors, transfer = up.batch(objects)
        state["actions"] = actions
        return {"transfer": transfer, "objects": len(actions), "errors": errors, "withActions": sum(1 for a in actions if a.get("actions"))}

    def interrupted_put() -> dict:
        action = state["actions"][0]["actions"]["upload"]
        try:
            response = up.put(action["href"], chunks_then_fail(big, len(big) // 2))
            return {"interruptedStatus": response.status_code}
        except Exception as error:  # noqa: BLE001
            return {"interruptedError": type(error).__name__}

    def verify_before() -> dict:
        action = state["actions"][0]["actions"]["verify"]
        response = up.verify(action["href"], hashlib.sha256(big).hexdigest(), len(big))
        return {"status": response.status_code, "code": response.headers.get("X-Error-Code")}

    def upload() -> dict:
        obj = state["actions"][0]
        response = up.put(obj["actions"]["upload"]["href"], big)
        raise_for_status(response)
        verify = up.verify(obj["actions"]["verify"]["href"], obj["oid"], obj["size"])
        raise_for_status(verify)
        return {"putStatus": response.status_code, "verifyStatus": verify.status_code}

    def batch_again() -> dict:
        actions, errors, _ = up.batch([{"oid": hashlib.sha256(big).hexdigest(), "size": len(big)}])
        return {"withActions": sum(1 for a in actions if a.get("actions")), "errors": errors}

    def commit() -> dict:
        operations = up.operations(files, state["modes"])
        response = up.commit("Upload with the re-enacted Python client", operations)
        raise_for_status(response)
        body = response.json()
        return {"commitOid": body["commitOid"], "commitUrl": body["commitUrl"]}

    step("preupload", preupload)
    if report["steps"]["preupload"]["ok"]:
        step("batch", batch)
    if report["steps"].get("batch", {}).get("ok"):
        step("interrupted_put", interrupted_put)
        step("verify_before_upload", verify_before)
        step("upload", upload)
        step("batch_again", batch_again)
        if scenario.get("commit"):
            step("commit", commit)
    report["requests"] = up.session.log
    return report


if __name__ == "__main__":
    scenario_main(run, "hf_upload.py")
