import { z } from "zod";
import { MINIMUM_PASSWORD_LENGTH } from "~/domain/password-change";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).default("file:./data/makazi.sqlite"),
  MEDIA_DIR: z.string().min(1).default("./data/media"),
  DEMO_SEED: flag.default(true),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value): TrustProxy => {
      if (["false", "0", "no"].includes(value)) return false;
      if (["true", "yes"].includes(value)) return true;
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
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(MINIMUM_PASSWORD_LENGTH, `must be at least ${MINIMUM_PASSWORD_LENGTH} characters`)
    .optional(),
});

/**
 * Express's `trust proxy` setting: false (the default) uses the connection's own address and
 * protocol; true, a number of hops or a list of proxy addresses make it believe X-Forwarded-*.
 */
export type TrustProxy = boolean | number | string;

export type AppConfig = {
  environment: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string;
  mediaDir: string;
  demoSeed: boolean;
  trustProxy: TrustProxy;
  /**
   * The origin of the addresses the site gives to search engines and link previews
   * (`https://makazi.co.ke`); null to use the origin each request came to.
   */
  publicBaseUrl: string | null;
  /** The administrator to create on a first start, when both are set. */
  initialAdmin: { email: string; password: string } | null;
};

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
  return {
    environment: config.NODE_ENV,
    host: config.HOST,
    port: config.PORT,
    databaseUrl: config.DATABASE_URL,
    mediaDir: config.MEDIA_DIR,
    demoSeed: config.DEMO_SEED,
    trustProxy: config.TRUST_PROXY,
    publicBaseUrl: config.PUBLIC_BASE_URL ?? null,
    initialAdmin:
      config.ADMIN_EMAIL && config.ADMIN_PASSWORD
        ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }
        : null,
  };
}
