import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** The one account the test object store knows, as the AWS SDK reads it from the environment. */
export const OBJECT_STORE_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

const REGION = "us-east-1";

export interface ObjectStore {
  /** Its address, such as http://127.0.0.1:41234. */
  endpoint: string;
  bucket: string;
  /** STORAGE_URL for the bucket, its keys under `prefix`. */
  storageUrl(prefix: string): string;
  /** The stored object's content type, cache header and size, or null when there is none. */
  headObject(
    key: string,
  ): Promise<{ contentType?: string; cacheControl?: string; contentLength?: number } | null>;
  /** The keys in the bucket, sorted. */
  listKeys(): Promise<string[]>;
  /** Stops answering, as a store that is down: connections are refused. Its objects are kept. */
  down(): Promise<void>;
  /** Answers again on the same port, with the same objects. */
  up(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on loopback with one empty bucket, its objects in
 * a temporary folder. Objects can be read without credentials at `<endpoint>/<bucket>/<key>`.
 */
export async function startObjectStore(bucket = "makazi-media"): Promise<ObjectStore> {
  const directory = await mkdtemp(join(tmpdir(), "makazi-s3-"));
  const serverOn = (port: number) =>
    new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server: S3rver | null = serverOn(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: OBJECT_STORE_CREDENTIALS.AWS_ACCESS_KEY_ID,
      secretAccessKey: OBJECT_STORE_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
    },
  });

  return {
    endpoint,
    bucket,
    storageUrl: (prefix) =>
      `s3://${bucket}?${new URLSearchParams({ endpoint, region: REGION, forcePathStyle: "true", prefix })}`,
    async headObject(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          contentType: head.ContentType,
          cacheControl: head.CacheControl,
          contentLength: head.ContentLength,
        };
      } catch (error) {
        if (error instanceof Error && error.name === "NotFound") return null;
        throw error;
      }
    },
    async listKeys() {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listing.Contents ?? []).map((object) => object.Key!).sort();
    },
    async down() {
      await server?.close();
      server = null;
    },
    async up() {
      server = serverOn(port);
      await server.run();
    },
    async stop() {
      client.destroy();
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
