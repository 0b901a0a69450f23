import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * One serving process per SQLite file. Sessions live in the file, but captchas, SMS codes and
 * rate limits live in each process's memory, so a second server on the same file would start
 * and then fail to log anyone in across the two. The first server holds `<file>.lock` (its pid);
 * a second one is refused while that process lives. A lock left by a crashed process is taken
 * over. Operator commands (`npm run admin`) open the file without the lock: they serve nothing.
 */
export function lockSqliteFile(file: string): () => void {
  const lockPath = `${resolve(file)}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (isAlive(holder)) {
        throw new Error(
          `Another server process (pid ${holder}) is already serving the SQLite database ${resolve(file)}. ` +
            'SQLite serves one process: stop the other one, or use PostgreSQL and Redis (DATABASE_URL, REDIS_URL) to run several instances. ' +
            `If no such process runs, delete ${lockPath}.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}: another process is starting on the same SQLite file`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
