'use strict';
// The embedded database's thread (plain CommonJS, since a worker is started by Node itself, without
// TypeScript). PGlite is PostgreSQL compiled to WebAssembly: running it here keeps its synchronous work
// off the thread that answers HTTP, and lets it load its wasm files the way it expects. The main side,
// pglite.ts, sends one operation at a time: { id, op: 'ready' | 'query' | 'exec' | 'close', sql, params }.
const { existsSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');
// trigram matching (typo-tolerant search); PostgreSQL servers get it with CREATE EXTENSION alone
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

const extensions = { pg_trgm };

// A database in memory starts from a snapshot of a freshly initialised cluster when one exists
// (workerData.template): initialising takes seconds, loading the snapshot a fraction of one. A given
// snapshot (workerData.snapshot, the tests' migrated and seeded database) is loaded as it is.
async function open({ dataDir, snapshot, template }) {
  if (dataDir) return PGlite.create({ dataDir, extensions });
  if (snapshot) return PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)]), extensions });
  if (template && existsSync(template))
    return PGlite.create({ loadDataDir: new Blob([readFileSync(template)]), extensions });
  const db = await PGlite.create({ extensions });
  if (template) {
    const snapshot = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    const partial = `${template}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, snapshot);
    renameSync(partial, template); // whole or absent, whoever else is writing it
  }
  return db;
}

const database = open(workerData);

async function run(db, { op, sql, params }) {
  switch (op) {
    case 'ready':
      return null;
    case 'query': {
      const result = await db.query(sql, params);
      // PGlite counts only written rows; like pg, count the rows a SELECT answers too
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    }
    case 'exec':
      await db.exec(sql);
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

parentPort.on('message', async (message) => {
  try {
    parentPort.postMessage({ id: message.id, result: await run(await database, message) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
