import fs from 'node:fs';
import { stateFile } from './globalSetup';

export default async function globalTeardown() {
  if (!fs.existsSync(stateFile)) return;
  const { pid, dataDir } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { pid: number; dataDir: string };
  fs.rmSync(stateFile);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
