/** Memory of a process tree from /proc figures: the scale benchmark reports Gatsby's peak as the sum over the build process and all its workers. */

export interface ProcessEntry {
  pid: number;
  ppid: number;
  rssKb: number;
}

/** pid and parent pid from the text of /proc/<pid>/stat (the command name may hold spaces and parentheses). */
export function parseStat(stat: string): { pid: number; ppid: number } | undefined {
  const close = stat.lastIndexOf(')');
  if (close < 0) return undefined;
  const pid = Number.parseInt(stat, 10);
  const ppid = Number(stat.slice(close + 2).split(' ')[1]);
  return Number.isInteger(pid) && Number.isInteger(ppid) ? { pid, ppid } : undefined;
}

/** Resident set size in kB from the text of /proc/<pid>/status (0 for a kernel thread or a zombie, which have none). */
export function parseRssKb(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : 0;
}

/** Sum of the RSS of `root` and every descendant of it. */
export function treeRssKb(processes: ProcessEntry[], root: number): number {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of processes) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  const self = processes.find((entry) => entry.pid === root);
  let total = self?.rssKb ?? 0;
  const queue = [...(children.get(root) ?? [])];
  const seen = new Set<number>([root]);
  while (queue.length > 0) {
    const entry = queue.shift() as ProcessEntry;
    if (seen.has(entry.pid)) continue;
    seen.add(entry.pid);
    total += entry.rssKb;
    queue.push(...(children.get(entry.pid) ?? []));
  }
  return total;
}
