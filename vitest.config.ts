import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    // Many tests sign in, and each password check costs a deliberate fraction of a second of
    // CPU; on a busy two-core machine the default five seconds is not always enough.
    testTimeout: 30_000,
  },
});
