#!/usr/bin/env python3
"""Runs the Python client's download algorithms against a hub and prints a JSON report.

Usage: python_client.py '<scenario JSON>'

The scenario (built by python-client.test.ts) names the endpoint, a work dir for caches and the
repositories to use. Each step runs on its own (one failure does not hide the others) and reports
`ok`, the error if any (`Kind: message`), the requests it made and the facts the test asserts.
Needs only the standard library and `requests`.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import traceback
from pathlib import Path
from typing import Any, Callable

import requests

from hf_models import parse_model_info, parse_repo_info
from hf_http import HubHTTPError
from hf_protocol import HubClient


def sha256_of(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def files_in(folder: Path) -> dict[str, str]:
    """Every file of a snapshot folder (symlinks followed), as relative path -> sha256."""
    return {str(path.relative_to(folder)): sha256_of(str(path)) for path in folder.rglob("*") if path.is_file()}


def git_blob_id(path: str) -> str:
    data = Path(path).read_bytes()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def error_facts(error: HubHTTPError) -> dict[str, Any]:
    headers = error.response.headers
    return {
        "kind": error.kind,
        "status": error.response.status_code,
        "code": headers.get("X-Error-Code"),
        "message": headers.get("X-Error-Message"),
        "commit": headers.get("X-Repo-Commit"),
        "content_type": headers.get("Content-Type"),
        "body_error": error.body_error,
    }


def expect_error(call: Callable[[], Any]) -> dict[str, Any]:
    try:
        call()
    except HubHTTPError as error:
        return error_facts(error)
    raise AssertionError("the call succeeded but an HTTP error was expected")


class Runner:
    def __init__(self, scenario: dict[str, Any]):
        self.scenario = scenario
        self.workdir = Path(scenario["workdir"])
        self.steps: dict[str, Any] = {}

    def client(self, name: str, token: str | None = None, bool_style: str = "httpx") -> HubClient:
        return HubClient(self.scenario["endpoint"], str(self.workdir / name), token, bool_style)

    def step(self, name: str, body: Callable[[], dict[str, Any]]) -> None:
        try:
            self.steps[name] = {"ok": True, **body()}
        except Exception as error:  # noqa: BLE001 - every failure is reported, not raised
            self.steps[name] = {
                "ok": False,
                "error": f"{type(error).__name__}: {error}",
                "trace": traceback.format_exc(limit=4),
            }

    # ---- hf_hub_download --------------------------------------------------------------------

    def download_regular(self) -> dict[str, Any]:
        spec = self.scenario["regular"]
        client = self.client("cache-regular")
        first = client.hf_hub_download(spec["repo"], spec["file"])
        storage = client.cache_dir / f"models--{spec['repo'].replace('/', '--')}"
        meta = first["meta"]
        pointer = Path(first["path"])
        facts = {
            "requests": client.session.log[:],
            "meta": meta,
            "attempts": first["attempts"],
            "sha256": sha256_of(first["path"]),
            "git_blob_id": git_blob_id(first["path"]),
            "pointer_is_symlink": pointer.is_symlink(),
            "pointer_target": os.path.realpath(pointer),
            "blob": os.path.realpath(first["blob"]),
            "blobs": sorted(os.listdir(storage / "blobs")),
            "snapshots": sorted(os.listdir(storage / "snapshots")),
            "ref_main": (storage / "refs" / "main").read_text(),
        }
        mark = client.session.mark()
        again = client.hf_hub_download(spec["repo"], spec["file"], revision=meta["commit_hash"])
        facts["cached_call"] = {
            "from_cache": again["from_cache"],
            "path": again["path"],
            "requests": client.session.since(mark),
        }
        return facts

    def download_lfs_resumed(self) -> dict[str, Any]:
        spec = self.scenario["lfs"]
        client = self.client("cache-lfs")
        result = client.hf_hub_download(spec["repo"], spec["file"], interrupt_after=spec["interruptAfter"])
        return {
            "requests": client.session.log[:],
            "meta": result["meta"],
            "attempts": result["attempts"],
            "size": os.path.getsize(result["path"]),
            "sha256": sha256_of(result["path"]),
        }

    def download_variants(self) -> dict[str, Any]:
        """Special characters in paths, datasets, a zero-byte file, a slashed branch, a tag, a token."""
        special = self.scenario["special"]
        dataset = self.scenario["dataset"]
        client = self.client("cache-variants")
        facts: dict[str, Any] = {}
        for label, args in {
            "special_path": (special["repo"], special["file"], "model", "main"),
            "dataset_file": (dataset["repo"], dataset["file"], "dataset", "main"),
            "empty_file": (dataset["repo"], dataset["empty"], "dataset", "main"),
            "slashed_branch": (special["repo"], "config.json", "model", special["branch"]),
            "tag": (special["repo"], "config.json", "model", special["tag"]),
        }.items():
            mark = client.session.mark()
            result = client.hf_hub_download(*args)
            facts[label] = {
                "url": client.session.since(mark)[0]["url"],
                "commit": result["meta"]["commit_hash"],
                "etag": result["meta"]["etag"],
                "size": os.path.getsize(result["path"]),
                "sha256": sha256_of(result["path"]),
            }
        refs = client.cache_dir / f"models--{special['repo'].replace('/', '--')}" / "refs"
        facts["branch_ref"] = (refs / special["branch"]).read_text()
        with_token = self.client("cache-token", token=self.scenario["token"])
        regular = self.scenario["regular"]
        result = with_token.hf_hub_download(regular["repo"], regular["file"])
        facts["with_token"] = {"sha256": sha256_of(result["path"]), "status": result["meta"]["status"]}
        return facts

    def download_errors(self) -> dict[str, Any]:
        spec = self.scenario["regular"]
        client = self.client("cache-errors")
        storage = client.cache_dir / f"models--{spec['repo'].replace('/', '--')}"
        entry = expect_error(lambda: client.hf_hub_download(spec["repo"], "missing.json"))
        no_exist = storage / ".no_exist" / str(entry["commit"]) / "missing.json"
        entry["no_exist_marker"] = no_exist.exists()
        ref_main = storage / "refs" / "main"
        entry["ref_main"] = ref_main.read_text() if ref_main.exists() else None
        missing = self.scenario["missingRepo"]
        authed = self.client("cache-errors-token", token=self.scenario["token"])
        return {
            "entry_not_found": entry,
            "repo_not_found_anonymous": expect_error(lambda: client.hf_hub_download(missing, "config.json")),
            "repo_not_found_token": expect_error(lambda: authed.hf_hub_download(missing, "config.json")),
            "revision_not_found": expect_error(
                lambda: client.hf_hub_download(spec["repo"], "config.json", revision="no-such-branch")
            ),
            "info_repo_not_found": expect_error(lambda: client.repo_info(missing)),
            "info_revision_not_found": expect_error(
                lambda: client.repo_info(spec["repo"], revision="no-such-branch")
            ),
        }

    # ---- snapshot_download ------------------------------------------------------------------

    def snapshot(self, generation: str, bool_style: str) -> Callable[[], dict[str, Any]]:
        def run() -> dict[str, Any]:
            spec = self.scenario["snapshot"]
            client = self.client(f"cache-snapshot-{generation}", bool_style=bool_style)
            result = client.snapshot_download(spec["repo"], generation)
            facts = {**result, "files": files_in(Path(result["folder"])), "requests": client.session.log[:]}
            if generation == "1.22+":
                mark = client.session.mark()
                again = client.snapshot_download(spec["repo"], generation, revision=result["commit"])
                facts["rerun_with_commit"] = {
                    "folder": again["folder"],
                    "requests": client.session.since(mark),
                }
            return facts

        return run

    def snapshot_dataset(self) -> dict[str, Any]:
        spec = self.scenario["dataset"]
        client = self.client("cache-snapshot-dataset")
        result = client.snapshot_download(spec["repo"], "1.22+", repo_type="dataset")
        requests_made = [entry["url"] for entry in client.session.log[:2]]
        return {**result, "files": files_in(Path(result["folder"])), "requests": requests_made}

    def snapshot_paginated(self) -> dict[str, Any]:
        spec = self.scenario["special"]
        client = self.client("cache-snapshot-pages")
        result = client.snapshot_download(spec["repo"], "1.22+", ignore_patterns=["shards/"])
        pages = client.tree_pages(spec["repo"], result["commit"])
        return {**result, "pages": pages, "requests": [entry["url"] for entry in client.session.log]}

    # ---- listing and info -------------------------------------------------------------------

    def list_models(self) -> dict[str, Any]:
        spec = self.scenario["listing"]
        client = self.client("listing")
        url = f"{client.endpoint}/api/models"
        base = {"author": spec["author"], "filter": spec["filter"], "search": spec["search"]}
        params = {**base, "filter": [spec["filter"]], "sort": "downloads", "limit": 2}
        first = client.session.get(url, params=params, timeout=10)
        walked = [(item, page) for item, page in client.paginate(url, params)]
        pages = []
        for _, page in walked:
            if not pages or pages[-1] is not page:
                pages.append(page)
        parsed = [parse_model_info(item) for item, _ in walked]
        everything = [parse_model_info(item)["id"] for item, _ in client.paginate(url, base)]
        full = {}
        for style in ("True", "true", "1"):
            query = {"author": spec["author"], "full": style, "limit": 3}
            items = client.session.get(url, params=query, timeout=10).json()
            full[style] = [len(item.get("siblings") or []) for item in items]
        expand = {}
        for key in ("expand", "expand[]"):
            query = {"author": spec["author"], key: ["sha", "downloads"], "limit": 3}
            items = client.session.get(url, params=query, timeout=10).json()
            expand[key] = [sorted(item) for item in items]
        legacy = {**base, "direction": -1}
        unknown = {**legacy, "apps": "llama.cpp", "inference_provider": "all", "emissions_thresholds": "1,2"}
        two_filters = {"filter": [spec["filter"], spec["secondFilter"]], "limit": 1}
        repeated = client.session.get(url, params=two_filters, timeout=10)
        with_extras = {
            "two_filters_link": repeated.headers.get("Link"),
            "two_filters": sorted(item["id"] for item, _ in client.paginate(url, two_filters)),
            "direction": sorted(item["id"] for item, _ in client.paginate(url, legacy)),
            "unknown_parameters": sorted(item["id"] for item, _ in client.paginate(url, unknown)),
        }
        return {
            "with_extras": with_extras,
            "first_page_link": first.headers.get("Link"),
            "first_page_count": len(first.json()),
            "pages": pages,
            "ids": [item["id"] for item in parsed],
            "single_request_ids": everything,
            "full": full,
            "expand": expand,
        }

    def model_info(self) -> dict[str, Any]:
        spec = self.scenario["info"]
        client = self.client("info", bool_style="requests")
        plain = parse_model_info(client.repo_info(spec["repo"]))
        blobs = parse_model_info(client.repo_info(spec["repo"], files_metadata=True))
        by_key = {}
        for key in ("expand", "expand[]"):
            picked = client.repo_info(spec["repo"], expand=["sha", "lastModified"], expand_key=key)
            by_key[key] = sorted(picked)
        every = {}
        for item, _ in client.paginate(f"{client.endpoint}/api/models", {"author": spec["author"]}):
            every[item["id"]] = sorted(parse_model_info(client.repo_info(item["id"])))
        others = {
            "dataset": parse_repo_info(client.repo_info(spec["dataset"], "dataset"), "dataset"),
            "space": parse_repo_info(client.repo_info(spec["space"], "space"), "space"),
        }
        return {
            "plain": plain,
            "blobs": blobs,
            "expand": by_key,
            "every_model": every,
            "others": others,
            "requests": client.session.log[:3],
        }

    def refs_and_commits(self) -> dict[str, Any]:
        special = self.scenario["special"]
        client = self.client("refs")
        return {
            "refs": client.list_repo_refs(special["repo"]),
            "refs_with_prs": client.list_repo_refs(special["repo"], include_prs=True),
            "commits_main": client.list_repo_commits(special["repo"]),
            "commits_branch": client.list_repo_commits(special["repo"], special["branch"]),
            "commits_formatted": client.list_repo_commits(special["repo"], formatted=True),
            "requests": [entry["url"] for entry in client.session.log],
        }

    def paths_and_tree(self) -> dict[str, Any]:
        spec = self.scenario["pathsInfo"]
        special = self.scenario["special"]
        old = self.client("paths-old", bool_style="requests")
        new = self.client("paths-new")
        entries, sent_old = old.paths_info(spec["repo"], spec["paths"])
        expanded, sent_new = new.paths_info(spec["repo"], spec["paths"], expand=True)
        branch_entries, _ = new.paths_info(special["repo"], ["config.json"], revision=special["branch"])
        tree = {}
        for label, flag in (("True", "True"), ("true", "true"), ("1", "1"), ("False", "False")):
            tree[label] = sorted(entry["path"] for entry in new.list_repo_tree(spec["repo"], recursive=flag))
        nested = new.list_repo_tree(special["repo"], special["nested"], revision=special["branch"], recursive=True)
        listing = new.list_repo_tree(spec["repo"], recursive=True)
        files = sorted(entry["path"] for entry in listing if entry["type"] == "file")
        missing_dir = expect_error(lambda: new.list_repo_tree(spec["repo"], "no-such-dir"))
        return {
            "paths_info": entries,
            "sent_form_old": sent_old,
            "sent_form_new": sent_new,
            "paths_info_expanded": expanded,
            "paths_info_branch": branch_entries,
            "tree": tree,
            "nested_on_branch": nested,
            "repo_files": files,
            "tree_missing_dir": missing_dir,
        }

    def run(self) -> dict[str, Any]:
        self.step("hf_hub_download", self.download_regular)
        self.step("hf_hub_download_resume", self.download_lfs_resumed)
        self.step("hf_hub_download_variants", self.download_variants)
        self.step("download_errors", self.download_errors)
        self.step("snapshot_download_1_22", self.snapshot("1.22+", "httpx"))
        self.step("snapshot_download_0_34", self.snapshot("0.34-1.21", "requests"))
        self.step("snapshot_download_old", self.snapshot("<0.34", "requests"))
        self.step("snapshot_download_pages", self.snapshot_paginated)
        self.step("snapshot_download_dataset", self.snapshot_dataset)
        self.step("list_models", self.list_models)
        self.step("model_info", self.model_info)
        self.step("paths_info_and_tree", self.paths_and_tree)
        self.step("refs_and_commits", self.refs_and_commits)
        return {"requests_version": requests.__version__, "steps": self.steps}


def main() -> None:
    if len(sys.argv) != 2:
        sys.stderr.write(__doc__ or "")
        sys.exit(2)
    scenario = json.loads(sys.argv[1])
    print(json.dumps(Runner(scenario).run(), indent=1, default=str))


if __name__ == "__main__":
    main()
