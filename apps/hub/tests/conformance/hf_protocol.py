"""The download side of the Python `huggingface_hub` client, re-enacted with `requests` only.

huggingface_hub itself cannot be installed in our build environment, so this module follows
the algorithms described in /work/shared/design/hub-api.md (sections 1, 2, 3.2-3.6) step by
step, with real HTTP, and keeps the client's strictness: the same required headers, the same
URL encodings, the same cache layout, the same parsing rules (dates, `transformersInfo`,
`safetensors`, siblings, tree entries). Every request goes through a recording session so
the caller can show exactly what went over the wire.
"""

from __future__ import annotations

import fnmatch
import os
import re
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import quote, urlparse

import requests

from hf_http import (
    ConsistencyError,
    FileMetadataError,
    HubHTTPError,
    RecordingSession,
    headers_of,
    int_or_none,
    normalize_etag,
    raise_for_status,
)
from hf_models import parse_commit, parse_tree_entry

COMMIT_HASH = re.compile(r"^[0-9a-f]{40}$")
# How the client picks a display name out of Content-Disposition (note the required trailing `;`).
DISPOSITION_FILENAME = re.compile(r'filename="(?P<filename>.*?)";')
TYPE_PREFIXES = {"model": "", "dataset": "datasets/", "space": "spaces/"}
SIBLINGS_LIMIT = 50_000


def repo_folder_name(repo_id: str, repo_type: str) -> str:
    return f"{repo_type}s--" + repo_id.replace("/", "--")


