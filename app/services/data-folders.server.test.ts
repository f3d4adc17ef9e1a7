import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { unwritableDataFolder } from "./data-folders.server";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "makazi-data-folders-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const local = (directory: string) => ({ kind: "local" as const, directory });

describe("the data folders checked at start", () => {
  it("are made when missing, and pass when they can be written", () => {
    const media = path.join(dir, "new", "media");
    const databaseUrl = `file:${path.join(dir, "db", "makazi.sqlite")}`;
    expect(unwritableDataFolder({ databaseUrl, media: local(media) }, {})).toBeNull();
    expect(existsSync(media)).toBe(true);
    expect(existsSync(path.join(dir, "db"))).toBe(true);
  });

  it("name the folder, what is wrong and the setting to change", () => {
    const file = path.join(dir, "a-file");
    writeFileSync(file, "");
    const databaseUrl = `file:${path.join(dir, "makazi.sqlite")}`;
    expect(unwritableDataFolder({ databaseUrl, media: local(path.join(file, "media")) }, {})).toBe(
      `The media folder ${path.join(file, "media")} does not exist and cannot be created (ENOTDIR): set MEDIA_DIR to a folder this process can write, or fix the folder's permissions`,
    );
    expect(
      unwritableDataFolder({ databaseUrl, media: local(file) }, { STORAGE_URL: `file:${file}` }),
    ).toMatch(/^The media folder .* is a file, not a folder: set STORAGE_URL /);
    expect(
      unwritableDataFolder(
        { databaseUrl: "postgres://makazi@db/makazi", media: local(path.join(dir, "m")) },
        {},
      ),
    ).toBeNull();
  });
});
