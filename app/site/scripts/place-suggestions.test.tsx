// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchWords } from "~/site/components/search-words";
import { closePage, getField, renderPage, runPageScript } from "~/testing/page-in-dom";
import { enhancePlaceSuggestions, PAUSE_MS } from "./place-suggestions";

afterEach(() => {
  vi.useRealTimers();
  closePage();
});

const KILIMANI = [
  { place: "Kilifi", listings: 4 },
  { place: "Kilimani, Nairobi", listings: 12 },
];

function showSearchBox(answer: () => Promise<Response>) {
  const fetched = vi.fn((_address: string) => answer());
  vi.stubGlobal("fetch", fetched);
  vi.useFakeTimers();
  renderPage(
    <form>
      <SearchWords id="search" />
    </form>,
  );
  runPageScript(enhancePlaceSuggestions);
  return fetched;
}

async function type(text: string) {
  const box = getField("Search");
  box.value = text;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  await vi.advanceTimersByTimeAsync(PAUSE_MS);
  return box;
}

const suggested = (box: HTMLInputElement) =>
  [...(box.list?.querySelectorAll("option") ?? [])].map((option) => [option.value, option.label]);

describe("places suggested in the search box", () => {
  it("are asked for once the hunter pauses, and offered under the box", async () => {
    const fetched = showSearchBox(async () => Response.json(KILIMANI));
    const box = await type("kil");
    expect(fetched).toHaveBeenCalledExactlyOnceWith("/properties/places.json?q=kil");
    expect(suggested(box)).toEqual([
      ["Kilifi", "4"],
      ["Kilimani, Nairobi", "12"],
    ]);
  });

  it("are not asked for a single letter, and cleared when the box is", async () => {
    const fetched = showSearchBox(async () => Response.json(KILIMANI));
    await type("kil");
    const box = await type("k");
    expect(fetched).toHaveBeenCalledOnce();
    expect(suggested(box)).toEqual([]);
  });

  it("leave the box as it is when the network fails", async () => {
    showSearchBox(async () => {
      throw new TypeError("Failed to fetch");
    });
    const box = await type("kil");
    expect(suggested(box)).toEqual([]);
    expect(box.value).toBe("kil");
  });
});
