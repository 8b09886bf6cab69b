import { MessageChannel, type MessagePort } from 'node:worker_threads';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { RenderedPage, Translations } from './pageRenderer';

/** what a render worker asks the main thread (renderWorker.js) */
type ApiRequest = { id: number; url: string; method: string; headers: [string, string][]; body: ArrayBuffer | null };

/**
 * Fresh page renders in worker threads (renderWorker.js, `workers` of them, each with the renderer loaded
 * once): React's rendering, the CPU-heavy part of a page, runs on every core, while the page's API requests
 * come back to this thread and are answered by `fetchApi` (the server's own routes), so the API's checks,
 * caches and database stay here, one of each. A worker that dies takes its render with it (rejected, as a
 * render error is) and the pool starts another.
 */
export class RenderPool {
  private readonly pool: Piscina;

  constructor(
    {
      workers,
      rendererFile,
      translations,
    }: { workers: number; rendererFile: string; translations: Record<string, Translations> },
    private readonly fetchApi: typeof fetch,
  ) {
    this.pool = new Piscina({
      filename: path.join(__dirname, 'renderWorker.js'),
      workerData: { rendererFile, translations },
      // all started at once and kept: a worker loads the renderer (React, MUI, the pages) once, in a second
      minThreads: workers,
      maxThreads: workers,
      idleTimeout: Infinity,
      // RenderSlots bounds what waits, before a render is handed over
      maxQueue: Infinity,
    });
  }

  /** the page at `url`, rendered in a worker */
  async render(url: URL): Promise<RenderedPage> {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (request: ApiRequest) => void this.answer(port1, request));
    try {
      return (await this.pool.run({ url: url.href, port: port2 }, { transferList: [port2] })) as RenderedPage;
    } finally {
      port1.close();
    }
  }

  /** a worker's API request, answered by this thread: the body as bytes, moved rather than copied */
  private async answer(port: MessagePort, { id, url, method, headers, body }: ApiRequest) {
    try {
      const response = await this.fetchApi(url, { method, headers, body });
      const bytes = response.body ? await response.arrayBuffer() : null;
      port.postMessage(
        { id, status: response.status, headers: [...response.headers], body: bytes },
        bytes ? [bytes] : [],
      );
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** every worker ended: renders under way are rejected */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}
