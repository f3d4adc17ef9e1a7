// Maps on visitors' pages. The page shows the place in words and links it on openstreetmap.org;
// the map itself (its script, stylesheet and tiles) loads only when it is wanted: a listing's
// when the visitor presses "Show on map", the list's as the page opens in the map view.
import type { MapData } from "~/domain/map-settings";
import { loadMapScript } from "~/ui/map/map-loader";
import { MAP, readMapData } from "~/ui/map/map.contract";

async function drawMap(section: HTMLElement, data: MapData): Promise<void> {
  const canvas = section.querySelector<HTMLElement>(`[${MAP.canvas}]`);
  if (!canvas) return;
  const script = await loadMapScript(data.settings);
  canvas.hidden = false;
  for (const fallback of section.querySelectorAll<HTMLElement>(`[${MAP.fallback}]`)) fallback.hidden = true;
  if (data.kind === "listing") script.showListingMap(canvas, data);
  else script.showResultsMap(section, canvas, data);
  section.setAttribute(MAP.shown, "true");
}

export function enhanceMaps(): void {
  for (const section of document.querySelectorAll<HTMLElement>(`[${MAP.data}]`)) {
    const data = readMapData(section);
    if (!data) continue;
    if (data.kind === "results") {
      void drawMap(section, data);
      continue;
    }
    const button = section.querySelector<HTMLButtonElement>(`[${MAP.show}]`);
    if (!button) continue;
    button.hidden = false;
    button.addEventListener("click", () => {
      button.disabled = true;
      drawMap(section, data).then(
        () => (button.hidden = true),
        () => (button.disabled = false),
      );
    });
  }
}
