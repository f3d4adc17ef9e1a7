import { Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { MessageListing } from "~/office/components/message-listing";
import { NotificationStatus } from "~/office/components/notification-status";
import { Pagination } from "~/ui/pagination";
import { ReplyLinks } from "~/office/components/reply-links";
import { findMessages, MESSAGES_PER_PAGE } from "~/data/contact-messages.server";
import { findNotificationRecords } from "~/data/outbox.server";
import { REPORT_REASON_LABELS } from "~/domain/listing-report-fields";
import { formatReceived, parsePositiveInteger } from "~/domain/messages";
import { notificationState } from "~/domain/notifications";
import { officeNames } from "~/data/office-work.server";
import { ownWorkOf } from "~/domain/office-roles";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import type { Route } from "./+types/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const person = await requireOfficePerson(request, context);
  const page = parsePositiveInteger(new URL(request.url).searchParams.get("page")) ?? 1;
  const { db } = servicesFrom(context).database;
  const ownWork = ownWorkOf(person);
  const [{ messages, total }, names] = await Promise.all([findMessages(db, page, ownWork), officeNames(db)]);
  const notifications = await findNotificationRecords(
    db,
    messages.map((message) => message.id),
  );
  return {
    messages: messages.map((message) => ({
      ...message,
      // The owner's and assistants' inbox names whom each lead went to.
      forPerson: ownWork === null && message.agentId !== null ? (names.get(message.agentId) ?? null) : null,
      notification: notificationState(notifications.get(message.id) ?? null),
    })),
    page,
    pages: Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE)),
    total,
  };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages, page, pages, total } = loaderData;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Messages</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Messages</h1>
      <ConfirmationNotice />
      <p>{total === 1 ? "1 message" : `${total.toLocaleString("en-KE")} messages`}, newest first.</p>
      {messages.length === 0 ? (
        <p className="empty-state">No messages here.</p>
      ) : (
        <ul className="message-list" aria-label="Messages">
          {messages.map((message) => (
            <li
              key={message.id}
              className={
                message.read ? "message-list__item" : "message-list__item message-list__item--unread"
              }
            >
              <Link to={`/messages/${message.id}`} className="message-list__link">
                {!message.read && <span className="message-list__badge">Unread</span>}
                <span className="message-list__from">
                  {message.reportReason
                    ? `Report: ${REPORT_REASON_LABELS[message.reportReason]}`
                    : message.name}
                </span>
                <time className="message-list__time" dateTime={message.createdAt}>
                  {formatReceived(message.createdAt)}
                </time>
                <span className="message-list__preview">{message.preview}</span>
              </Link>
              {message.listing && (
                <p className="message-list__listing">
                  About <MessageListing listing={message.listing} />
                  {message.forPerson && <> · for {message.forPerson}</>}
                </p>
              )}
              <p className="message-list__notification">
                <NotificationStatus state={message.notification} />
              </p>
              <ReplyLinks message={message} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(n) => (n === 1 ? "/messages" : `/messages?page=${n}`)}
      />
    </main>
  );
}
