import { factory, type AppHono } from "../../app-env.ts";
import type { YamlInvalid, YamlValidation } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { ApiError, errorBody } from "../../errors.ts";
import { readBodyText } from "../../http/read-body.ts";
import { LIMITS } from "../../http/limits.ts";
import { parseReadme } from "../../metadata/front-matter.ts";

/**
 * `POST /api/validate-yaml` `{content, repoType}` (docs/reference/uploads-and-commits.md#validate-a-card): checks a README's front matter
 * the way commits read it. Always JSON: `200 {errors: [], warnings: []}`, or 400 with the errors.
 */
export function validateYamlRoutes(_deps: AppDeps): AppHono {
	const app = factory.createApp();
	app.post("/api/validate-yaml", async (c) => {
		const text = await readBodyText(c, LIMITS.jsonBodyBytes);
		let body: unknown;
		try {
			body = JSON.parse(text);
		} catch {
			throw new ApiError("BadRequest", 'The body must be JSON: {"content": "...", "repoType": "model"}');
		}
		const content = (body as { content?: unknown } | null)?.content;
		if (typeof content !== "string") throw new ApiError("BadRequest", "The body needs the README text as content");
		const parsed = parseReadme(content);
		const warnings: YamlValidation["warnings"] = [];
		if (!parsed.cardData && !parsed.error) warnings.push({ message: "The README has no YAML front matter (metadata)" });
		// The clients read `errors`; the hub's error contract (`error`, `code`, X-Error-Code) rides along.
		if (parsed.error)
			return c.json(
				{
					...errorBody("BadRequest", parsed.error),
					errors: [{ message: parsed.error }],
					warnings,
				} satisfies YamlInvalid,
				400,
				{ "X-Error-Code": "BadRequest" },
			);
		return c.json({ errors: [], warnings } satisfies YamlValidation);
	});
	return app;
}
