import { describe, expect, it } from "vitest";
import { LARGEST_PHOTO_WIDTH } from "./photos";
import { byteCountText, shrunkPhotoSize } from "./photo-uploads";

describe("shrunkPhotoSize", () => {
  it("shrinks a camera photo to the largest stored width, keeping its shape", () => {
    expect(LARGEST_PHOTO_WIDTH).toBe(1440);
    expect(shrunkPhotoSize({ width: 4000, height: 3000 })).toEqual({ width: 1440, height: 1080 });
    expect(shrunkPhotoSize({ width: 3000, height: 4000 })).toEqual({ width: 1440, height: 1920 });
    expect(shrunkPhotoSize({ width: 4032, height: 1816 })).toEqual({ width: 1440, height: 649 });
  });

  it("never enlarges: a photo no wider than the largest stored width goes as it is", () => {
    expect(shrunkPhotoSize({ width: 1440, height: 5000 })).toBeNull();
    expect(shrunkPhotoSize({ width: 800, height: 600 })).toBeNull();
    expect(shrunkPhotoSize({ width: 1, height: 1 })).toBeNull();
  });

  it("keeps at least one pixel of height for a very wide strip", () => {
    expect(shrunkPhotoSize({ width: 20_000, height: 3 })).toEqual({ width: 1440, height: 1 });
  });
});

describe("byteCountText", () => {
  it("counts kilobytes below a megabyte and megabytes with one decimal above", () => {
    expect(byteCountText(0)).toBe("0 KB");
    expect(byteCountText(312 * 1024)).toBe("312 KB");
    expect(byteCountText(999 * 1024)).toBe("999 KB");
    expect(byteCountText(1000 * 1024)).toBe("1.0 MB");
    expect(byteCountText(1024 * 1024)).toBe("1.0 MB");
    expect(byteCountText(4.25 * 1024 * 1024)).toBe("4.3 MB");
    expect(byteCountText(15 * 1024 * 1024)).toBe("15.0 MB");
  });
});
