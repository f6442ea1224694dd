// Runs the built site in front of the fake API (fixtures), for working on the site alone:
//   npm run build -w @atrium/web && npm start -w @atrium/web   (PORT=3000 by default)
import { createFakeHub } from "../fixtures/fake-hub.ts";
import { listen } from "../server/node-listen.ts";

const port = Number(process.env.PORT ?? 3000);
const { url } = await listen(createFakeHub(), port, process.env.HOST ?? "127.0.0.1");
console.log(`Atrium site (fake API) on ${url}`);
