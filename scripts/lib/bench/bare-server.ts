// A plain node:http server answering every request with one file's bytes from
// memory: the most a single Node.js process can serve on this machine. A second
// argument names the bytes' content encoding (br), as the page's server sent them.
// Run by plain `node` (it strips the types), so it imports nothing but Node.js.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const body = readFileSync(process.argv[2]!);
const encoding = process.argv[3];
const server = createServer((_request, response) => {
  response.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": body.length,
    ...(encoding ? { "content-encoding": encoding, vary: "Accept-Encoding" } : {}),
  });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/` }));
});
