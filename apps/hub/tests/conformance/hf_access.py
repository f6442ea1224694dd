"""Access checks and Xet token requests of the Python `huggingface_hub` client, re-enacted with `requests`.

- `HfApi.auth_check(repo_id, repo_type=, write=)` (v1.28.0; v1.3.7 has no `write`): a GET of
  `/api/{type}s/{id}/auth-check`, plus `/write` when `write=True`, then `hf_raise_for_status`, so
  `X-Error-Code: GatedRepo` becomes `GatedRepoError` and `RepoNotFound` `RepositoryNotFoundError`.
- The Xet token request of an upload when `hf_xet` is installed (huggingface_hub >= 1.20 sends every
  LFS-sized upload through Xet). v1.3.7: `fetch_xet_connection_info_from_repo_info`, a GET of
  `/api/{type}s/{id}/xet-write-token/{revision}` (`params={"create_pr": "1"}`) through
  `hf_raise_for_status`, whose exception text is built by `_format` (the status line, then the
  server's `X-Error-Message` and JSON `error`, deduplicated). v1.28.0: `xet_connection_info_refresh_url`
  builds the same URL (the revision URL-quoted by `create_commit`, `?create_pr=1` appended) and hands it
  to `hf_xet`, which GETs it itself: 5xx (but 501), 408 and 429 are retried, every other error is fatal
  and shown as reqwest's `HTTP status ... error (<status>) for url (<url>)`.

Usage: python3 hf_access.py '<scenario JSON>'; prints a JSON report with one entry per step.
"""

from __future__ import annotations

from typing import Any, Callable
from urllib.parse import quote

import requests

from hf_http import HubHTTPError, RecordingSession, raise_for_status, report_step, scenario_main

REASONS = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 501: "Not Implemented"}


def client_error_message(response: requests.Response) -> str:
    """The text of the exception `hf_raise_for_status` raises for a status it has no special case for
    (`_format` over httpx's `HTTPStatusError` text, whose second line names a status page that differs
    between httpx versions; the first line and the server's message are what matter)."""
    status = response.status_code
    kind = "Client error" if status < 500 else "Server error"
    custom = (
        f"{kind} '{status} {REASONS.get(status, '')}' for url '{response.url}'\n"
        f"For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/{status}"
    )
    server_errors: list[str] = []
    header = response.headers.get("X-Error-Message")
    if header is not None:
        server_errors.append(header)
    try:
        data = response.json()
        if isinstance(data, dict) and data.get("error") is not None:
            server_errors.append(str(data["error"]))
    except ValueError:
        pass
    server_message = "\n".join(dict.fromkeys(line.strip() for line in server_errors if line.strip()))
    if server_message and server_message.lower() not in custom.lower():
        custom += "\n" + server_message if "\n\n" in custom else "\n\n" + server_message
    return custom


def hf_xet_retries(status: int) -> bool:
    """Whether hf_xet's retry wrapper (`default_on_request_success`) would ask the token URL again."""
    return (status >= 500 and status != 501) or status in (408, 429)


class AccessClient:
    def __init__(self, endpoint: str, token: str | None) -> None:
        self.endpoint = endpoint.rstrip("/")
        self.token = token
        self.session = RecordingSession()

    def headers(self) -> dict[str, str]:
        return {"authorization": f"Bearer {self.token}"} if self.token else {}

    def auth_check(self, repo_id: str, repo_type: str = "model", write: bool = False) -> None:
        path = f"{self.endpoint}/api/{repo_type}s/{repo_id}/auth-check"
        if write:
            path = f"{path}/write"
        raise_for_status(self.session.get(path, headers=self.headers(), timeout=10))

    def xet_token_old(self, kind: str, repo_id: str, revision: str, create_pr: bool = False) -> requests.Response:
        """v1.3.7 `fetch_xet_connection_info_from_repo_info` (the revision as given, unquoted)."""
        url = f"{self.endpoint}/api/models/{repo_id}/xet-{kind}-token/{revision}"
        params = {"create_pr": "1"} if create_pr else None
        return self.session.get(url, headers=self.headers(), params=params, timeout=10)

    def xet_refresh_url(self, kind: str, repo_id: str, revision: str | None, create_pr: bool = False) -> str:
        """v1.28.0 `xet_connection_info_refresh_url` as `_upload_xet_files` calls it."""
        url = f"{self.endpoint}/api/models/{repo_id}/xet-{kind}-token/{revision}"
        return url + "?create_pr=1" if create_pr else url


