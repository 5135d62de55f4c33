import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';
import { pgConfigOf } from '../db/pg-config';

/**
 * What a process keeps in memory is dropped in every process when it changes (issue 19 item 4,
 * decision 053). A topic names a family of public answers: the first segment of their read-cache keys
 * (`masters:district:27:en` is under `masters`); `all` is everything. The chatbot's index is rebuilt
 * after any topic.
 */
export type CacheTopic = 'masters' | 'menu' | 'notices' | 'home' | 'pages' | 'help' | 'search' | 'complaint' | 'all';

export type Invalidation = {
  /** Drops `topic` here at once and in every other process within moments (after the change is committed). */
  invalidate: (topic: CacheTopic) => Promise<void>;
  /** Runs `drop` whenever a topic is invalidated, by this process or another. */
  subscribe: (drop: (topic: CacheTopic) => void) => void;
  close: () => Promise<void>;
};

const CHANNEL = 'portal_cache';
/** After a lost LISTEN connection, the next try is this much later (everything is dropped once it is back). */
const RECONNECT_MS = 1000;

/**
 * On PostgreSQL, NOTIFY on a channel every process LISTENs to, on a connection of its own (reopened
 * when lost; what was missed meanwhile is covered by dropping everything). On PGlite there is one
 * process (decision 025): the drop is local.
 */
export async function cacheInvalidation(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Invalidation> {
  const subscribers: ((topic: CacheTopic) => void)[] = [];
  const drop = (topic: CacheTopic) => {
    for (const subscriber of subscribers) subscriber(topic);
  };
  const config = database.kind === 'postgres' ? pgConfigOf(database) : undefined;
  if (!config) {
    return {
      invalidate: async (topic) => drop(topic),
      subscribe: (s) => void subscribers.push(s),
      close: async () => {},
    };
  }

  // This process's own notifications come back too: its id tells them apart (already dropped).
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (missed: boolean) => {
    const next = new pg.Client(config);
    next.on('notification', ({ payload = '' }) => {
      const [from, topic] = payload.split(' ');
      if (from !== self && topic) drop(topic as CacheTopic);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'cache invalidation: LISTEN connection lost');
      next.end().catch(() => {});
      if (client === next) again();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
    if (missed) drop('all');
  };
  const again = () => {
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen(true).catch(again);
    }, RECONNECT_MS);
    retry.unref();
  };
  // A database down at start (a restart, a failover) must not stop the app: /readyz says 503 meanwhile,
  // and the listener comes once the database does, dropping what was kept before (it may have missed some).
  await listen(false).catch((error) => {
    log.warn({ err: error }, 'cache invalidation: LISTEN connection not open; trying again');
    again();
  });
  return {
    async invalidate(topic) {
      drop(topic);
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${`${self} ${topic}`})`);
    },
    subscribe: (s) => void subscribers.push(s),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
