import { useCallback, useSyncExternalStore } from 'react';

/** A meeting booked from this browser, with the token that cancels it (never sent anywhere else). */
export type MyMeeting = { id: number; token: string; title: string; date: string; time: string };

const KEY = 'help.meetings';
const listeners = new Set<() => void>();
/**
 * No meetings: one array, what the server renders and what this browser reads while it has none, so
 * hydration finds the list unchanged. A new empty array each time made React render the whole
 * scheduler again, synchronously, right after hydrating every help page.
 */
const NONE: MyMeeting[] = [];
let cache: { raw: string | null; list: MyMeeting[] } = { raw: null, list: NONE };

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

const isMeeting = (v: unknown): v is MyMeeting => {
  const m = v as Partial<MyMeeting> | null;
  return (
    !!m &&
    typeof m.id === 'number' &&
    typeof m.token === 'string' &&
    typeof m.title === 'string' &&
    typeof m.date === 'string' &&
    typeof m.time === 'string'
  );
};

function read(): MyMeeting[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.list;
  let list = NONE;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    const kept = Array.isArray(parsed) ? parsed.filter(isMeeting) : [];
    if (kept.length > 0) list = kept;
  } catch {
    // not a list this page wrote: no meetings
  }
  cache = { raw, list };
  return list;
}

function write(list: MyMeeting[]) {
  try {
    storage()?.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: the meeting stays booked on the server, only the local list is lost
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The meetings booked from this browser (localStorage, shared by its tabs), soonest first. */
export function useMyMeetings() {
  const list = useSyncExternalStore(subscribe, read, () => NONE);
  const add = useCallback((meeting: MyMeeting) => write([...read().filter((m) => m.id !== meeting.id), meeting]), []);
  const remove = useCallback((id: number) => write(read().filter((m) => m.id !== id)), []);
  const sorted = [...list].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  return { meetings: sorted, add, remove };
}
