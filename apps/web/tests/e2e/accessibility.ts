import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The axe-core rule tags the accessibility audits run by default: WCAG 2.0–2.2 A and AA, and best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe-core (rules of `tags`) on the page as it stands and lists its serious and critical
 * violations as `rule: selectors`. axe goes in as an inline script: the page's context must bypass
 * the site's CSP, which rightly refuses it.
 */
export async function seriousViolations(page: Page, tags: readonly string[] = AXE_TAGS): Promise<string[]> {
	await page.addScriptTag({ content: AXE_SOURCE });
	const result = await page.evaluate(async (values) => {
		const axe = (
			window as unknown as {
				axe: {
					run: (o: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
				};
			}
		).axe;
		return axe.run({ runOnly: { type: "tag", values } });
	}, tags);
	return result.violations
		.filter((v) => v.impact === "serious" || v.impact === "critical")
		.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
