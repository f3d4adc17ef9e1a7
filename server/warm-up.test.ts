import { describe, expect, it } from "vitest";
import { warmUp } from "./warm-up";

function pageLinking(listing: string | null): Response {
  return new Response(listing ? `<ul><li><a href="${listing}">A house</a></li></ul>` : "<p>No listings</p>");
}

describe("warming up", () => {
  it("renders each page every round, with the listing a page links to, reading every body", async () => {
    const rendered: string[] = [];
    const bodiesRead: boolean[] = [];
    const result = await warmUp(
      async (path) => {
        rendered.push(path);
        const response = pageLinking(path === "/properties" ? "/properties/garden-villa-karen" : null);
        bodiesRead.push(false);
        const index = bodiesRead.length - 1;
        const text = response.text.bind(response);
        response.text = () => ((bodiesRead[index] = true), text());
        return response;
      },
      { paths: ["/", "/properties"], rounds: 2, budgetMs: 60_000 },
    );

    expect(rendered).toEqual([
      "/",
      "/properties",
      "/properties/garden-villa-karen",
      "/",
      "/properties",
      "/properties/garden-villa-karen",
    ]);
    expect(bodiesRead.every(Boolean)).toBe(true);
    expect(result).toMatchObject({ rendered: 6, failed: 0 });
  });

  it("stops when its time is up, whatever is left", async () => {
    let now = 0;
    const rendered: string[] = [];
    const result = await warmUp(
      async (path) => {
        rendered.push(path);
        now += 400;
        return pageLinking(null);
      },
      { paths: ["/", "/properties"], rounds: 10, budgetMs: 1_000, clock: () => now },
    );

    expect(rendered).toEqual(["/", "/properties", "/"]);
    expect(result).toEqual({ rendered: 3, failed: 0, ms: 1_200 });
  });

  it("counts a page that fails and goes on with the others", async () => {
    const rendered: string[] = [];
    const result = await warmUp(
      async (path) => {
        rendered.push(path);
        if (path === "/") throw new Error("the database is gone");
        return pageLinking(null);
      },
      { paths: ["/", "/properties"], rounds: 2, budgetMs: 60_000 },
    );

    expect(rendered).toEqual(["/", "/properties", "/", "/properties"]);
    expect(result).toMatchObject({ rendered: 2, failed: 2 });
  });
});
