/**
 * The file store has one writer: the running server marks LEADS_DIR with its pid, and `npm run leads -- --erase`
 * refuses to rewrite the files under it (the server purges and appends with its own handles).
 */
import fs from 'node:fs';
import path from 'node:path';

export const ownerFile = (dir: string) => path.join(dir, 'server.pid');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Marks the directory as this process's; returns the function that removes the mark. */
export function claimFileStore(dir: string): () => void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(ownerFile(dir), String(process.pid));
  } catch (error) {
    console.warn(`lead store: cannot mark ${dir} as in use: ${error instanceof Error ? error.message : String(error)}`);
    return () => undefined;
  }
  return () => {
    try {
      if (fs.readFileSync(ownerFile(dir), 'utf8').trim() === String(process.pid)) fs.unlinkSync(ownerFile(dir));
    } catch {
      // already gone
    }
  };
}

/** Throws, naming the pid, when a live server holds the directory (a mark left by a killed server is ignored). */
export function refuseWhileServerRuns(dir: string): void {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(ownerFile(dir), 'utf8').trim());
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
    throw new Error(
      `The server (pid ${pid}) is using the file store in ${dir}: stop it, run this command again, then start it. Nothing was changed.`,
    );
}
