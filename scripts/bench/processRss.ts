/** Samples the resident memory of a process tree from /proc (Linux), for the scale benchmark's peak-memory figure. */
import fs from 'node:fs';
import { parseRssKb, parseStat, treeRssKb, type ProcessEntry } from './processTree';

function readProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ids = parseStat(fs.readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (ids) entries.push({ ...ids, rssKb: parseRssKb(fs.readFileSync(`/proc/${name}/status`, 'utf8')) });
    } catch {
      // The process ended between listing and reading: it holds no memory any more.
    }
  }
  return entries;
}

/** Starts sampling the tree under `pid` every `everyMs`; `stop()` returns the peak seen, in MB. */
export function samplePeakRss(pid: number, everyMs = 500): { stop: () => number } {
  let peakKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, treeRssKb(readProcesses(), pid));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peakKb / 1024;
    },
  };
}
