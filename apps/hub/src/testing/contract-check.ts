import { Hono, type Env } from "hono";
import { z } from "zod";
import { ErrorBody, schemaNamed } from "@atrium/hub-api";
import { openApiDocument, openApiPathOf } from "../features/openapi/openapi-document.ts";

type Answer = { content?: Record<string, { schema?: { $ref?: string } }> };
export type Operation = { responses?: Record<string, Answer> };

/** Media types of other protocols (git smart HTTP, git-lfs): their answers, errors included, follow those. */
const OTHER_PROTOCOLS = /^application\/(?:vnd\.git-lfs\+json|x-git-)/;

/** The documented success answer of an operation: its 2xx response (200, or 201 for creations). */
export function successOf(operation: Operation): { status: string; answer: Answer } | undefined {
	const status = Object.keys(operation.responses ?? {}).find((key) => /^2\d\d$/.test(key));
	const answer = status ? operation.responses?.[status] : undefined;
	return status && answer ? { status, answer } : undefined;
}

/** Parses `body` with `schema`, throwing a readable error that names `what` when it does not match. */
export function assertMatches<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
	const result = schema.safeParse(body);
	if (!result.success) throw new Error(`${what} does not match its schema:\n${z.prettifyError(result.error)}`);
	return result.data;
}

/** Reads a JSON answer, checks its status and validates it against `schema`; returns the typed body. */
export async function readJson<S extends z.ZodType>(response: Response, schema: S, status = 200): Promise<z.infer<S>> {
	if (response.status !== status)
		throw new Error(`Expected ${status}, got ${response.status}: ${await response.text()}`);
	return assertMatches(schema, await response.json(), `${response.url || "the answer"}`);
}

/**
 * Wraps `app.request` so every JSON answer is validated against the schema the OpenAPI document
 * declares for its route (the route found by the app's own router) and status — errors against `Error`
 * unless the route documents its own error answer. An API path no route answers fails, and so does a
 * JSON answer of a route that documents none with a schema. Routes of other protocols (git, git-lfs)
 * are left to their own tests. Test hubs use it, so every route test checks the contract without saying so.
 */
export function withContractCheck<E extends Env>(app: Hono<E>): Hono<E> {
	const document = openApiDocument() as { paths: Record<string, Record<string, Operation>> };
	const lookup = new Hono();
	for (const route of app.routes) {
		if (route.method === "ALL") continue;
		const template = openApiPathOf(route.path);
		lookup.on(route.method, route.path, (c) => c.text(template));
	}
	const request = app.request;
	app.request = async (...args: Parameters<Hono<E>["request"]>) => {
		const response = await request(...args);
		const json = (response.headers.get("content-type") ?? "").startsWith("application/json");
		if (!json || response.status === 304) return response;
		const url = new URL(
			typeof args[0] === "string" ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url,
			"http://hub.test",
		);
		const method = (args[0] instanceof Request ? args[0].method : args[1]?.method) ?? "GET";
		const what = `${method} ${url.pathname}${url.search} (${response.status})`;
		// File routes serve files (config.json is JSON too): only their errors are API answers.
		if (method === "HEAD" || (response.status < 400 && !url.pathname.startsWith("/api/"))) return response;
		const body: unknown = await response.clone().json();
		const matched = await lookup.request(url.pathname, { method });
		const template = matched.status === 200 ? await matched.text() : undefined;
		const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
		const success = operation ? successOf(operation) : undefined;
		const declared = (status: string) => operation?.responses?.[status]?.content?.["application/json"]?.schema?.$ref;
		// Routes of other protocols (git, git-lfs) answer in those protocols' terms, errors included.
		if (Object.keys(success?.answer.content ?? {}).some((type) => OTHER_PROTOCOLS.test(type))) return response;
		// Errors are `Error` unless the route documents its own answer for the status (readiness's 503).
		if (response.status >= 400 && !declared(String(response.status))) {
			assertMatches(ErrorBody, body, what);
			return response;
		}
		if (!template) throw new Error(`${what}: no documented route answers this path`);
		if (!operation) throw new Error(`${what}: ${method} ${template} is not in the OpenAPI document`);
		const ref = declared(String(response.status)) ?? (success ? declared(success.status) : undefined);
		const schema = ref ? schemaNamed(ref.replace("#/components/schemas/", "")) : undefined;
		if (!schema) throw new Error(`${what}: ${method} ${template} documents no schema for this JSON answer`);
		assertMatches(schema, body, what);
		return response;
	};
	return app;
}
