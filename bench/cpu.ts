import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** CPU time (user + system, ms) the processes have used so far (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuMsOf(processes: ChildProcess[]) {
  return processes.reduce((sum, child) => {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return sum + (Number(fields[11]) + Number(fields[12])) * 10;
  }, 0);
}
