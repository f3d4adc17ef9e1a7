// A plain node:http server answering every request with one page's bytes from memory, and
// the headers the app sent with them: the most a single Node.js process can serve on this
// machine. Arguments: pairs of files, the body and a JSON file of its headers (name → value),
// one pair for each rendering the app keeps of the page; each request gets one at random, as
// from the app. Run by plain `node` (it strips the types), so it imports nothing but Node.js.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const files = process.argv.slice(2);
const renderings = Array.from({ length: files.length / 2 }, (_, index) => ({
  body: readFileSync(files[2 * index]!),
  headers: JSON.parse(readFileSync(files[2 * index + 1]!, "utf8")) as Record<string, string>,
}));
const server = createServer((_request, response) => {
  const { body, headers } = renderings[Math.floor(Math.random() * renderings.length)]!;
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/` }));
});
