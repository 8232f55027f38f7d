import { parseRssKb, parseStat, treeRssKb } from '../../scripts/bench/processTree';

test('stat lines with spaces and parentheses in the command name give pid and parent', () => {
  expect(parseStat('4242 (node) S 4200 4242 4200 0 -1')).toEqual({ pid: 4242, ppid: 4200 });
  expect(parseStat('77 (jest worker (2)) R 4242 77 4200 0 -1')).toEqual({ pid: 77, ppid: 4242 });
  expect(parseStat('garbage')).toBeUndefined();
});

test('VmRSS in kB, 0 when the process has none', () => {
  expect(parseRssKb('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  123456 kB\nThreads: 11\n')).toBe(123456);
  expect(parseRssKb('Name:\tkthreadd\nThreads: 1\n')).toBe(0);
});

test('a tree sums the root and all descendants, not its parent or siblings', () => {
  const processes = [
    { pid: 1, ppid: 0, rssKb: 5000 },
    { pid: 10, ppid: 1, rssKb: 100 },
    { pid: 11, ppid: 10, rssKb: 20 },
    { pid: 12, ppid: 11, rssKb: 3 },
    { pid: 13, ppid: 1, rssKb: 700 },
  ];
  expect(treeRssKb(processes, 10)).toBe(123);
  expect(treeRssKb(processes, 12)).toBe(3);
  expect(treeRssKb(processes, 99)).toBe(0);
});
