import { data, Form, Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { MessageListing } from "~/office/components/message-listing";
import { NotificationStatus } from "~/office/components/notification-status";
import { ReplyLinks } from "~/office/components/reply-links";
import { deleteMessage, findMessage, markMessageRead } from "~/data/contact-messages.server";
import { findNotificationRecords } from "~/data/outbox.server";
import { REPORT_REASON_LABELS } from "~/domain/listing-report-fields";
import { formatReceived, parsePositiveInteger } from "~/domain/messages";
import { notificationState } from "~/domain/notifications";
import { telephoneHref } from "~/domain/phone";
import { toParagraphs } from "~/domain/text";
import type { User } from "~/data/users.server";
import { NOT_YOUR_MESSAGE, ownWorkOf } from "~/domain/office-roles";
import { requireOfficePerson } from "~/services/auth.server";
import { refuseAndRecord } from "~/services/others-work.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import type { Route } from "./+types/message";

const notFound = () => data("No such message", { status: 404 });

/** A message the person may not open: 403 for someone else's, 404 for none at all. */
async function refuseMessage(
  context: Route.LoaderArgs["context"],
  person: User,
  request: Request,
  id: number,
): Promise<never> {
  if (await findMessage(servicesFrom(context).database.db, id, null)) {
    await refuseAndRecord(context, { person, request, message: NOT_YOUR_MESSAGE });
  }
  throw notFound();
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const person = await requireOfficePerson(request, context);
  const id = parsePositiveInteger(params.id);
  if (id === null) throw notFound();
  // Opening a message leaves it unread: reading is marked on purpose (decision 013).
  const { db } = servicesFrom(context).database;
  const message = await findMessage(db, id, ownWorkOf(person));
  if (!message) return refuseMessage(context, person, request, id);
  const notification = (await findNotificationRecords(db, [message.id])).get(message.id) ?? null;
  return { message, notification: notificationState(notification) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const person = await requireOfficePerson(request, context);
  const id = parsePositiveInteger(params.id);
  if (id === null) throw notFound();
  const db = servicesFrom(context).database.db;
  const agentId = ownWorkOf(person);
  const intent = (await request.formData()).get("intent");
  if (intent === "delete") {
    if (!(await deleteMessage(db, id, agentId))) return refuseMessage(context, person, request, id);
    return redirectWithConfirmation("/messages", "Message deleted", request);
  }
  if (intent === "read" || intent === "unread") {
    if (!(await markMessageRead(db, { id, read: intent === "read", agentId })))
      return refuseMessage(context, person, request, id);
    const confirmation = intent === "read" ? "Marked as read" : "Marked as unread";
    return redirectWithConfirmation(`/messages/${id}`, confirmation, request);
  }
  throw data("Unknown action", { status: 400 });
}

export default function Message({ loaderData }: Route.ComponentProps) {
  const { message, notification } = loaderData;
  const heading = message.reportReason ? "Report about a listing" : `Message from ${message.name}`;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{heading}</PageTitle>
      <meta name="robots" content="noindex" />
      <p>
        <Link to="/messages">← All messages</Link>
      </p>
      <h1>{heading}</h1>
      <ConfirmationNotice />
      <dl className="message-details">
        {message.reportReason && (
          <>
            <dt>Reported</dt>
            <dd>{REPORT_REASON_LABELS[message.reportReason]}</dd>
          </>
        )}
        {message.listing && (
          <>
            <dt>About</dt>
            <dd>
              <MessageListing listing={message.listing} />
            </dd>
          </>
        )}
        {message.phone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telephoneHref(message.phone)}>{message.phone}</a>
            </dd>
          </>
        )}
        {message.email && (
          <>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
          </>
        )}
        <dt>Received</dt>
        <dd>
          <time dateTime={message.createdAt}>{formatReceived(message.createdAt)}</time>
        </dd>
        <dt>Status</dt>
        <dd>{message.read ? "Read" : "Unread"}</dd>
        <dt>E-mail to the office</dt>
        <dd>
          <NotificationStatus state={notification} />
        </dd>
      </dl>
      <ReplyLinks message={message} />
      <div className="prose message-body">
        {toParagraphs(message.message).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <Form method="post" className="message-actions">
        {message.read ? (
          <button type="submit" className="button" name="intent" value="unread">
            Mark as unread
          </button>
        ) : (
          <button type="submit" className="button" name="intent" value="read">
            Mark as read
          </button>
        )}
        <button type="submit" className="button button--danger" name="intent" value="delete">
          Delete
        </button>
      </Form>
    </main>
  );
}
