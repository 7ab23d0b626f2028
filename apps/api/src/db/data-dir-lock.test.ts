import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseHolder, DatabaseInUseError, lockDataDir } from './data-dir-lock.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const lockFile = path.join(dataDir, 'pglite.lock');

describe('the embedded database, one process at a time', () => {
  it('refuses a second holder while the first holds it, and lets the next one in once released', () => {
    const first = lockDataDir(dataDir);
    expect(databaseHolder(dataDir)).toBe(process.pid);
    expect(() => lockDataDir(dataDir)).toThrow(DatabaseInUseError);
    first.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('is not held back by the lock file of a process that has ended (a crash)', () => {
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(lockFile, ended.stdout);
    expect(databaseHolder(dataDir)).toBeUndefined();
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('names a running holder that is another process', () => {
    // This test's parent (the vitest runner or npm) is running and is not this process.
    fs.writeFileSync(lockFile, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
    fs.rmSync(lockFile);
  });
});