def run(scenario: dict[str, Any]) -> dict[str, Any]:
    endpoint = scenario["endpoint"]
    tokens: dict[str, str | None] = scenario["tokens"]
    report: dict[str, Any] = {"steps": {}}

    step = report_step(report)

    def outcome(call: Callable[[], None]) -> dict[str, Any]:
        try:
            call()
            return {"raised": None}
        except HubHTTPError as error:
            return {"raised": error.kind, "status": error.response.status_code}

    def auth_checks() -> dict:
        results: dict[str, Any] = {}
        for case in scenario["authChecks"]:
            client = AccessClient(endpoint, tokens[case["who"]])
            key = f'{case["who"]} {case["repo"]}{" write" if case.get("write") else ""}'
            results[key] = outcome(lambda: client.auth_check(case["repo"], case.get("type", "model"), bool(case.get("write"))))
        return {"results": results}

    def xet_old_client() -> dict:
        client = AccessClient(endpoint, tokens["writer"])
        response = client.xet_token_old("write", scenario["repo"], "main", create_pr=True)
        try:
            raise_for_status(response)
            return {"raised": None, "status": response.status_code}
        except HubHTTPError as error:
            return {
                "raised": error.kind,
                "status": response.status_code,
                "message": client_error_message(response),
                "url": response.url,
            }

    def xet_new_client() -> dict:
        client = AccessClient(endpoint, tokens["writer"])
        seen: list[dict[str, Any]] = []
        for revision, create_pr in ((quote(scenario["branch"], safe=""), False), ("main", False), (None, True)):
            url = client.xet_refresh_url("write", scenario["repo"], revision, create_pr)
            response = client.session.get(url, headers=client.headers(), timeout=10)
            seen.append(
                {
                    "url": url,
                    "status": response.status_code,
                    "code": response.headers.get("X-Error-Code"),
                    "retried": hf_xet_retries(response.status_code),
                    "shown": f"HTTP status {'client' if response.status_code < 500 else 'server'} error "
                    f"({response.status_code} {REASONS.get(response.status_code, '')}) for url ({url})",
                }
            )
        return {"requests": seen}

    def xet_read() -> dict:
        results = {}
        for who in ("anonymous", "reader", "stranger"):
            client = AccessClient(endpoint, tokens[who])
            response = client.xet_token_old("read", scenario["repo"], "main")
            results[who] = {"status": response.status_code, "code": response.headers.get("X-Error-Code")}
        for who in ("reader", "stranger"):
            client = AccessClient(endpoint, tokens[who])
            response = client.xet_token_old("write", scenario["repo"], "main")
            results[f"{who} write"] = {"status": response.status_code, "code": response.headers.get("X-Error-Code")}
        # A read-only token never uploads; an unapproved user of a gated repository takes no part.
        read_only = AccessClient(endpoint, tokens["writerRead"]).xet_token_old("write", scenario["repo"], "main")
        results["writer read-only write"] = {"status": read_only.status_code, "code": read_only.headers.get("X-Error-Code")}
        gated = AccessClient(endpoint, tokens["stranger"]).xet_token_old("write", scenario["gated"], "main", create_pr=True)
        results["stranger gated write"] = {"status": gated.status_code, "code": gated.headers.get("X-Error-Code")}
        hidden = AccessClient(endpoint, tokens["stranger"]).xet_token_old("write", scenario["hidden"], "main")
        results["stranger hidden"] = {"status": hidden.status_code, "code": hidden.headers.get("X-Error-Code")}
        return {"results": results}

    step("auth_check", auth_checks)
    step("xet_write_token_v1_3_7", xet_old_client)
    step("xet_write_token_v1_28_0", xet_new_client)
    step("xet_token_access", xet_read)
    return report


if __name__ == "__main__":
    scenario_main(run, "hf_access.py")
