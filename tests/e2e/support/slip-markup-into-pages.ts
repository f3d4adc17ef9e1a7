// Loaded with `node --import` into a test server of its own: the server reads each page it
// renders into one string with `text` from node:stream/consumers (app/entry.server.tsx), and
// this has that string carry SLIPPED_MARKUP, before the page's policy and ETag are worked out,
// as markup slipped in by a bug in a component would. Nothing in the app is changed for it.
import { createRequire, syncBuiltinESMExports } from "node:module";
import { withSlippedMarkup } from "./slipped-markup.ts";

type Text = (stream: NodeJS.ReadableStream) => Promise<string>;

const consumers = createRequire(import.meta.url)("node:stream/consumers") as { text: Text };
const text = consumers.text;
consumers.text = async (stream) => withSlippedMarkup(await text(stream));
syncBuiltinESMExports();
