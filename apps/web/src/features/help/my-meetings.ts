import { useCallback, useSyncExternalStore } from 'react';

/** A meeting booked from this browser, with the token that cancels it (never sent anywhere else). */
export type MyMeeting = { id: number; token: string; title: string; date: string; time: string };

const KEY = 'help.meetings';
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: MyMeeting[] } = { raw: null, list: [] };

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
  let list: MyMeeting[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isMeeting) : [];
  } catch {
    list = [];
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
  const list = useSyncExternalStore(subscribe, read, () => []);
  const add = useCallback((meeting: MyMeeting) => write([...read().filter((m) => m.id !== meeting.id), meeting]), []);
  const remove = useCallback((id: number) => write(read().filter((m) => m.id !== id)), []);
  const sorted = [...list].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  return { meetings: sorted, add, remove };
}
