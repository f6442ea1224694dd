/** Runs {@link startGitHttpBackend} as a process of its own (so the bench measures its memory apart): `git-http-backend-serve.ts ROOT LFS_DIR`. */
import { startGitHttpBackend } from "./git-http-backend-host.ts";

const [projectRoot, lfsDir] = process.argv.slice(2);
if (!projectRoot || !lfsDir) {
	console.error("usage: git-http-backend-serve.ts PROJECT_ROOT LFS_DIR");
	process.exit(2);
}
const { url } = await startGitHttpBackend({ projectRoot, lfsDir });
console.log(`listening on ${url}`);
