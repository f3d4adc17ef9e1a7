import { data } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { z } from "zod";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { slotLabel, ViewingCard } from "~/office/components/viewing-card";
import { WaitingGroupCard } from "~/office/components/waiting-group-card";
import { nairobiDateOf, startOfNairobiDate, todayInNairobi } from "~/domain/dates";
import { viewingDay } from "~/domain/viewing-booking";
import { waitingGroups } from "~/domain/viewing-holds";
import { slotsByDate } from "~/domain/viewing-slots";
import { recordAdminAction } from "~/services/audit-log.server";
import { ownWorkOf } from "~/domain/office-roles";
import { requireOfficePerson } from "~/services/auth.server";
import { requireOwnViewings } from "~/services/others-work.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { publicOrigin } from "~/services/public-address.server";
import {
  answerBooking,
  declineBookings,
  moveBooking,
  viewingsForOffice,
  viewingSlotsOffered,
} from "~/services/viewings.server";
import type { Route } from "./+types/viewings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const person = await requireOfficePerson(request, context);
  const { db } = servicesFrom(context).database;
  const now = new Date();
  const [viewings, free] = await Promise.all([
    viewingsForOffice(db, {
      from: startOfNairobiDate(todayInNairobi(now)),
      siteOrigin: publicOrigin(request, context),
      agentId: ownWorkOf(person),
    }),
    viewingSlotsOffered(db, now),
  ]);
  return {
    viewings,
    moveTo: free.map((slot) => ({ startsAt: slot.startsAt, label: slotLabel(slot.startsAt) })),
  };
}

/** The most bookings declined together: far more than one client can hold (see viewing-holds.ts). */
const MOST_DECLINED_TOGETHER = 500;

const declineTogetherSchema = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(MOST_DECLINED_TOGETHER),
  from: z.string().max(60),
});

const answerSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["confirm", "decline"]), id: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("move"),
    id: z.coerce.number().int().positive(),
    startsAt: z.string().max(30),
  }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "decline-together") {
    const parsed = declineTogetherSchema.safeParse({
      ids: formData.getAll("id"),
      from: formData.get("from"),
    });
    if (!parsed.success) throw data("Those bookings to decline could not be read.", { status: 400 });
    await requireOwnViewings(context, { person: user, request, ids: parsed.data.ids });
    const declined = await declineBookings(context, { ids: parsed.data.ids });
    if (declined.length === 0) throw data("None of those bookings is still waiting.", { status: 409 });
    const summary = `${declined.length} from ${parsed.data.from}: ${declined.map((viewing) => viewing.reference).join(" ")}`;
    await recordAdminAction(context, {
      actor: user.email,
      action: "viewings-declined-together",
      subject: summary,
    });
    return redirectWithConfirmation(
      "/viewings",
      declined.length === 1 ? "1 viewing declined" : `${declined.length} viewings declined`,
      request,
    );
  }
  const form = Object.fromEntries(formData);
  const parsed = answerSchema.safeParse(form);
  if (!parsed.success) throw data("That answer to a viewing could not be read.", { status: 400 });
  const answer = parsed.data;
  await requireOwnViewings(context, { person: user, request, ids: [answer.id] });
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
  if (answer.intent === "decline") {
    await recordAdminAction(context, {
      actor: user.email,
      action: "viewing-declined",
      subject: `${answered.reference} ${answered.name}, ${answered.listing.name}`,
    });
  }
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
  const groups = waitingGroups(viewings);
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
      {groups.length > 0 && (
        <section aria-labelledby="viewing-groups">
          <h2 id="viewing-groups">Several waiting from one client</h2>
          <p>
            New bookings made from one phone number or one connection, whatever names they give. Decline a
            group at once when it is not genuine: its times are free again straight away.
          </p>
          {groups.map((group) => (
            <WaitingGroupCard key={`${group.by}:${group.from}`} group={group} />
          ))}
        </section>
      )}
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
