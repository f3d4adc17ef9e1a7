import { z } from "zod";
import { DEFAULT_POOL_SIZE } from "~/data/database.server";
import { MINIMUM_PASSWORD_LENGTH } from "~/domain/password-change-fields";
import {
  defaultMailFrom,
  mailFrom,
  smtpUrl,
  type MailAddress,
  type SmtpServer,
} from "./mail-settings.server";
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, mapTileUrl, type MapTiles } from "./map-tiles.server";
import { DEFAULT_SMS_API_URL, type SmsGateway } from "./sms-gateway.server";
import { storageUrl, type MediaLocation } from "./storage-url.server";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .min(1)
    .default("file:./data/makazi.sqlite")
    .refine(
      (url) => /^(file:|postgres(ql)?:\/\/)/i.test(url) || !/^[a-z][a-z0-9+.-]*:\/\//i.test(url),
      "must be a SQLite file (a path or a file: URL) or a postgres:// URL",
    ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SIZE),
  DATABASE_WAIT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  MEDIA_DIR: z.string().min(1).optional(),
  STORAGE_URL: storageUrl.optional(),
  MEDIA_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http or https URL" })
    .refine((value) => !/[?#]/.test(value), "must have no query or fragment")
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  DEMO_SEED: flag.default(true),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(8),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(100_000).default(100),
  INSIGHTS: flag.default(true),
  INSIGHTS_FLUSH_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine(
      (value) => !["true", "yes"].includes(value),
      "true would believe whatever address a client puts in X-Forwarded-For: give the number of proxies in front of the site (1 for one) or their addresses",
    )
    .transform((value): TrustProxy => {
      if (["false", "0", "no"].includes(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    }),
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, message: "must be an http or https address, such as https://makazi.co.ke" })
    .transform((value) => new URL(value))
    .refine((url) => url.pathname === "/" && url.search === "" && url.hash === "", {
      message: "must be the site's origin only, such as https://makazi.co.ke, without a path",
    })
    .transform((url) => url.origin)
    .optional(),
  SMTP_URL: smtpUrl.optional(),
  SMTP_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(30).default(20),
  MAIL_FROM: mailFrom.optional(),
  SMS_API_URL: z
    .url({ protocol: /^https?$/, error: "must be the gateway's http or https messaging address" })
    .default(DEFAULT_SMS_API_URL),
  SMS_USERNAME: z.string().trim().min(1).max(100).optional(),
  SMS_API_KEY: z.string().trim().min(1).max(500).optional(),
  SMS_FROM: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, "must be a sender ID of up to 11 letters and digits, or a short code")
    .optional(),
  SMS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(20),
  ALERT_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  MAP_TILE_URL: mapTileUrl.default(DEFAULT_MAP_TILE_URL),
  MAP_ATTRIBUTION: z.string().trim().min(1).max(200).default(DEFAULT_MAP_ATTRIBUTION.text),
  MAP_ATTRIBUTION_URL: z
    .url({ protocol: /^https?$/, error: "must be an http or https URL" })
    .default(DEFAULT_MAP_ATTRIBUTION.url),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(MINIMUM_PASSWORD_LENGTH, `must be at least ${MINIMUM_PASSWORD_LENGTH} characters`)
    .optional(),
});

/**
 * Express's `trust proxy` setting: false (the default) uses the connection's own address and
 * protocol; a number of hops or a list of proxy addresses make it believe X-Forwarded-*, as
 * far back as the proxies it trusts. Never `true`, which believes the client's own claims.
 */
export type TrustProxy = false | number | string;

export type AppConfig = {
  environment: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string;
  /** Connections to PostgreSQL this process opens at most. */
  databasePoolSize: number;
  /** How long a starting process waits for a database it cannot reach yet before giving up. */
  databaseWaitMs: number;
  media: MediaLocation;
  /** Where browsers fetch stored images instead of this site's /media (a CDN), without a trailing slash. */
  mediaBaseUrl: string | null;
  demoSeed: boolean;
  /**
   * Requests that reach the routes at once, how many more may wait, and for how long, before
   * the server answers 503 (server/render-queue.ts).
   */
  renderQueue: { maxInFlight: number; maxWaiting: number; maxWaitMs: number };
  trustProxy: TrustProxy;
  /**
   * Counting what visitors do for the dashboard's insights: whether to, and how often the
   * counts gathered in memory are written to the database.
   */
  insights: { enabled: boolean; flushIntervalMs: number };
  /**
   * The origin of the addresses the site gives to search engines, link previews and e-mails
   * (`https://makazi.co.ke`); null to use the origin each request came to, its host checked
   * (server/request-edge.ts). Never null when e-mail is on.
   */
  publicBaseUrl: string | null;
  /** The mail server for every e-mail (the office's notifications, search alerts); null when e-mail is off. */
  smtp: SmtpServer | null;
  /** How long the mail server may take to accept the connection, greet, or answer each command. */
  smtpTimeoutMs: number;
  /** The sender of those e-mails. */
  mailFrom: MailAddress;
  /** The SMS gateway (Africa's Talking) for every text; null when texts are off. */
  sms: SmsGateway | null;
  /** How long the gateway may take to answer one text. */
  smsTimeoutMs: number;
  /** How often each process looks for new listings for the search alerts. */
  alertCheckIntervalMs: number;
  /** The administrator to create on a first start, when both are set. */
  initialAdmin: { email: string; password: string } | null;
  /** Where maps take their tiles from, and the credit the tile provider asks for. */
  mapTiles: MapTiles;
};

