import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** A process's CPU time (user + system, ms) so far (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMsOfPid(pid: number | string): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The running children of a process (nginx's workers under its master). */
function childrenOf(pid: number): string[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
}

/** CPU time (ms) the processes and their children have used so far. */
export function cpuMsOf(processes: ChildProcess[]) {
  return processes.reduce((sum, child) => {
    if (child.pid === undefined) return sum;
    return sum + cpuMsOfPid(child.pid) + childrenOf(child.pid).reduce((s, pid) => s + cpuMsOfPid(pid), 0);
  }, 0);
}
