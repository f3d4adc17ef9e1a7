import { describe, expect, it } from "vitest";
import { listingsShown, parseAdminPropertyQuery } from "./admin-property-query";
import {
  mayUse,
  OFFICE_ROLES,
  OFFICE_ROUTE_RIGHTS,
  type OfficeRight,
  type OfficeRole,
  ownWorkOf,
  rightOfRoute,
} from "./office-roles";

/** What each role may do with a page of each right: the rule the office's door applies. */
const EXPECTED: Record<OfficeRight, Record<OfficeRole, boolean>> = {
  open: { owner: true, assistant: true, agent: true },
  "own-work": { owner: true, assistant: true, agent: true },
  running: { owner: true, assistant: false, agent: false },
};

describe("the office's roles", () => {
  it.each(Object.entries(OFFICE_ROUTE_RIGHTS))(
    "/%s (%s) is used by exactly the roles its right names",
    (path, right) => {
      for (const role of OFFICE_ROLES) expect(mayUse(role, right), role).toBe(EXPECTED[right][role]);
    },
  );

  it("keeps the settings, the people, the feeds and imports for the owner", () => {
    for (const path of [
      "settings",
      "your-site",
      "people",
      "import",
      "import/listings.csv",
      "import/photos",
      "audit-log",
      "processing-record",
      "personal-data",
      "personal-data/copy.json",
      "manage-about-me",
    ]) {
      expect(OFFICE_ROUTE_RIGHTS[path], path).toBe("running");
    }
  });

  it("finds a route's right by the pattern matched, with or without its slashes", () => {
    expect(rightOfRoute("/messages/:id")).toBe("own-work");
    expect(rightOfRoute("settings/")).toBe("running");
    expect(rightOfRoute("/admin")).toBe("open");
    expect(rightOfRoute("/toString")).toBeUndefined();
    expect(rightOfRoute("/__proto__")).toBeUndefined();
  });

  it("gives an agent their own work, and the owner and assistants the office's", () => {
    expect(ownWorkOf({ id: 7, role: "agent" })).toBe(7);
    expect(ownWorkOf({ id: 1, role: "owner" })).toBeNull();
    expect(ownWorkOf({ id: 3, role: "assistant" })).toBeNull();
  });
});

describe("whose listings the office's list shows", () => {
  const query = (text: string) => parseAdminPropertyQuery(new URLSearchParams(text));

  it("shows an agent their own until they ask for the whole office's", () => {
    expect(listingsShown(query(""), { id: 7, role: "agent" })).toBe(7);
    expect(listingsShown(query("agent=all"), { id: 7, role: "agent" })).toBeNull();
  });

  it("shows the owner everyone's, or one person's", () => {
    expect(listingsShown(query(""), { id: 1, role: "owner" })).toBeNull();
    expect(listingsShown(query("agent=7"), { id: 1, role: "owner" })).toBe(7);
  });

  it("ignores an agent filter that is not a person's id", () => {
    for (const text of ["agent=-1", "agent=1e3", "agent=7x", "agent=99999999999", "agent="]) {
      expect(query(text).agent, text).toBeNull();
    }
  });
});
