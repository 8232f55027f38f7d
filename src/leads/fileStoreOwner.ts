/**
 * The file store has one writer: the running server marks LEADS_DIR with its pid, and `npm run leads` then asks that
 * server to do the work (src/leads/storeControl.ts) instead of opening the files under it.
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

/** The pid of the live server using the directory, or null (a mark left by a killed server is ignored). */
export function serverUsing(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(ownerFile(dir), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}
