import { randomBytes } from 'node:crypto';
import {
  CONTENT_LIMITS,
  type ConsoleNotice,
  formatMaxSize,
  indiaMinuteToDate,
  type Lang,
  type NoticeRequest,
  REGION_ID,
  timeInIndia,
  todayInIndia,
} from '@portal/shared';
import type { Db } from '../../db/client';
import { type AuditEvent, audit } from '../../platform/audit';
import { ApiError, isUniqueViolation, notFound } from '../../platform/errors';
import {
  checkFile,
  type FileRefusal,
  type MultipartLimits,
  type ReceivedForm,
} from '../../platform/file-intake/intake';
import { plainText, requiredPlainText, sanitizeNoticeHtml } from '../../platform/html';
import type { OfficerSession } from '../../platform/sessions';
import type { Storage } from '../../platform/storage';
import * as repo from './repo';

/** What the console's notice actions use: the database, the time, who acts and from where. */
export type NoticeAction = { db: Db; now: Date; officer: OfficerSession; from: { ip: string } };

const fieldError = (status: number, key: string, field: string, vars: Record<string, string> = {}) =>
  new ApiError(status, key, [{ field, message: key, vars }], vars);

/** An instant as the console's datetime-local field shows it: the minute in India. */
const indiaMinute = (at: Date) => `${todayInIndia(at)}T${timeInIndia(at)}`;

function stateOf(row: repo.NoticeRow, now: Date): ConsoleNotice['state'] {
  if (!row.isActive) return 'unpublished';
  return row.publishAt && row.publishAt > now ? 'scheduled' : 'published';
}

export function consoleNotice(row: repo.NoticeRow, now: Date): ConsoleNotice {
  return {
    id: row.id,
    categoryId: row.categoryId,
    titleEn: row.titleEn,
    titleMr: row.titleMr,
    htmlEn: row.htmlEn,
    htmlMr: row.htmlMr,
    publishAt: row.publishAt ? indiaMinute(row.publishAt) : null,
    newUntil: row.newUntil,
    state: stateOf(row, now),
    fileUrl: row.fileUrl,
  };
}

/** The HTML as stored: sanitised, and with some text left once sanitised. */
function safeHtml(html: string, field: 'htmlEn' | 'htmlMr') {
  const clean = sanitizeNoticeHtml(html);
  if (plainText(clean) === '') throw fieldError(400, 'content.htmlEmpty', field);
  return clean;
}

/** The row's fields from what the console sent: HTML sanitised, titles plain, the day shown from the time. */
function fieldsOf(input: NoticeRequest, now: Date): repo.NoticeFields {
  const publishAt = input.publishAt === null ? null : indiaMinuteToDate(input.publishAt);
  return {
    categoryId: input.categoryId,
    titleEn: requiredPlainText(input.titleEn, 'titleEn'),
    titleMr: requiredPlainText(input.titleMr, 'titleMr'),
    htmlEn: safeHtml(input.htmlEn, 'htmlEn'),
    htmlMr: safeHtml(input.htmlMr, 'htmlMr'),
    publishAt,
    publishedOn: todayInIndia(publishAt ?? now),
    isNew: input.newUntil !== null,
    newUntil: input.newUntil,
    updatedAt: now,
  };
}

async function record(tx: Db, action: NoticeAction, event: AuditEvent, noticeId: number) {
  await audit(tx, action.from, event, {
    officerId: action.officer.officerId,
    record: { type: 'notice', id: noticeId },
    at: action.now,
  });
}

export async function createNotice(action: NoticeAction, input: NoticeRequest) {
  const fields = fieldsOf(input, action.now);
  return action.db.transaction(async (tx) => {
    const id = await repo.insertNotice(tx, { ...fields, regionId: REGION_ID });
    await record(tx, action, 'content.notice.created', id);
    return id;
  });
}

/** Runs `change` on notice `id` with its audit entry in one transaction; 404 for no such notice. */
async function changeNotice(action: NoticeAction, id: number, event: AuditEvent, fields: Partial<repo.NoticeFields>) {
  try {
    await action.db.transaction(async (tx) => {
      if (!(await repo.updateNotice(tx, id, { ...fields, updatedAt: action.now }))) throw notFound();
      await record(tx, action, event, id);
    });
  } catch (error) {
    // a demo notice's title is its natural key (the seed's): another demo notice may not take it
    if (isUniqueViolation(error)) throw fieldError(409, 'content.titleTaken', 'titleEn');
    throw error;
  }
}

export function editNotice(action: NoticeAction, id: number, input: NoticeRequest) {
  const fields = fieldsOf(input, action.now);
  return changeNotice(action, id, 'content.notice.edited', fields);
}

export const setPublished = (action: NoticeAction, id: number, published: boolean) =>
  changeNotice(action, id, published ? 'content.notice.published' : 'content.notice.unpublished', {
    isActive: published,
  });

/** The multipart body of an attachment: one file, no fields. */
export const ATTACHMENT_PART_LIMITS: MultipartLimits = {
  fileSize: CONTENT_LIMITS.pdfMaxBytes,
  files: 1,
  fields: 0,
  fieldSize: 100,
  parts: 1,
};

function refused(reason: FileRefusal, lang: Lang): ApiError {
  switch (reason) {
    case 'tooLarge':
      return fieldError(413, 'content.fileTooLarge', 'file', { max: formatMaxSize(CONTENT_LIMITS.pdfMaxBytes, lang) });
    case 'empty':
      return fieldError(400, 'content.fileRequired', 'file');
    case 'type':
      return fieldError(415, 'content.fileType', 'file');
    case 'activeContent':
      return fieldError(400, 'content.fileActiveContent', 'file');
    case 'unreadable':
      return fieldError(400, 'content.fileUnreadable', 'file');
  }
}

/**
 * A PDF for notice `id` through the one file intake (checked, active content refused, rebuilt), kept
 * in the documents' `notices/` folder and linked as `/files/notices/<random>.pdf`.
 */
export async function attachPdf(
  action: NoticeAction,
  id: number,
  received: ReceivedForm,
  documents: Storage,
  lang: Lang,
) {
  const file = received.files.find((f) => f.field === 'file');
  if (!file || received.tooManyFiles) throw fieldError(400, 'content.fileRequired', 'file');
  if (!(await repo.noticeById(action.db, id))) throw notFound();
  const checked = await checkFile(file, {
    types: ['pdf'],
    maxBytes: CONTENT_LIMITS.pdfMaxBytes,
    client: action.from.ip,
  });
  if (!checked.ok) throw refused(checked.reason, lang);
  const key = `notices/${randomBytes(16).toString('hex')}.pdf`;
  await documents.put(key, checked.file.content);
  await changeNotice(action, id, 'content.notice.attached', { fileUrl: `/files/${key}` });
}

export const detachPdf = (action: NoticeAction, id: number) =>
  changeNotice(action, id, 'content.notice.detached', { fileUrl: null });
