import { data } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { z } from "zod";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { slotLabel, ViewingCard } from "~/office/components/viewing-card";
import { nairobiDateOf, startOfNairobiDate, todayInNairobi } from "~/domain/dates";
import { viewingDay } from "~/domain/viewing-booking";
import { slotsByDate } from "~/domain/viewing-slots";
import { requireAdmin } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { publicOrigin } from "~/services/public-address.server";
import {
  answerBooking,
  moveBooking,
  viewingsForOffice,
  viewingSlotsOffered,
} from "~/services/viewings.server";
import type { Route } from "./+types/viewings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = servicesFrom(context).database;
  const now = new Date();
  const [viewings, free] = await Promise.all([
    viewingsForOffice(db, {
      from: startOfNairobiDate(todayInNairobi(now)),
      siteOrigin: publicOrigin(request, context),
    }),
    viewingSlotsOffered(db, now),
  ]);
  return {
    viewings,
    moveTo: free.map((slot) => ({ startsAt: slot.startsAt, label: slotLabel(slot.startsAt) })),
  };
}

const answerSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["confirm", "decline"]), id: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("move"),
    id: z.coerce.number().int().positive(),
    startsAt: z.string().max(30),
  }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = Object.fromEntries(await request.formData());
  const parsed = answerSchema.safeParse(form);
  if (!parsed.success) throw data("That answer to a viewing could not be read.", { status: 400 });
  const answer = parsed.data;
  const back = `/viewings#viewing-${answer.id}`;
  if (answer.intent === "move") {
    if (answer.startsAt === "") throw data("Choose the time to move the viewing to.", { status: 400 });
    const moved = await moveBooking(context, { id: answer.id, startsAt: answer.startsAt });
    if (moved === "moved") return redirectWithConfirmation(back, "Viewing moved and confirmed", request);
    throw data(
      moved === "full"
        ? "That time was just taken: choose another."
        : "That viewing is no longer held, or the time is no longer offered.",
      { status: 409 },
    );
  }
  const answered = await answerBooking(context, {
    id: answer.id,
    answer: answer.intent === "confirm" ? "confirmed" : "declined",
  });
  if (!answered) throw data("That viewing is no longer held.", { status: 409 });
  return redirectWithConfirmation(
    back,
    answer.intent === "confirm" ? "Viewing confirmed" : "Viewing declined",
    request,
  );
}

export default function Viewings({ loaderData }: Route.ComponentProps) {
  const { viewings, moveTo } = loaderData;
  const days = slotsByDate(
    viewings.map((viewing) => ({ ...viewing, date: nairobiDateOf(viewing.startsAt) })),
  );
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Viewings</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Viewings</h1>
      <ConfirmationNotice />
      <p>
        Bookings from today on. Confirm, decline or move each; then tell the visitor on WhatsApp. Viewing
        hours are set in Settings.
      </p>
      {days.length === 0 && <p>No viewings booked yet.</p>}
      {days.map(({ date, slots: dayViewings }) => (
        <section key={date} aria-labelledby={`viewings-${date}`}>
          <h2 id={`viewings-${date}`}>{viewingDay(dayViewings[0]!.startsAt, "en-KE")}</h2>
          {dayViewings.map((viewing) => (
            <ViewingCard key={viewing.id} viewing={viewing} moveTo={moveTo} />
          ))}
        </section>
      ))}
    </main>
  );
}
