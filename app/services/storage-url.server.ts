import { z } from "zod";

/** Where image files are kept: a folder on this machine, or a bucket of an S3-compatible object store. */
export type MediaLocation = LocalMediaLocation | S3MediaLocation;

export interface LocalMediaLocation {
  kind: "local";
  directory: string;
}

export interface S3MediaLocation {
  kind: "s3";
  bucket: string;
  /** Put before every file name: empty, or a folder ending in "/". */
  prefix: string;
  /** Null leaves it to the AWS SDK (AWS_REGION or the shared config file). */
  region: string | null;
  /** Null for AWS itself; the URL of another S3-compatible store. */
  endpoint: string | null;
  forcePathStyle: boolean;
}

const USAGE = "must be file:<folder> or s3://<bucket>?endpoint=…&region=…&forcePathStyle=true&prefix=…";

// AWS's rules for new buckets; other stores accept a subset of them.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const s3Options = z.strictObject(
  {
    endpoint: z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).optional(),
    region: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a region name such as eu-west-1")
      .optional(),
    forcePathStyle: z.enum(["true", "false"], "must be true or false").default("false"),
    prefix: z
      .string()
      .regex(/^([\w!.*'()-]+\/)*[\w!.*'()-]+\/?$/, "must be a key prefix such as media/")
      .refine(
        (prefix) => prefix.split("/").every((part) => part !== "." && part !== ".."),
        "must not hold . or ..",
      )
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `has unknown options (${issue.keys.join(", ")}): use endpoint, region, forcePathStyle and prefix`
        : undefined,
  },
);

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")} ${issue.message}` : issue.message))
    .join("; ");
}

/** The location an `s3://` URL names, or what is wrong with it. */
function parseS3Url(value: string): S3MediaLocation | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return USAGE;
  }
  if (url.username || url.password) {
    return "must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY or another standard AWS credential source";
  }
  if (!BUCKET_NAME.test(url.hostname) || url.port) {
    return "must name a bucket of 3 to 63 lowercase letters, digits, dots and hyphens: s3://<bucket>?…";
  }
  if (url.pathname !== "" && url.pathname !== "/")
    return "must have no path: give a key prefix as ?prefix=media/";
  if (url.hash) return "must have no fragment";
  const options = s3Options.safeParse(Object.fromEntries(url.searchParams));
  if (!options.success) return describeIssues(options.error);
  const { endpoint, region, forcePathStyle, prefix = "" } = options.data;
  return {
    kind: "s3",
    bucket: url.hostname,
    prefix: prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`,
    region: region ?? null,
    endpoint: endpoint ?? null,
    forcePathStyle: forcePathStyle === "true",
  };
}

/**
 * STORAGE_URL: `file:./data/media` for a folder, or
 * `s3://bucket?endpoint=http://127.0.0.1:9000&region=…&forcePathStyle=true&prefix=media/`
 * for a bucket (endpoint and region may be left to the AWS defaults).
 */
export const storageUrl = z.string().transform((value, context): MediaLocation => {
  const location =
    value.startsWith("file:") && value.length > "file:".length
      ? ({ kind: "local", directory: value.slice("file:".length) } as const)
      : value.startsWith("s3:")
        ? parseS3Url(value)
        : USAGE;
  if (typeof location === "object") return location;
  context.issues.push({ code: "custom", message: location, input: value });
  return z.NEVER;
});
