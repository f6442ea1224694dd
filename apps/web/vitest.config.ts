import { defineProject } from "vitest/config";

// The end-to-end tests need Chromium at /usr/bin/chromium; they are left out only when
// ATRIUM_TEST_SKIP_CHROMIUM=1 says so (a missing Chromium otherwise fails them).
const skipChromium = process.env.ATRIUM_TEST_SKIP_CHROMIUM === "1";
if (skipChromium) console.warn("[web tests] ATRIUM_TEST_SKIP_CHROMIUM=1: the end-to-end tests (tests/e2e) are skipped");

export default defineProject({
	resolve: { conditions: ["atrium-source"] },
	ssr: { resolve: { conditions: ["atrium-source"] } },
	test: {
		name: "web",
		include: [
			"app/**/*.test.{ts,tsx}",
			"server/**/*.test.ts",
			"fixtures/**/*.test.ts",
			...(skipChromium ? [] : ["tests/e2e/**/*.test.ts"]),
		],
		testTimeout: 120_000,
		hookTimeout: 120_000,
		// A browser on a shared 2-core machine can take seconds to navigate: expect.poll waits up to 20 s
		// (the default, 1 s, made end-to-end checks fail under load while the page was still loading).
		expect: { poll: { timeout: 20_000, interval: 100 } },
	},
});
