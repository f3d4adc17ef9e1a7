/** What the failures thrown into a test server by fail-once-listening.ts say. */
export const STRAY_ERROR = "A timer failed with nothing to catch it";
export const STRAY_REJECTION = "A promise failed with nothing awaiting it";

/** The module, for `NODE_OPTIONS=--import=…`. */
export const FAIL_ONCE_LISTENING = new URL("./fail-once-listening.ts", import.meta.url).href;
