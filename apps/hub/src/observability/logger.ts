import { pino, type DestinationStream, type Logger } from "pino";

/** A logger of the hub. */
export type HubLogger = Logger;

/** Log levels, most verbose first. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
/** A log level (`ATRIUM_LOG_LEVEL`). */
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Paths pino blanks in anything logged, in case a header bag or credentials object is ever passed
 * to a log call: the request log itself only writes the fields it picks (`middleware/request-log/`).
 */
const REDACT = [
	"authorization",
	"cookie",
	"password",
	"token",
	"*.authorization",
	"*.cookie",
	"*.password",
	"*.token",
	"headers.authorization",
	"headers.cookie",
	'headers["set-cookie"]',
];

/**
 * JSON lines on stdout (or `destination`), one object per event: `level`, `time` (epoch ms),
 * `msg` and the event's fields.
 */
export function createLogger(options: { level?: LogLevel; destination?: DestinationStream } = {}): HubLogger {
	return pino(
		{ name: "atrium", level: options.level ?? "info", redact: { paths: REDACT, censor: "[redacted]" } },
		options.destination ?? pino.destination({ dest: 1, sync: false }),
	);
}

/** A logger that writes nothing (the default of apps built in tests). */
export function silentLogger(): HubLogger {
	return pino({ level: "silent" });
}
