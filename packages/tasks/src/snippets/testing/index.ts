/**
 * Test helpers for snippet generators (library and inference alike). Not part of the built
 * package: exported under `@atrium/tasks/testing` for the sources only.
 */
export { validateSnippets, checkPython, bashParsesAll, LANGUAGES } from "./validate.ts";
export type { CheckableSnippet, SnippetProblem, PythonReport } from "./validate.ts";
export { jsShape, shShape } from "./shape.ts";
export { PYTHON } from "./python.ts";
export { baselineCases, hostile, typicalTask, NASTY, NASTY_ID } from "./model-matrix.ts";
export type { MatrixCase } from "./model-matrix.ts";
export { readReference, REFERENCE_SKIPPED } from "../../testing/reference.ts";
export { compareThroughput, formatComparison, median, runFor } from "./throughput.ts";
export type { Run, ThroughputOptions, ThroughputResult, ThroughputSide } from "./throughput.ts";
export { bundleOf, type BundleMeasure } from "./bundle-of.ts";
