// Loaded into the API process by bench/soak.ts (`node --expose-gc --import ./bench/soak-probe.ts …`):
// on each `{soakProbe: 'sample'}` from the parent it runs a full garbage collection and answers the
// process's memory after it, so the soak compares live heap (what a leak grows) rather than RSS, which
// rises and falls with the collector's rhythm. Nothing else of the server changes.
type Probe = { soakProbe: { heapUsed: number; rss: number; external: number; arrayBuffers: number } };

const collect = (globalThis as { gc?: () => void }).gc;
if (process.send && collect) {
  process.on('message', (message: unknown) => {
    if ((message as { soakProbe?: string } | null)?.soakProbe !== 'sample') return;
    collect();
    const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
    const answer: Probe = { soakProbe: { heapUsed, rss, external, arrayBuffers } };
    process.send?.(answer);
  });
  // The channel must not keep the process alive once the server has closed.
  process.channel?.unref();
}
