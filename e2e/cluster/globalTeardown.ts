import fs from 'node:fs';
import { stateFile } from './globalSetup';

export default async function globalTeardown() {
  if (!fs.existsSync(stateFile)) return;
  const { distDir } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { distDir: string };
  fs.rmSync(stateFile);
  fs.rmSync(distDir, { recursive: true, force: true });
}
