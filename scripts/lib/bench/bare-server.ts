// A plain node:http server answering every request with one page's bytes from memory, and
// the headers the app sent with them: the most a single Node.js process can serve on this
// machine. Arguments: the file of the body, and a JSON file of the headers (name → value).
// Run by plain `node` (it strips the types), so it imports nothing but Node.js.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const body = readFileSync(process.argv[2]!);
const headers = JSON.parse(readFileSync(process.argv[3]!, "utf8")) as Record<string, string>;
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/` }));
});