class HubClient:
    """One configured client: endpoint (`HF_ENDPOINT`), cache dir, optional token, boolean style.

    `bool_style` is `"httpx"` (huggingface_hub >= 1.0 sends `true`/`false`) or `"requests"`
    (0.x sends Python's `True`/`False`).
    """

    def __init__(self, endpoint: str, cache_dir: str, token: str | None = None, bool_style: str = "httpx"):
        self.endpoint = endpoint.rstrip("/")
        self.cache_dir = Path(cache_dir)
        self.token = token
        self.bool_style = bool_style
        self.session = RecordingSession()

    # ---- plumbing -------------------------------------------------------------------------

    def flag(self, value: bool) -> str:
        if self.bool_style == "requests":
            return "True" if value else "False"
        return "true" if value else "false"

    def headers(self) -> dict[str, str]:
        headers: dict[str, str] = {}
        if self.token:
            headers["authorization"] = f"Bearer {self.token}"
        return headers

    def api(self, repo_type: str, repo_id: str) -> str:
        return f"{self.endpoint}/api/{repo_type}s/{repo_id}"

    def resolve_url(self, repo_id: str, filename: str, repo_type: str, revision: str) -> str:
        prefix = TYPE_PREFIXES[repo_type]
        return f"{self.endpoint}/{prefix}{repo_id}/resolve/{quote(revision, safe='')}/{quote(filename)}"

    def paginate(self, url: str, params: dict[str, Any] | None = None) -> Iterator[tuple[Any, dict]]:
        """Yields (item, page facts); follows `Link: <...>; rel="next"` without re-sending parameters."""
        response = self.session.get(url, params=params, headers=self.headers(), timeout=10)
        while True:
            raise_for_status(response)
            items = response.json()
            next_url = response.links.get("next", {}).get("url")
            page = {"url": response.request.url, "count": len(items), "next": next_url}
            for item in items:
                yield item, page
            if not next_url:
                return
            # requests refuses a relative URL here (MissingSchema), as httpx does in >= 1.0.
            response = self.session.get(next_url, headers=self.headers(), timeout=10)

    # ---- hf_hub_download ------------------------------------------------------------------

    def file_metadata(self, url: str) -> dict[str, Any]:
        """HEAD with `Accept-Encoding: identity`, following only relative redirects (query dropped)."""
        headers = self.headers()
        headers["Accept-Encoding"] = "identity"
        hops: list[dict[str, Any]] = []
        while True:
            response = self.session.head(url, headers=headers, allow_redirects=False, timeout=10)
            location = response.headers.get("Location")
            if 300 <= response.status_code <= 399 and location and urlparse(location).netloc == "":
                hops.append({"status": response.status_code, "location": location})
                url = urlparse(url)._replace(path=urlparse(location).path).geturl()
                continue
            break
        raise_for_status(response)
        return {
            "status": response.status_code,
            "commit_hash": response.headers.get("X-Repo-Commit"),
            "etag": normalize_etag(headers_of(response, "X-Linked-Etag", "ETag")),
            "location": response.headers.get("Location") or response.request.url,
            "size": int_or_none(headers_of(response, "X-Linked-Size", "Content-Length")),
            "content_encoding": response.headers.get("Content-Encoding"),
            "relative_hops": hops,
        }

    def hf_hub_download(
        self,
        repo_id: str,
        filename: str,
        repo_type: str = "model",
        revision: str = "main",
        interrupt_after: int | None = None,
    ) -> dict[str, Any]:
        storage = self.cache_dir / repo_folder_name(repo_id, repo_type)
        if COMMIT_HASH.match(revision):
            pointer = storage / "snapshots" / revision / filename
            if pointer.exists():
                return {"path": str(pointer), "from_cache": True}
        url = self.resolve_url(repo_id, filename, repo_type, revision)
        try:
            meta = self.file_metadata(url)
        except HubHTTPError as error:
            commit = error.response.headers.get("X-Repo-Commit")
            if error.kind == "EntryNotFoundError" and commit is not None:
                missing = storage / ".no_exist" / commit / filename
                missing.parent.mkdir(parents=True, exist_ok=True)
                missing.touch()
                self._cache_ref(storage, revision, commit)
            raise
        commit_hash, etag, size = meta["commit_hash"], meta["etag"], meta["size"]
        if commit_hash is None:
            raise FileMetadataError("Distant resource does not seem to be on huggingface.co (no X-Repo-Commit)")
        if not COMMIT_HASH.match(commit_hash):
            raise FileMetadataError(f"X-Repo-Commit is not a full 40-hex commit id: {commit_hash!r}")
        if etag is None:
            raise FileMetadataError("Distant resource does not have an ETag.")
        if size is None:
            raise FileMetadataError("Distant resource does not have a Content-Length.")
        headers = self.headers()
        if urlparse(meta["location"]).netloc != urlparse(url).netloc:
            headers.pop("authorization", None)
        blob = storage / "blobs" / etag
        pointer = storage / "snapshots" / commit_hash / filename
        blob.parent.mkdir(parents=True, exist_ok=True)
        pointer.parent.mkdir(parents=True, exist_ok=True)
        self._cache_ref(storage, revision, commit_hash)
        attempts: list[dict[str, Any]] = []
        if not blob.exists():
            incomplete = Path(f"{blob}.incomplete")
            with open(incomplete, "ab") as sink:
                self._http_get(meta["location"], sink, headers, size, attempts, interrupt_after)
            os.replace(incomplete, blob)
        if not pointer.exists():
            os.symlink(os.path.relpath(blob, pointer.parent), pointer)
        return {
            "path": str(pointer),
            "from_cache": False,
            "meta": meta,
            "attempts": attempts,
            "blob": str(blob),
        }

    def _http_get(
        self,
        url: str,
        sink: Any,
        headers: dict[str, str],
        expected_size: int,
        attempts: list[dict[str, Any]],
        interrupt_after: int | None,
        retries: int = 5,
    ) -> None:
        resume = sink.tell()
        request_headers = dict(headers)
        if resume > 0:
            request_headers["Range"] = f"bytes={resume}-"
        response = self.session.get(url, headers=request_headers, stream=True, timeout=10)
        raise_for_status(response)
        attempt = {
            "status": response.status_code,
            "range": request_headers.get("Range"),
            "content_range": response.headers.get("Content-Range"),
            "content_length": response.headers.get("Content-Length"),
            "content_encoding": response.headers.get("Content-Encoding"),
            "display_name": _display_name(response.headers.get("Content-Disposition")),
            "interrupted_at": None,
            "restarted": False,
        }
        attempts.append(attempt)
        if resume > 0 and response.status_code == 200:
            # The server ignored the range: start over rather than append the whole body.
            sink.seek(0)
            sink.truncate()
            attempt["restarted"] = True
        try:
            for chunk in response.iter_content(chunk_size=64 * 1024):
                sink.write(chunk)
                if interrupt_after is not None and sink.tell() >= interrupt_after:
                    attempt["interrupted_at"] = sink.tell()
                    response.close()
                    raise requests.ConnectionError("simulated network interruption")
        except (requests.ConnectionError, requests.Timeout):
            if retries <= 0:
                raise
            sink.flush()
            self._http_get(url, sink, headers, expected_size, attempts, None, retries - 1)
            return
        sink.flush()
        if sink.tell() != expected_size:
            raise ConsistencyError(f"Consistency check failed: expected {expected_size} bytes, got {sink.tell()}")

    @staticmethod
    def _cache_ref(storage: Path, revision: str, commit_hash: str) -> None:
        if revision == commit_hash:
            return
        ref = storage / "refs" / revision
        ref.parent.mkdir(parents=True, exist_ok=True)
        if not ref.exists() or ref.read_text() != commit_hash:
            ref.write_text(commit_hash)

    # ---- repo info, tree, paths-info ------------------------------------------------------

    def repo_info(
        self,
        repo_id: str,
        repo_type: str = "model",
        revision: str | None = None,
        files_metadata: bool = False,
        expand: list[str] | None = None,
        expand_key: str = "expand",
    ) -> dict[str, Any]:
        url = self.api(repo_type, repo_id)
        if revision is not None:
            url += f"/revision/{quote(revision, safe='')}"
        params: dict[str, Any] = {}
        if files_metadata:
            params["blobs"] = self.flag(True)
        if expand:
            params[expand_key] = expand
        response = self.session.get(url, params=params, headers=self.headers(), timeout=10)
        raise_for_status(response)
        return response.json()

    def list_repo_tree(
        self,
        repo_id: str,
        path_in_repo: str = "",
        repo_type: str = "model",
        revision: str = "main",
        recursive: bool | str = False,
        expand: bool = False,
    ) -> list[dict[str, Any]]:
        sub = f"/{quote(path_in_repo, safe='')}" if path_in_repo else ""
        url = f"{self.api(repo_type, repo_id)}/tree/{quote(revision, safe='')}{sub}"
        flag = recursive if isinstance(recursive, str) else self.flag(recursive)
        params = {"recursive": flag, "expand": self.flag(expand)}
        return [parse_tree_entry(item) for item, _ in self.paginate(url, params)]

    def tree_pages(self, repo_id: str, revision: str, repo_type: str = "model") -> list[dict[str, Any]]:
        """The pages of a recursive listing (url, count, next), for showing the pagination itself."""
        url = f"{self.api(repo_type, repo_id)}/tree/{quote(revision, safe='')}"
        pages: list[dict[str, Any]] = []
        for _, page in self.paginate(url, {"recursive": self.flag(True), "expand": self.flag(False)}):
            if not pages or pages[-1] is not page:
                pages.append(page)
        return pages

    def paths_info(
        self,
        repo_id: str,
        paths: list[str],
        revision: str = "main",
        expand: bool = False,
        repo_type: str = "model",
    ) -> tuple[list[dict[str, Any]], str]:
        """POSTs the paths as form data (never JSON); returns the parsed entries and the raw body sent."""
        url = f"{self.api(repo_type, repo_id)}/paths-info/{quote(revision, safe='')}"
        response = self.session.post(
            url, data={"paths": paths, "expand": self.flag(expand)}, headers=self.headers(), timeout=10
        )
        raise_for_status(response)
        body = response.request.body
        sent = body.decode() if isinstance(body, bytes) else str(body)
        return [parse_tree_entry(item) for item in response.json()], sent

    def list_repo_refs(self, repo_id: str, repo_type: str = "model", include_prs: bool = False) -> dict[str, Any]:
        """`GitRefs`: `branches`, `converts`, `tags` are indexed directly; `pullRequests` with include_prs."""
        params = {"include_prs": 1} if include_prs else {}
        url = f"{self.api(repo_type, repo_id)}/refs"
        response = self.session.get(url, params=params, headers=self.headers(), timeout=10)
        raise_for_status(response)
        data = response.json()
        refs = {
            key: [{"name": ref["name"], "ref": ref["ref"], "target_commit": ref["targetCommit"]} for ref in data[key]]
            for key in ("branches", "converts", "tags")
        }
        if include_prs:
            refs["pull_requests"] = list(data["pullRequests"])
        return refs

    def list_repo_commits(
        self, repo_id: str, revision: str = "main", repo_type: str = "model", formatted: bool = False
    ) -> list[dict]:
        """`GitCommitInfo`: id, authors[].user, date (strict), title, message; `formatted` asks for HTML forms."""
        url = f"{self.api(repo_type, repo_id)}/commits/{quote(revision, safe='')}"
        params = {"expand[]": "formatted"} if formatted else {}
        return [parse_commit(item) for item, _ in self.paginate(url, params)]

    # ---- snapshot_download ------------------------------------------------------------------

    def snapshot_download(
        self,
        repo_id: str,
        generation: str,
        repo_type: str = "model",
        revision: str = "main",
        ignore_patterns: list[str] | None = None,
    ) -> dict[str, Any]:
        """`generation` is `"1.22+"` (revision -> sha, then the tree), `"0.34-1.21"` (siblings, tree as
        fallback) or `"<0.34"` (siblings are asserted)."""
        listing_source = "tree"
        if generation == "1.22+":
            if COMMIT_HASH.match(revision):
                commit = revision
            else:
                commit = self.repo_info(repo_id, repo_type, revision)["sha"]
            files = self._tree_files(repo_id, repo_type, commit)
        else:
            info = self.repo_info(repo_id, repo_type, revision)
            commit = info.get("sha")
            siblings = info.get("siblings")
            if generation == "<0.34":
                assert commit is not None, "Repo info returned from server must have a revision sha."
                assert siblings is not None, "Repo info returned from server must have a siblings list."
            if generation == "<0.34" or (siblings and len(siblings) <= SIBLINGS_LIMIT):
                listing_source = "siblings"
                files = [sibling["rfilename"] for sibling in siblings]
            else:
                files = self._tree_files(repo_id, repo_type, commit)
        if not isinstance(commit, str) or not COMMIT_HASH.match(commit):
            raise FileMetadataError(f"repo info gave no 40-hex sha: {commit!r}")
        listed = len(files)
        wanted = [path for path in files if not _ignored(path, ignore_patterns or [])]
        for path in wanted:
            self.hf_hub_download(repo_id, path, repo_type, commit)
        storage = self.cache_dir / repo_folder_name(repo_id, repo_type)
        self._cache_ref(storage, revision, commit)
        return {
            "folder": str(storage / "snapshots" / commit),
            "commit": commit,
            "listed": listed,
            "downloaded": sorted(wanted),
            "listing": listing_source,
        }

    def _tree_files(self, repo_id: str, repo_type: str, commit: str) -> list[str]:
        entries = self.list_repo_tree(repo_id, "", repo_type, commit, True)
        return [entry["path"] for entry in entries if entry["type"] == "file"]


def _display_name(disposition: str | None) -> str | None:
    match = DISPOSITION_FILENAME.search(disposition or "")
    return match.group("filename") if match else None


def _ignored(path: str, patterns: list[str]) -> bool:
    expanded = [pattern + "*" if pattern.endswith("/") else pattern for pattern in patterns]
    return any(fnmatch.fnmatch(path, pattern) for pattern in expanded)
