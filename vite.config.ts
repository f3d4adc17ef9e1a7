import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // Leaflet's ES module build, whose parts are imported by name.
    alias: [{ find: /^leaflet$/, replacement: "leaflet/dist/leaflet-src.esm.js" }],
  },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  // The page script and the map's script are ES modules, each one file (app/services/*-script.server.ts).
  worker: { format: "es" },
  plugins: [reactRouter()],
});
