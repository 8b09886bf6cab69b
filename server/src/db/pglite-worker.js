'use strict';
// The embedded database's thread (plain CommonJS, since a worker is started by Node itself, without
// TypeScript). PGlite is PostgreSQL compiled to WebAssembly: running it here keeps its synchronous work
// off the thread that answers HTTP, and lets it load its wasm files the way it expects. The main side,
// pglite.ts, sends one operation at a time: { id, op: 'ready' | 'query' | 'exec' | 'close', sql, params }.
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

const database = PGlite.create(workerData.dataDir ? { dataDir: workerData.dataDir } : {});

async function run(db, { op, sql, params }) {
  switch (op) {
    case 'ready':
      return null;
    case 'query': {
      const result = await db.query(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
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
