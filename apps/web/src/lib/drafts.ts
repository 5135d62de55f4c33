/**
 * Unsaved edits of a form, kept in this browser so nothing typed is lost to a reload, a dropped
 * connection or an expired session (issue 10 item 12; docs/decisions/031). One entry per user and
 * form; cleared when the form is saved and, for every form, when the user signs out. Entries older
 * than a week are dropped. Secret fields (account numbers) are never kept: the caller leaves them out.
 */
const PREFIX = 'draft:';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type Stored<T> = { savedAt: number; values: T };

export const draftKey = (userId: number, form: string) => `${PREFIX}${userId}:${form}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode on some phones): drafts are simply not kept
  }
}

export function readDraft<T>(key: string): Stored<T> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored<T>;
    if (typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > MAX_AGE_MS) {
      storage()?.removeItem(key);
      return null;
    }
    return stored;
  } catch {
    storage()?.removeItem(key);
    return null;
  }
}

export function writeDraft<T>(key: string, values: T) {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: Date.now(), values } satisfies Stored<T>));
  } catch {
    // storage full: the draft is not kept, the form still works
  }
}

export const clearDraft = (key: string) => storage()?.removeItem(key);

/** Every draft of every user in this browser (sign-out). */
export function clearAllDrafts() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
