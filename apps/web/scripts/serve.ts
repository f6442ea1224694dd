// Runs the built site in front of the fake API (fixtures), for working on the site alone:
//   npm run build -w @atrium/web && npm start -w @atrium/web   (PORT=3000 by default)
// React picks its production build from NODE_ENV when first imported, hence the dynamic imports.
process.env.NODE_ENV ??= "production";
const { createFakeHub } = await import("../fixtures/fake-hub.ts");
const { listen } = await import("../server/node-listen.ts");

const port = Number(process.env.PORT ?? 3000);
const { url } = await listen(createFakeHub(), port, process.env.HOST ?? "127.0.0.1");
console.log(`Atrium site (fake API) on ${url}`);

export {};
