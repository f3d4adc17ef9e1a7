import type { RouterContextProvider } from "react-router";
import type { MapSettings } from "~/domain/map-settings";
import stylesheet from "~/ui/map/map-canvas.css?url";
import { servicesFrom } from "./context.server";

/** The map's script and stylesheet, and the tiles the configuration names. */
export function mapSettingsFrom(context: Readonly<RouterContextProvider>): MapSettings {
  const { mapScript, config } = servicesFrom(context);
  return { script: mapScript, stylesheet, tiles: config.mapTiles };
}
