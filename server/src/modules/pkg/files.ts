import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  PKG_MSG,
  UPLOAD_MAX_BYTES,
  UPLOAD_UNATTACHED_MAX_BYTES,
  type FileStorage,
  type UploadedFile,
} from '@console/api-contract';
import type { Db, Queryable } from '../../db/client.js';
import { recordChange } from '../../platform/audit.js';
import { AppError, badRequest, invalidFields } from '../../platform/errors.js';
import { CODE_ERROR } from '../../platform/envelope.js';

type ImageType = UploadedFile['contentType'];

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const startsWith = (data: Buffer, bytes: readonly number[], at = 0): boolean =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);

/**
 * The image type from the file's first bytes (its name and declared type are not believed): PNG, JPEG, WebP or
 * GIF, else null (SVG, HTML, anything renamed).
 */
export function sniffImage(data: Buffer): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (
    startsWith(data, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    startsWith(data, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  )
    return 'image/gif';
  return null;
}

/** sharp's names for the formats an upload may have. */
const SHARP_FORMATS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
/** Larger than any cover, QR code or logo; refuses a small file that declares a huge canvas (a pixel bomb). */
const MAX_PIXELS = 40_000_000;

/**
 * Whether the whole file decodes as `type`: first bytes prove nothing (a 17-byte `GIF89a...` file, a PNG signature
 * followed by garbage). sharp (libvips, prebuilt in its npm packages) over a pure-JS decoder: one library decodes
 * all four formats, fast, without holding the pixels (stats() reads the image through once, sequentially).
 */
export async function decodesAs(data: Buffer, type: ImageType): Promise<boolean> {
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS, sequentialRead: true });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMATS[type]) return false;
    await image.stats();
    return true;
  } catch {
    return false;
  }
}

export const fileTooLarge = (): AppError => new AppError(413, CODE_ERROR, PKG_MSG.fileTooLarge);
export const badFormat = (): AppError => new AppError(415, CODE_ERROR, PKG_MSG.fileFormat);

export const FILE_URL_PREFIX = '/api/open/files/';
export const fileUrl = (name: string): string => `${FILE_URL_PREFIX}${name}`;
const nameOf = (url: string | null): string | null =>
  url && url.startsWith(FILE_URL_PREFIX) ? url.slice(FILE_URL_PREFIX.length) : null;

/** Serialises one shop's uploads (two-key advisory lock: its own class, so no other lock shares its keys). */
const UPLOAD_LOCK_CLASS = 7_218_036;

/** Over the shop's cap of bytes uploaded and not yet taken by a record. */
export const uploadQuotaFull = (): AppError => new AppError(409, CODE_ERROR, PKG_MSG.uploadQuota);

/**
 * Stores an image (checked by content) for a customer, not yet attached to any record, within the shop's cap on
 * such bytes (UPLOAD_UNATTACHED_MAX_BYTES). The check and the insert run under the shop's lock, so parallel uploads
 * cannot all pass one check.
 */
export async function storeFile(db: Db, customerId: number, data: Buffer, now: Date): Promise<UploadedFile> {
  if (data.length === 0) throw badRequest(PKG_MSG.noFile);
  if (data.length > UPLOAD_MAX_BYTES) throw fileTooLarge();
  const contentType = sniffImage(data);
  if (!contentType || !(await decodesAs(data, contentType))) throw badFormat();
  const name = `${randomBytes(16).toString('base64url')}.${EXTENSIONS[contentType]}`;
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [UPLOAD_LOCK_CLASS, customerId]);
    const waiting = await tx.one<{ bytes: number }>(
      'select coalesce(sum(size), 0)::int as bytes from files where customer_id = $1 and not attached',
      [customerId],
    );
    if ((waiting?.bytes ?? 0) + data.length > UPLOAD_UNATTACHED_MAX_BYTES) throw uploadQuotaFull();
    await tx.query(
      `insert into files (customer_id, name, content_type, size, data, created_at) values ($1, $2, $3, $4, $5, $6)`,
      [customerId, name, contentType, data.length, data, now],
    );
    // What the file is, not its bytes: its type, size and digest tell one image from another.
    recordChange({
      area: 'pkg',
      action: 'file.upload',
      objectType: 'file',
      objectId: name,
      before: null,
      after: {
        name,
        contentType,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      },
    });
  });
  return { url: fileUrl(name), name, contentType, size: data.length };
}

/** The shop's stored files: all of them, and those no record has taken yet (with their cap). */
export async function fileStorage(db: Queryable, customerId: number): Promise<FileStorage> {
  const row = await db.one<Omit<FileStorage, 'unattachedMaxBytes'>>(
    `select count(*)::int as files, coalesce(sum(size), 0)::bigint as bytes,
            (count(*) filter (where not attached))::int as "unattachedFiles",
            coalesce(sum(size) filter (where not attached), 0)::bigint as "unattachedBytes"
       from files where customer_id = $1`,
    [customerId],
  );
  return {
    files: row!.files,
    bytes: Number(row!.bytes),
    unattachedFiles: row!.unattachedFiles,
    unattachedBytes: Number(row!.unattachedBytes),
    unattachedMaxBytes: UPLOAD_UNATTACHED_MAX_BYTES,
  };
}

export async function readFile(
  db: Queryable,
  name: string,
): Promise<{ contentType: string; data: Buffer } | null> {
  const row = await db.one<{ contentType: string; data: Uint8Array }>(
    'select content_type as "contentType", data from files where name = $1',
    [name],
  );
  return row ? { contentType: row.contentType, data: Buffer.from(row.data) } : null;
}

/**
 * Inside a record's write transaction: the record's image column goes from `before` to `after`. The new file must
 * be this customer's and fresh (not attached to another record); it is marked attached, and the old one deleted.
 * `field` names the body field for the 400.
 */
export async function swapImage(
  tx: Queryable,
  customerId: number,
  before: string | null,
  after: string | null,
  field: string,
): Promise<void> {
  if (before === after) return;
  const next = nameOf(after);
  if (after !== null) {
    const taken = await tx.one(
      `update files set attached = true where customer_id = $1 and name = $2 and not attached returning id`,
      [customerId, next],
    );
    if (!taken) throw invalidFields({ [field]: PKG_MSG.image });
  }
  await releaseImage(tx, customerId, before);
}

/** Deletes a record's image file (the record lets it go: replaced or deleted). */
export async function releaseImage(tx: Queryable, customerId: number, url: string | null): Promise<void> {
  const name = nameOf(url);
  if (name) await tx.query('delete from files where customer_id = $1 and name = $2', [customerId, name]);
}
