import fs from 'node:fs';
import { stateFile } from './globalSetup';

export default async function globalTeardown() {
  if (!fs.existsSync(stateFile)) return;
  const { ownDir } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { ownDir: string };
  fs.rmSync(stateFile);
  fs.rmSync(ownDir, { recursive: true, force: true });
}
