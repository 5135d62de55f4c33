import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded PostgreSQL off the main thread (docs/decisions/025-pglite-under-load.md): this worker
 * owns the PGlite of a data folder and serves it over the PostgreSQL wire protocol on a Unix socket
 * in a private folder, to the server's `pg` pool. Every query's WebAssembly and file writes run here,
 * so the event loop that reads requests is never blocked by them.
 *
 * PGlite is one session; the pool's few connections share it. The unit of work is a connection's
 * messages up to a Sync or a simple Query (one statement cycle), run whole. While a connection is
 * inside a transaction only its units run; the others wait until it commits or rolls back.
 */
const { dataDir, socketPath } = workerData as { dataDir: string; socketPath: string };
const db = await PGlite.create({ dataDir });

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

/** A simple Query message: `rollback`. */
const ROLLBACK = (() => {
  const text = Buffer.from('rollback\0');
  const message = Buffer.alloc(5 + text.length);
  message.writeUInt8(QUERY, 0);
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
})();

type Connection = { socket: net.Socket; units: Uint8Array[]; closed: boolean };
const connections = new Set<Connection>();
/** The connection whose transaction is open, if any. */
let owner: Connection | undefined;
let running = false;

/** Runs waiting units one at a time, in arrival order, keeping a transaction's connection alone. */
async function drain() {
  if (running) return;
  running = true;
  try {
    for (;;) {
      const next = owner ?? [...connections].find((c) => c.units.length > 0);
      const unit = next?.units.shift();
      if (!next || !unit) break;
      await db.execProtocolRawStream(unit, {
        onRawData: (reply) => {
          if (!next.closed) next.socket.write(Buffer.from(reply));
        },
      });
      owner = db.isInTransaction() ? next : undefined;
      if (next.closed && next.units.length === 0) connections.delete(next);
    }
  } finally {
    running = false;
  }
}

/** Splits a connection's bytes into units: the startup message, then messages up to a Sync or Query. */
function serve(socket: net.Socket) {
  const connection: Connection = { socket, units: [], closed: false };
  connections.add(connection);
  let pending = Buffer.alloc(0);
  let started = false;
  let unitEnd = 0; // bytes of `pending` that are whole messages of the unit being gathered
  socket.on('data', (data: Buffer) => {
    pending = Buffer.concat([pending, data]);
    if (!started) {
      if (pending.length < 4 || pending.length < pending.readInt32BE(0)) return;
      connection.units.push(new Uint8Array(pending.subarray(0, pending.readInt32BE(0))));
      pending = pending.subarray(pending.readInt32BE(0));
      started = true;
    }
    while (pending.length >= unitEnd + 5 && pending.length >= unitEnd + 1 + pending.readInt32BE(unitEnd + 1)) {
      const type = pending[unitEnd];
      unitEnd += 1 + pending.readInt32BE(unitEnd + 1);
      if (type === SYNC || type === QUERY || type === TERMINATE) {
        connection.units.push(new Uint8Array(pending.subarray(0, unitEnd)));
        pending = pending.subarray(unitEnd);
        unitEnd = 0;
      }
    }
    drain().catch((error) => socket.destroy(error));
  });
  socket.on('error', () => socket.destroy());
  // A connection gone inside its transaction must not leave the one session in it: it rolls back.
  socket.on('close', () => {
    connection.closed = true;
    connection.units = owner === connection ? [ROLLBACK] : [];
    if (owner === connection) drain().catch(() => {});
    else connections.delete(connection);
  });
}

const server = net.createServer(serve);
server.listen(socketPath, () => parentPort?.postMessage('ready'));
parentPort?.on('message', async (message) => {
  if (message !== 'close') return;
  server.close();
  await db.close();
  parentPort?.postMessage('closed');
});
