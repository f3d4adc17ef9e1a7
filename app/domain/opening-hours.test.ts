import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { openingHoursForPeople } from "./opening-hours";

describe("openingHoursForPeople", () => {
  const english = translatorFor("en").t;
  const kiswahili = translatorFor("sw").t;

  it("spells out hours written for search engines, in English", () => {
    expect(openingHoursForPeople("Mo-Fr 08:30-17:00; Sa 09:00-13:00", "en-KE", english)).toBe(
      "Monday to Friday 08:30–17:00; Saturday 09:00–13:00",
    );
    expect(openingHoursForPeople("Sa,Su 10:00-14:00", "en-KE", english)).toBe("Saturday, Sunday 10:00–14:00");
  });

  it("spells them out in Kiswahili, with no English left", () => {
    const read = openingHoursForPeople("Mo-Fr 08:30-17:00; Sa 09:00-13:00", "sw-KE", kiswahili);
    expect(read).toBe("Jumatatu hadi Ijumaa 08:30–17:00; Jumamosi 09:00–13:00");
  });

  it("leaves hours written for people as they are", () => {
    expect(openingHoursForPeople("Weekdays 8.30 to 5, Saturday mornings", "en-KE", english)).toBe(
      "Weekdays 8.30 to 5, Saturday mornings",
    );
  });
});
