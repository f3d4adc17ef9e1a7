import { createRetention, type Retention } from "./retention.server";
import { createContext, RouterContextProvider } from "react-router";
import { openDatabase, type DatabaseHandle } from "~/data/database.server";
import type { DatabaseFault } from "~/data/database-faults.server";
import { addCounts } from "~/data/insight-counts.server";
import type { PageVisit } from "~/domain/visitor-counting";
import { type AppConfig, mailLinksOrigin } from "./config.server";
import { ownScriptHashes } from "./content-security-policy.server";
import { createLocalMediaStorage, type MediaStorage } from "./media-storage.server";
import { invitationMail } from "./invitation-mail.server";
import { createKeptPages, KEPT_PAGES_LIMITS, type KeepPlace, type KeptPages } from "./kept-pages.server";
import { messageMail } from "./message-mail.server";
import { messageText } from "./message-texts.server";
import { createNotificationWorker, type NotificationWorker } from "./notifications.server";
import type { MailWriters } from "./outgoing-mail.server";
import { mapScript, pageScript, type PageScript } from "./page-script.server";
import { type ContentMemo, createContentMemo } from "./content-memo.server";
import { publishedListingCheck } from "./published-listings.server";
import { alertMail } from "./search-alert-mail.server";
import { type AlertScanner, createAlertScanner } from "./search-alert-scanner.server";
import { createS3MediaStorage } from "./s3-media-storage.server";
import { signInLinkMail } from "./sign-in-link-mail.server";
import { createTextWorker, type TextWorker, type TextWriters } from "./text-messages.server";
import { createViewingReminders, viewingMail, type ViewingReminders } from "./viewing-mail.server";
import { viewingText } from "./viewing-texts.server";
import { createVisitorCounter, type VisitorCounter } from "./visitor-counts.server";

/** Everything a loader or action needs from the running server. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  media: MediaStorage;
  /** Visitors' pages rendered before, sent again while nothing on them changed. */
  keptPages: KeptPages;
  /** The script visitors' pages load in place of the whole app. */
  pageScript: PageScript;
  /** The maps' script, loaded by pages only when they draw a map. */
  mapScript: PageScript;
  /** What lets the app's own scripts run on its pages (content-security-policy.server.ts). */
  ownScriptHashes: string[];
  /** Sends the e-mails in the outbox (started by the server); null when e-mail is off. */
  notifications: NotificationWorker | null;
  /** Sends the texts in the outbox (started by the server); null when texts are off. */
  texts: TextWorker | null;
  /** Finds new listings for the search alerts and queues their e-mails (started by the server); null when e-mail is off. */
  searchAlerts: AlertScanner | null;
  /** Queues the day-before reminders of booked viewings (started by the server); null when e-mail and texts are off. */
  viewingReminders: ViewingReminders | null;
  /** What visitors do, counted in memory and written in batches (started by the server). */
  visitorCounts: VisitorCounter;
  /** Erases, once a day, what has passed its time (started by the server). */
  retention: Retention;
  /** Reads of the content kept until it changes: the settings, the cities, a list's count. */
  contentMemo: ContentMemo;
  /** Whether a slug is a published listing's, from memory while the listings are unchanged. */
  isPublishedListing: (slug: string) => Promise<boolean>;
}

/** How often each instance looks whether today's erasure is done. */
const RETENTION_LOOK_MS = 60 * 60 * 1000;

/** How the outbox's worker writes each kind of e-mail. */
export const MAIL_WRITERS: MailWriters = {
  message: messageMail,
  "alert-confirmation": alertMail,
  "alert-matches": alertMail,
  "sign-in-link": signInLinkMail,
  invitation: invitationMail,
  "viewing-to-office": viewingMail,
  "viewing-booked": viewingMail,
  "viewing-confirmed": viewingMail,
  "viewing-declined": viewingMail,
  "viewing-moved": viewingMail,
  "viewing-cancelled": viewingMail,
  "viewing-reminder": viewingMail,
};

/** How the texts' worker writes each kind of text. */
export const TEXT_WRITERS: TextWriters = {
  "message-to-office": messageText,
  "viewing-to-office": viewingText,
  "viewing-code": viewingText,
  "viewing-booked": viewingText,
  "viewing-confirmed": viewingText,
  "viewing-declined": viewingText,
  "viewing-moved": viewingText,
  "viewing-cancelled": viewingText,
  "viewing-reminder": viewingText,
};

export const servicesContext = createContext<AppServices>();

/** The address the request came from (Express's `req.ip`, which follows TRUST_PROXY). */
export const clientAddressContext = createContext<string>();

