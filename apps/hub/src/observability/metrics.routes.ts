import { factory, type AppHono } from "../app-env.ts";
import { ApiError } from "../errors.ts";
import { isOperator, type OperatorAccess } from "./operator-access.ts";

/** The Prometheus text format's content type. */
export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** Metrics in the Prometheus text format, from this process or, in a cluster, summed over its workers. */
export type MetricsSource = () => Promise<string>;

/**
 * `GET /metrics` on the public port, for operators only (the metrics token or an administrator):
 * everyone else gets 401 `OperatorOnly`. The admin-only listener of `ATRIUM_METRICS_ADDRESS`
 * (`metrics-server.ts`) serves the same text without credentials.
 */
export function metricsRoutes(deps: { source: MetricsSource; access: OperatorAccess }): AppHono {
	const app = factory.createApp();
	app.get("/metrics", async (c) => {
		if (!(await isOperator(c, deps.access))) {
			throw new ApiError("OperatorOnly", "Metrics are for operators: send the metrics token as a bearer token", {
				headers: { "WWW-Authenticate": 'Bearer realm="atrium-metrics"' },
			});
		}
		c.header("Content-Type", PROMETHEUS_CONTENT_TYPE);
		c.header("Cache-Control", "no-store");
		return c.body(await deps.source());
	});
	return app;
}
