import type { RouterContextProvider } from "react-router";
import { findCredentials } from "~/data/credentials.server";
import { findPeopleNumbers } from "~/data/listing-agents.server";
import { findSettings } from "~/data/settings.server";
import { findPublishedListing, recordCheck } from "~/data/verification-checks.server";
import { officialPayment } from "~/domain/credentials";
import { todayInNairobi } from "~/domain/dates";
import { formatPhoneNumber } from "~/domain/phone";
import { minutesToWait } from "~/domain/rate-limit";
import { listingReference } from "~/domain/reference";
import {
  type CheckAnswer,
  CHECKED_TEXT_MAX,
  imitatesSite,
  listingSlugOfPath,
  phoneOwner,
  readCheckedText,
  sitePathOfLink,
} from "~/domain/verification";
import { servicesFrom } from "./context.server";
import { takeCheckedNumberSlot, takeVerificationSlot } from "./rate-limit.server";

export type CheckOutcome =
  | { status: "answered"; answer: CheckAnswer }
  | { status: "unreadable" | "too-long" }
  | { status: "limited"; minutesToWait: number };

/**
 * Checks what a house hunter pasted against the office: its phone numbers and its people's, its M-Pesa number,
 * the site's own address (`siteOrigin`, the configured one) and its published listings. Too
 * long a text is refused before anything else; a check counts against the client's limit. A
 * check asked on the site (`counted`) is counted for the office, a number that is not the
 * office's under its digits, raised by one client at most as often a day as its limit allows
 * (takeCheckedNumberSlot); nothing else is kept.
 */
export async function checkWithOffice(
  context: Readonly<RouterContextProvider>,
  text: string,
  siteOrigin: string,
  { counted, now = new Date() }: { counted: boolean; now?: Date },
): Promise<CheckOutcome> {
  if (text.length > CHECKED_TEXT_MAX) return { status: "too-long" };
  const slot = await takeVerificationSlot(context, now);
  if (!slot.allowed) return { status: "limited", minutesToWait: minutesToWait(slot.retryAfterSeconds) };
  const checked = readCheckedText(text);
  if (!checked) return { status: "unreadable" };

  const { db } = servicesFrom(context).database;
  const day = todayInNairobi(now);
  const record = async (unknown: Parameters<typeof recordCheck>[1]["unknown"]) => {
    if (!counted) return;
    const repeated = unknown !== null && !(await takeCheckedNumberSlot(context, unknown, now));
    await recordCheck(db, { day, unknown, repeated }, now);
  };
  switch (checked.kind) {
    case "phone": {
      const [settings, people] = await Promise.all([findSettings(db), findPeopleNumbers(db)]);
      const owner = phoneOwner(checked.digits, settings, people);
      await record(owner.role ? null : { kind: "phone", number: checked.digits });
      return {
        status: "answered",
        answer: { kind: "phone", number: formatPhoneNumber(checked.digits), ...owner },
      };
    }
    case "payment": {
      const ours = officialPayment(await findCredentials(db))?.number === checked.number;
      await record(ours ? null : { kind: "payment", number: checked.number });
      return { status: "answered", answer: { kind: "payment", number: checked.number, ours } };
    }
    case "reference": {
      await record(null);
      const listing = await findPublishedListing(db, { id: checked.listingId });
      return {
        status: "answered",
        answer: { kind: "reference", reference: listingReference(checked.listingId), listing },
      };
    }
    case "link": {
      await record(null);
      const path = sitePathOfLink(checked.url, siteOrigin);
      const slug = path === null ? null : listingSlugOfPath(path);
      const listing = slug === null ? null : await findPublishedListing(db, { slug });
      return {
        status: "answered",
        answer: {
          kind: "link",
          link: checked.url.href,
          ours: path !== null,
          imitation: path === null && imitatesSite(checked.url, siteOrigin),
          listingPage: slug !== null,
          listing,
        },
      };
    }
  }
}
