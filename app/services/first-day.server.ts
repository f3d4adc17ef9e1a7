import type { RouterContextProvider } from "react-router";
import { findBrandImages } from "~/data/brand-images.server";
import { findCredentials } from "~/data/credentials.server";
import { findFirstDayRecords } from "~/data/first-day.server";
import { findNotificationAddress, findSettings } from "~/data/settings.server";
import { type FirstDayStep, firstDaySteps } from "~/domain/first-day";
import { servicesFrom } from "./context.server";

/** The office's first steps as the site stands, for the dashboard's checklist. */
export async function firstDayChecklist(context: Readonly<RouterContextProvider>): Promise<FirstDayStep[]> {
  const { database, config } = servicesFrom(context);
  const { db } = database;
  const [records, settings, credentials, notificationAddress, images] = await Promise.all([
    findFirstDayRecords(db),
    findSettings(db),
    findCredentials(db),
    findNotificationAddress(db),
    findBrandImages(db),
  ]);
  const { storedKeys } = records;
  return firstDaySteps({
    named: storedKeys.has("brand:name"),
    hasLogo: images.logo !== null,
    whatsappNumber: settings.whatsappNumber !== "",
    contactPhone: settings.contactPhone !== "",
    credentials: credentials.registrationNumber !== "",
    viewingHours: storedKeys.has("viewingHours"),
    listings: records.listings,
    feeds: [...storedKeys].some((key) => key.startsWith("feedToken")),
    emailSending: config.smtp !== null,
    notificationAddress: notificationAddress !== "",
  });
}
