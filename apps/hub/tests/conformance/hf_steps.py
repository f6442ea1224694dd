"""The report every re-enacted client script prints: named steps, each ok with its facts or failed with a trace."""

from __future__ import annotations

import json
import sys
import traceback
from typing import Any, Callable


class StepReport:
    def __init__(self) -> None:
        self.report: dict[str, Any] = {"steps": {}}

    def step(self, name: str, body: Callable[[], dict]) -> None:
        """Runs one step; an exception fails that step only, the next ones still run."""
        try:
            self.report["steps"][name] = {"ok": True, **body()}
        except Exception as error:  # noqa: BLE001
            self.report["steps"][name] = {"ok": False, "error": repr(error), "trace": traceback.format_exc()}


def script_main(script: str, run: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
    """`python3 <script> '<scenario JSON>'`: runs the scenario and prints its report as JSON."""
    if len(sys.argv) != 2:
        raise SystemExit(f"usage: {script} '<scenario JSON>'")
    print(json.dumps(run(json.loads(sys.argv[1])), indent=1, default=str))