/** Past this, a request still waiting for its turn is better answered "busy" than kept waiting. */
const RENDER_QUEUE_WAIT_MS = 1_000;

/** Reads the configuration from the environment; refuses to start on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const config = result.data;
  if ((config.ADMIN_EMAIL === undefined) !== (config.ADMIN_PASSWORD === undefined)) {
    throw new Error("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (config.STORAGE_URL && config.MEDIA_DIR) {
    throw new Error(
      "Invalid configuration:\n  STORAGE_URL and MEDIA_DIR both say where images go: set only STORAGE_URL (file:<folder> for a folder)",
    );
  }
  if (config.SMTP_URL && !config.PUBLIC_BASE_URL) {
    throw new Error(
      "Invalid configuration:\n  PUBLIC_BASE_URL must be set with SMTP_URL: the links in the site's e-mails would otherwise come from the address each request names",
    );
  }
  if ((config.SMS_USERNAME === undefined) !== (config.SMS_API_KEY === undefined)) {
    throw new Error("Invalid configuration:\n  SMS_USERNAME and SMS_API_KEY must be set together");
  }
  if (config.SMS_USERNAME && !config.PUBLIC_BASE_URL) {
    throw new Error(
      "Invalid configuration:\n  PUBLIC_BASE_URL must be set with SMS_USERNAME and SMS_API_KEY: the links in the site's texts would otherwise come from the address each request names",
    );
  }
  if (config.NODE_ENV === "production" && config.TRUST_PROXY !== false && !config.PUBLIC_BASE_URL) {
    throw new Error(
      "Invalid configuration:\n  PUBLIC_BASE_URL must be set with TRUST_PROXY: behind a proxy the site's own address would otherwise come from each request's X-Forwarded-Host",
    );
  }
  return {
    environment: config.NODE_ENV,
    host: config.HOST,
    port: config.PORT,
    databaseUrl: config.DATABASE_URL,
    databasePoolSize: config.DATABASE_POOL_SIZE,
    databaseWaitMs: Math.round(config.DATABASE_WAIT_SECONDS * 1000),
    media: config.STORAGE_URL ?? { kind: "local", directory: config.MEDIA_DIR ?? "./data/media" },
    mediaBaseUrl: config.MEDIA_BASE_URL ?? null,
    demoSeed: config.DEMO_SEED,
    renderQueue: {
      maxInFlight: config.RENDER_CONCURRENCY,
      maxWaiting: config.RENDER_QUEUE,
      maxWaitMs: RENDER_QUEUE_WAIT_MS,
    },
    trustProxy: config.TRUST_PROXY,
    insights: { enabled: config.INSIGHTS, flushIntervalMs: Math.round(config.INSIGHTS_FLUSH_SECONDS * 1000) },
    publicBaseUrl: config.PUBLIC_BASE_URL ?? null,
    smtp: config.SMTP_URL ?? null,
    smtpTimeoutMs: Math.round(config.SMTP_TIMEOUT_SECONDS * 1000),
    mailFrom: config.MAIL_FROM ?? defaultMailFrom(config.PUBLIC_BASE_URL),
    sms:
      config.SMS_USERNAME && config.SMS_API_KEY
        ? {
            url: config.SMS_API_URL,
            username: config.SMS_USERNAME,
            apiKey: config.SMS_API_KEY,
            from: config.SMS_FROM ?? null,
            description: new URL(config.SMS_API_URL).origin,
          }
        : null,
    smsTimeoutMs: Math.round(config.SMS_TIMEOUT_SECONDS * 1000),
    alertCheckIntervalMs: config.ALERT_CHECK_SECONDS * 1000,
    mapTiles: {
      url: config.MAP_TILE_URL,
      attribution: { text: config.MAP_ATTRIBUTION, url: config.MAP_ATTRIBUTION_URL },
    },
    initialAdmin:
      config.ADMIN_EMAIL && config.ADMIN_PASSWORD
        ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }
        : null,
  };
}

/** The origin of every link in the site's e-mails and texts: PUBLIC_BASE_URL, never a request's address. */
export function mailLinksOrigin(config: Pick<AppConfig, "publicBaseUrl">): string {
  if (config.publicBaseUrl === null) throw new Error("E-mail or texts are on without PUBLIC_BASE_URL");
  return config.publicBaseUrl;
}
