import { z } from "zod";

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
});

export type AppConfig = {
  environment: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string;
  mediaDir: string;
  demoSeed: boolean;
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
  return {
    environment: config.NODE_ENV,
    host: config.HOST,
    port: config.PORT,
    databaseUrl: config.DATABASE_URL,
    mediaDir: config.MEDIA_DIR,
    demoSeed: config.DEMO_SEED,
  };
}
