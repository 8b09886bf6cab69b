'use strict';
// A render worker's thread (plain CommonJS, as pglite-worker.js: Node starts a worker itself, without
// TypeScript, in the compiled server and under tsx or jest alike). It loads the storefront's built renderer
// with its first task (a renderer that cannot load fails each render, as in the main thread, rather than
// the worker's start, which the pool would retry forever) and renders one page per task; the page's API requests go back to the main thread over the task's
// port (renderPool.ts answers them with the server's own routes), so only React's work happens here.
const { workerData } = require('node:worker_threads');

const { rendererFile, translations } = workerData;
let renderer;

/** fetch() whose requests the main thread answers: { id, url, method, headers, body } out, { id, status, headers, body } or { id, error } back */
function fetchOver(port) {
  const waiting = new Map();
  let next = 0;
  port.on('message', ({ id, error, status, headers, body }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) call?.reject(new Error(error));
    else call?.resolve(new Response(body, { status, headers }));
  });
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? await request.arrayBuffer() : null;
    const id = next++;
    const answer = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    port.postMessage(
      { id, url: request.url, method: request.method, headers: [...request.headers], body },
      body ? [body] : [],
    );
    return answer;
  };
}

/** a task: { url, port }; the rendered page, as the renderer answers it */
module.exports = async function renderPage({ url, port }) {
  try {
    renderer ??= require(rendererFile);
    return await renderer.renderPage({ url: new URL(url), fetchApi: fetchOver(port), translations });
  } finally {
    port.close();
  }
};
