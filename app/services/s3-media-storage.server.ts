import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  checkMediaFileName,
  MEDIA_CACHE_CONTROL,
  mediaContentType,
  type MediaStorage,
} from "./media-storage.server";
import type { S3MediaLocation } from "./storage-url.server";

// Only lists of quoted entity tags (or *) go on to the store; anything else is no condition.
const ENTITY_TAGS = /^\s*(\*|(W\/)?"[^"]*"(\s*,\s*(W\/)?"[^"]*")*)\s*$/;

/**
 * Files as objects in a bucket of AWS S3 or another S3-compatible store, under the
 * location's key prefix. Credentials come from the AWS SDK's usual chain: AWS_ACCESS_KEY_ID
 * and AWS_SECRET_ACCESS_KEY, a profile, web identity or the instance's role.
 */
export function createS3MediaStorage(location: S3MediaLocation): MediaStorage {
  const client = new S3Client({
    region: location.region ?? undefined,
    endpoint: location.endpoint ?? undefined,
    forcePathStyle: location.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that takes the connection and then says nothing fails the request rather than
    // holding an upload, or a visitor's image, for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = location.bucket;
  const keyOf = (file: string) => {
    checkMediaFileName(file);
    return `${location.prefix}${file}`;
  };

  return {
    async put(file, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(file),
          Body: bytes,
          ContentType: mediaContentType(file),
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },

    async remove(file) {
      // Deleting a key that does not exist succeeds.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(file) }));
    },

    async read(file, { ifNoneMatch } = {}) {
      const Key = keyOf(file);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            IfNoneMatch: ifNoneMatch && ENTITY_TAGS.test(ifNoneMatch) ? ifNoneMatch : undefined,
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error(`No body for ${Key}`);
        return {
          notModified: false,
          etag: object.ETag ?? null,
          contentType: object.ContentType ?? mediaContentType(file),
          contentLength: object.ContentLength ?? null,
          body: object.Body,
        };
      } catch (error) {
        if (!(error instanceof S3ServiceException)) throw error;
        if (error.name === "NoSuchKey") return null;
        if (error.$metadata.httpStatusCode === 304) {
          return { notModified: true, etag: error.$response?.headers.etag ?? null };
        }
        throw error;
      }
    },
  };
}
