import { createReadStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage } from './storage.js';

const PRESIGN_SECONDS = 5 * 60;

/** Writes bytes to object storage as one streamed PUT (constant memory, whatever the size). */
export interface FileUploader {
  putFile(key: string, path: string, sizeBytes: number, contentType: string): Promise<void>;
  /**
   * `body` must give exactly `sizeBytes` bytes; a body destroyed before its end fails the put
   * (storage keeps nothing whole under `key`, though a lax one may keep the cut bytes).
   */
  putStream(key: string, body: Readable, sizeBytes: number, contentType: string): Promise<void>;
}

/**
 * The minio client reads any body up to its 64 MiB part size into memory to hash it. A presigned
 * PUT with a known length lets the bytes go to storage in small chunks instead.
 */
export function createFileUploader(storage: ObjectStorage): FileUploader {
  async function putStream(key: string, body: Readable, sizeBytes: number, contentType: string): Promise<void> {
    const target = new URL(await storage.presignedPutUrl(key, PRESIGN_SECONDS));
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    await new Promise<void>((resolve, reject) => {
      const request = send(target, {
        method: 'PUT',
        headers: { 'content-length': String(sizeBytes), 'content-type': contentType },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else
            reject(
              new Error(
                `S3 is unavailable: PUT ${key} answered ${status} ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`,
              ),
            );
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      pipeline(body, request).catch(reject);
    });
  }

  return {
    putStream,
    putFile: (key, path, sizeBytes, contentType) => putStream(key, createReadStream(path), sizeBytes, contentType),
  };
}
