// Brings in the map's script and stylesheet, once, when a map is to be drawn.
import type { MapSettings } from "~/domain/map-settings";
import type { LocationPicker, MapScript } from "./map-script";

export type { LocationPicker, MapScript };

function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`The map's stylesheet did not load: ${href}`));
    document.head.append(link);
  });
}

/**
 * Added as an element rather than imported: a page that allows its scripts by their hashes
 * lets the scripts they add run ('strict-dynamic'), but refuses what they import().
 */
function loadScript({ src, integrity }: MapSettings["script"]): Promise<void> {
  if (window.makaziMaps) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    if (integrity) script.integrity = integrity;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The map's script did not load: ${src}`));
    document.head.append(script);
  });
}

/** The map's script, once its stylesheet is in place too. */
export async function loadMapScript(settings: MapSettings): Promise<MapScript> {
  await Promise.all([loadScript(settings.script), loadStylesheet(settings.stylesheet)]);
  if (!window.makaziMaps) throw new Error(`The map's script did not start: ${settings.script.src}`);
  return window.makaziMaps;
}
