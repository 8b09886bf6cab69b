// Writes the OpenAPI document the server serves at /api/docs/json, from one start of the app (npm run openapi):
//   tsx server/src/openapi.ts <file> [<storefront file>]
// <file> is the whole document, for the linter (npm run lint:openapi); <storefront file> leaves out the
// back office's paths (/api/admin): the storefront's generated types (npm run api:types) describe only
// what the storefront may call.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';

async function main() {
  const [file, storefrontFile] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx server/src/openapi.ts <file> [<storefront file>]');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'astroshop-openapi-'));
  const app = await buildApp({ config: { dataDir }, seed: false });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
    write(file, response.body);
    if (storefrontFile) write(storefrontFile, withoutBackOffice(response.body));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function write(file: string, document: string) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, document);
}

function withoutBackOffice(document: string): string {
  const parsed = JSON.parse(document) as { paths: Record<string, unknown> };
  for (const address of Object.keys(parsed.paths)) if (address.startsWith('/api/admin')) delete parsed.paths[address];
  return JSON.stringify(parsed);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
