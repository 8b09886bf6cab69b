import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

// The embedded PGlite is a single process's database: a second process opening its folder (a second
// shop, or `npm run operator` while the shop runs) would write the same files and corrupt them. A lock
// file beside the folder names the process holding it; a lock left by a process that died is taken over.

/** the folder is held by another running process */
export class DatabaseInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is just not ours to signal
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** takes the lock of `dir` for this process; answers the function that gives it back */
export function lockDirectory(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => unlinkSync(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is in use by process ${holder} (a running shop): stop the shop first. ` +
            `If no shop is running, delete ${lockFile}.`,
        );
      }
      // its holder died without giving it back (a crash, a kill -9)
      unlinkSync(lockFile);
    }
  }
  throw new DatabaseInUseError(`The embedded database in ${dir} is being opened by another process: try again.`);
}
