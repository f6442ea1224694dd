"""HTTP plumbing of the re-enacted Python client: a recording session and the client's error mapping."""

from __future__ import annotations

import json
import sys
import traceback
from typing import Any, Callable

import requests


class HubHTTPError(Exception):
    """An HTTP error, classified the way `hf_raise_for_status` does (`X-Error-Code` first, status second)."""

    def __init__(self, kind: str, response: requests.Response):
        self.kind = kind
        self.response = response
        body_error = None
        try:
            body = response.json()
            body_error = body.get("error") if isinstance(body, dict) else None
        except ValueError:
            pass
        self.body_error = body_error
        super().__init__(f"{kind} ({response.status_code}) for {response.url}: {body_error}")


class FileMetadataError(Exception):
    """The resolve answer lacks something the client needs (commit, ETag, size)."""


class ConsistencyError(Exception):
    """The downloaded file does not have the announced size."""


def raise_for_status(response: requests.Response) -> None:
    """Raises a classified {@link HubHTTPError} for 4xx/5xx answers, like `hf_raise_for_status`."""
    status = response.status_code
    if status < 400:
        return
    code = response.headers.get("X-Error-Code")
    message = response.headers.get("X-Error-Message")
    if code == "RevisionNotFound":
        raise HubHTTPError("RevisionNotFoundError", response)
    if code == "EntryNotFound":
        raise HubHTTPError("EntryNotFoundError", response)
    if code == "GatedRepo":
        raise HubHTTPError("GatedRepoError", response)
    if message == "Access to this resource is disabled.":
        raise HubHTTPError("DisabledRepoError", response)
    if code == "RepoNotFound" or (status == 401 and message != "Invalid credentials in Authorization header"):
        raise HubHTTPError("RepositoryNotFoundError", response)
    if status == 400:
        raise HubHTTPError("BadRequestError", response)
    raise HubHTTPError("HfHubHTTPError", response)


def normalize_etag(etag: str | None) -> str | None:
    """Drops a weak-validator prefix and the quotes, as the client does before naming the blob."""
    if etag is None:
        return None
    if etag.startswith("W/"):
        etag = etag[2:]
    return etag.strip('"')


class RecordingSession(requests.Session):
    """A `requests` session that logs method, URL, status and redirect hops of every request."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list[dict[str, Any]] = []
        self.headers["user-agent"] = "unknown/None; hf_hub/conformance; python/3"

    def request(self, method, url, *args, **kwargs):  # type: ignore[override]
        response = super().request(method, url, *args, **kwargs)
        self.log.append(
            {
                "method": method.upper(),
                "url": response.request.url,
                "status": response.status_code,
                "redirects": [hop.status_code for hop in response.history],
            }
        )
        return response

    def mark(self) -> int:
        """The log position, to slice out the requests of one step."""
        return len(self.log)

    def since(self, mark: int) -> list[dict[str, Any]]:
        return self.log[mark:]


def headers_of(response: requests.Response, first: str, fallback: str) -> str | None:
    """The first header if present, else the fallback one (`X-Linked-*` before the plain headers)."""
    return response.headers.get(first) or response.headers.get(fallback)


def int_or_none(value: str | None) -> int | None:
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None


def report_step(report: dict[str, Any]) -> Callable[[str, Callable[[], dict | None]], dict | None]:
    """A step runner for a scenario report: it records each step's facts, or its failure with the trace, and returns the facts."""

    def step(name: str, fn: Callable[[], dict | None]) -> dict | None:
        try:
            facts = fn() or {}
            report["steps"][name] = {"ok": True, **facts}
            return facts
        except Exception as error:  # noqa: BLE001 - the report carries every failure
            report["steps"][name] = {"ok": False, "error": f"{type(error).__name__}: {error}", "trace": traceback.format_exc()}
            return None

    return step


def scenario_main(run: Callable[[dict], dict], script: str) -> None:
    """Runs a scenario script: the scenario JSON is its one argument, the report goes to stdout."""
    if len(sys.argv) != 2:
        raise SystemExit(f"usage: {script} '<scenario JSON>'")
    print(json.dumps(run(json.loads(sys.argv[1])), indent=1, default=str))
