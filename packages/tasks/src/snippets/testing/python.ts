import { existsSync } from "node:fs";

/**
 * The Python interpreter snippet tests use: Debian's, which sees Debian's Python packages
 * (python3-requests), rather than whatever `python3` comes first on PATH.
 */
export const PYTHON = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
