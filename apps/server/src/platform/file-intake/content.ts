import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { UploadExtension } from '@portal/shared';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { ApiError, RETRY_AFTER_UNAVAILABLE } from '../errors';
import type { CleanedPdf } from './pdf-check';

/**
 * What is stored of an accepted file: images are decoded and encoded again (only the pixels survive:
 * no EXIF, no bytes after the image data, no polyglot body); a PDF without active content is rebuilt
 * with its pages only (no actions, annotations or attachments). The magic bytes (file-type) have
 * already chosen `ext`.
 */
export async function cleanContent(content: Buffer, ext: UploadExtension): Promise<Buffer> {
  if (ext === 'pdf') return assertInertPdf(content);
  try {
    // 30 megapixels covers an A4 scan at 600 dpi; larger "images" are decompression bombs.
    const image = sharp(content, { limitInputPixels: 30_000_000, failOn: 'error' }).rotate();
    return await (ext === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw unreadable();
  }
}

/** A PDF check longer than this is stopped (its thread terminated) and the file refused as unreadable. */
export const PDF_CHECK_TIME_LIMIT_MS = 5_000;
/** Threads checking PDFs at once, and checks waiting for one; more waiting is 503 with Retry-After. */
export const PDF_CHECK_LIMITS = {
  threads: 2,
  /**
   * A deadline day's burst: 50 complainants at once with PDFs (bench complaintSubmit). A check takes
   * 25–150 ms, so 64 waiting is a few seconds' wait; 4 refused a third of that burst with 503. The
   * files are in memory already (each request's multipart limits bound them).
   */
  waiting: 64,
} as const;

let pool: Piscina | undefined;
/** Started on the first PDF; an idle thread does not keep the process alive (piscina unrefs it). */
const pdfPool = () => {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL('./pdf-check-worker.mjs', import.meta.url)),
    minThreads: 1,
    maxThreads: PDF_CHECK_LIMITS.threads,
    idleTimeout: 60_000,
    // The thread registers tsx itself; it must not inherit the process's preloads (`--import`), which
    // a worker cannot load (seen with a bench's `--import ./bench/loop-delay.ts`).
    execArgv: [],
    // A crafted file must not take the server's memory with it: past this the thread dies, the file is refused.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
};

/**
 * Checks waiting or running, bounded here: piscina's own `maxQueue` does not count tasks that have an
 * AbortSignal (it keeps them in a separate queue), and each of ours has one for its time limit.
 */
let admitted = 0;
let running = 0;
/** PDF checks running in a thread now (tests watch it). */
export const pdfChecksRunning = () => running;

/**
 * Refuses (400) a PDF with active content, or one that cannot be checked (encrypted, unparseable,
 * inflating past its limits, or longer to check than PDF_CHECK_TIME_LIMIT_MS); answers what to store
 * of an accepted one: its pages only, rebuilt (docs/decisions/039). The check and the rebuild
 * (pdf-check.ts) run in a worker thread: pdf-lib reads some crafted files byte by byte for many
 * seconds, which on the main thread froze every request (docs/decisions/015). When all threads are
 * busy and the queue is full: 503 with Retry-After.
 */
export async function assertInertPdf(content: Buffer): Promise<Buffer> {
  const checked = await checkInThread(content);
  if (checked.verdict === 'active') throw activeContent();
  if (checked.verdict !== 'inert') throw unreadable();
  return Buffer.from(checked.pages.buffer, checked.pages.byteOffset, checked.pages.byteLength);
}

async function checkInThread(content: Buffer): Promise<CleanedPdf> {
  if (admitted >= PDF_CHECK_LIMITS.threads + PDF_CHECK_LIMITS.waiting) {
    throw new ApiError(503, 'common.serviceUnavailable', [], {}, RETRY_AFTER_UNAVAILABLE);
  }
  admitted++;
  const { port1: startedHere, port2: started } = new MessageChannel();
  const overTime = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let counted = false;
  startedHere.once('message', () => {
    counted = true;
    running++;
    timer = setTimeout(() => overTime.abort(), PDF_CHECK_TIME_LIMIT_MS);
  });
  try {
    // `as never`: piscina infers its TransferList type from @types/node's postMessage overloads, and
    // with @types/node 26 that infers the options object, not the array a MessagePort goes in.
    const transferList = [started] as never;
    return await pdfPool().run({ content, started }, { transferList, signal: overTime.signal });
  } catch (error) {
    // Over the time limit (piscina has terminated the thread), or the thread ran out of memory.
    const { name, code } = error as { name?: string; code?: string };
    if (name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') return { verdict: 'unreadable' };
    throw error;
  } finally {
    clearTimeout(timer);
    startedHere.close();
    if (counted) running--;
    admitted--;
  }
}

const activeContent = () =>
  new ApiError(400, 'accounts.uploadActiveContent', [{ field: 'file', message: 'accounts.uploadActiveContent' }]);
const unreadable = () =>
  new ApiError(400, 'accounts.uploadUnreadable', [{ field: 'file', message: 'accounts.uploadUnreadable' }]);
