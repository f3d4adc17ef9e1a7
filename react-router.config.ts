import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every built script's hash in an import map: the browser checks each module it loads, and a
  // visitor's page, whose policy allows scripts by hash, may load its modules without preloads.
  subResourceIntegrity: true,
} satisfies Config;
