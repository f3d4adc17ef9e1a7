// Map tiles for the tests, from loopback: one picture for every tile, so that no test reaches
// the internet and a test can tell that the map asked here.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export interface TileServer {
  /** A MAP_TILE_URL for the site: `http://127.0.0.1:<port>/{z}/{x}/{y}.png`. */
  readonly template: string;
  readonly origin: string;
  /** The tiles asked for so far, as `z/x/y`. */
  readonly requested: readonly string[];
  stop(): Promise<void>;
}

/** A pale tile with a faint grid: plainly a test map, pleasant enough for a picture of the site. */
function tilePicture(): Promise<Buffer> {
  const lines = [32, 96, 160, 224]
    .map((at) => `<path d="M${at} 0V256M0 ${at}H256" stroke="#d6e4da" stroke-width="1"/>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef3ea"/>${lines}<path d="M0 0H256V256" fill="none" stroke="#c5d6ca" stroke-width="2"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const TILE_PATH = /^\/(\d{1,2})\/(\d{1,9})\/(\d{1,9})\.png$/;

export async function startTileServer(): Promise<TileServer> {
  const picture = await tilePicture();
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const match = TILE_PATH.exec(request.url ?? "");
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    requested.push(`${match[1]}/${match[2]}/${match[3]}`);
    response.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "no-store" }).end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    template: `${origin}/{z}/{x}/{y}.png`,
    origin,
    requested,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