/** Where the page for this request is to be kept for later visitors, when it may be (see kept-pages.server.ts). */
export const keepPlaceContext = createContext<KeepPlace | undefined>();

/** What the page being rendered counts when a person is sent it, as its loader noted. */
const pageVisitContext = createContext<{ visit?: PageVisit }>();

/** Why the database failed this request, when the fault was its state (database-faults.server.ts). */
const databaseFaultContext = createContext<{ fault?: DatabaseFault }>();

/**
 * Opens the database and storage. `clientBuildDirectory`, the built client files, is given in
 * production, where the page script is checked by its integrity. A database that cannot be
 * reached yet is waited for (DATABASE_WAIT_SECONDS), and `onWaitingForDatabase` told why.
 */
export async function startServices(
  config: AppConfig,
  clientBuildDirectory: string | null = null,
  onWaitingForDatabase?: (problem: string) => void,
): Promise<AppServices> {
  const database = await openDatabase(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    waitMs: config.databaseWaitMs,
    onWaiting: onWaitingForDatabase,
  });
  const media =
    config.media.kind === "s3"
      ? createS3MediaStorage(config.media)
      : createLocalMediaStorage(config.media.directory);
  const notifications = config.smtp
    ? createNotificationWorker({
        db: database.db,
        smtp: config.smtp,
        from: config.mailFrom,
        siteOrigin: mailLinksOrigin(config),
        writers: MAIL_WRITERS,
        timeoutMs: config.smtpTimeoutMs,
      })
    : null;
  const texts = config.sms
    ? createTextWorker({
        db: database.db,
        gateway: config.sms,
        siteOrigin: mailLinksOrigin(config),
        writers: TEXT_WRITERS,
        timeoutMs: config.smsTimeoutMs,
      })
    : null;
  const reminderChannels = [...(notifications ? ["email" as const] : []), ...(texts ? ["sms" as const] : [])];
  const visitorCounts = createVisitorCounter({
    write: (batch) => addCounts(database.db, batch),
    ...config.insights,
  });
  const visitorsPageScript = await pageScript(clientBuildDirectory);
  const contentMemo = createContentMemo(database.contentVersion);
  return {
    config,
    database,
    media,
    keptPages: createKeptPages(KEPT_PAGES_LIMITS, database.contentVersion, visitorCounts.countPageVisit),
    pageScript: visitorsPageScript,
    mapScript: await mapScript(clientBuildDirectory),
    ownScriptHashes: ownScriptHashes(visitorsPageScript),
    notifications,
    searchAlerts: notifications
      ? createAlertScanner({
          db: database.db,
          onQueued: notifications.nudge,
          intervalMs: config.alertCheckIntervalMs,
        })
      : null,
    texts,
    viewingReminders:
      reminderChannels.length > 0
        ? createViewingReminders({
            db: database.db,
            siteOrigin: mailLinksOrigin(config),
            channels: reminderChannels,
            onQueued: () => {
              notifications?.nudge();
              texts?.nudge();
            },
            intervalMs: config.alertCheckIntervalMs,
          })
        : null,
    visitorCounts,
    retention: createRetention({ database, media }, { intervalMs: RETENTION_LOOK_MS }),
    contentMemo,
    isPublishedListing: publishedListingCheck(database.db, contentMemo),
  };
}

export interface RequestFacts {
  clientAddress: string;
  keepPlace?: KeepPlace;
}

export function requestContext(
  services: AppServices,
  { clientAddress, keepPlace }: RequestFacts,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, clientAddress);
  context.set(keepPlaceContext, keepPlace);
  context.set(pageVisitContext, {});
  context.set(databaseFaultContext, {});
  return context;
}

export function servicesFrom(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function clientAddressFrom(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

export function keepPlaceFrom(context: Readonly<RouterContextProvider>): KeepPlace | undefined {
  return context.get(keepPlaceContext);
}

/** For a loader: a person sent this page counts this (a listing's view, a search that found nothing). */
export function notePageVisit(context: Readonly<RouterContextProvider>, visit: PageVisit): void {
  context.get(pageVisitContext).visit = visit;
}

export function pageVisitFrom(context: Readonly<RouterContextProvider>): PageVisit | undefined {
  return context.get(pageVisitContext).visit;
}

/** Notes that the database could not serve this request, which is then answered 503. */
export function noteDatabaseFault(context: Readonly<RouterContextProvider>, fault: DatabaseFault): void {
  context.get(databaseFaultContext).fault = fault;
}

export function databaseFaultFrom(context: Readonly<RouterContextProvider>): DatabaseFault | undefined {
  return context.get(databaseFaultContext).fault;
}
