import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process at a time: PGlite is PostgreSQL inside the process, with no server
 * to share it, and two processes writing one data directory corrupt it. Whoever opens it (the server, the seed,
 * a backup or a restore) holds `<dataDir>/pglite.lock` with its process id. The file sits beside the database's
 * folder, not in it, so a backup does not carry it and a restore can replace the folder whole. A file left by a
 * process that no longer runs (a crash, a kill -9) does not hold anyone back.
 */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

export interface DataDirLock {
  release(): void;
}

const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding the embedded database of `dataDir`, if one is running. */
export function databaseHolder(dataDir: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(lockFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : undefined;
}

/** Takes the embedded database of `dataDir` for this process, or throws DatabaseInUseError naming its holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return releaser(dataDir, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = databaseHolder(dataDir);
      if (holder !== undefined) {
        const who = holder === process.pid ? ' (this one)' : '';
        throw new DatabaseInUseError(`The embedded database in ${dataDir} is in use by process ${holder}${who}: stop it first (one process at a time; several need PostgreSQL).`);
      }
      // Left by a process that is gone.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`The embedded database in ${dataDir} is being opened by another process.`);
}

function releaser(dataDir: string, file: string): DataDirLock {
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      if (databaseHolder(dataDir) === process.pid) fs.rmSync(file, { force: true });
    },
  };
}
