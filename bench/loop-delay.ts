import fs from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/**
 * Preloaded into the portal by the sign-in bench (`--import ./bench/loop-delay.ts`): how long the
 * server's event loop was blocked, and how busy it was, written as JSON to BENCH_LOOP_REPORT when
 * the process exits (counted from the bench's 'start' message). A request that arrives while the loop is blocked waits that long to be read.
 */
const report = process.env.BENCH_LOOP_REPORT;
if (report) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let startUtilization = performance.eventLoopUtilization();
  // The bench sends 'start' over IPC when the load starts: start-up (migrations, seed) is not counted.
  process.on('message', () => {
    delay.reset();
    startUtilization = performance.eventLoopUtilization();
  });
  process.channel?.unref();
  process.on('exit', () => {
    delay.disable();
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    fs.writeFileSync(
      report,
      JSON.stringify({
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
        utilization: performance.eventLoopUtilization(startUtilization).utilization,
      }),
    );
  });
}
