import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { afterAll } from 'vitest';
const g = globalThis as unknown as { __prof?: Session; __profN?: number };
function post(s: Session, m: string, p?: object): Promise<any> { return new Promise((res, rej) => s.post(m, p ?? {}, (e, r) => (e ? rej(e) : res(r)))); }
if (!g.__prof) {
  g.__prof = new Session(); g.__prof.connect(); g.__profN = 0;
  await post(g.__prof, 'Profiler.enable'); await post(g.__prof, 'Profiler.setSamplingInterval', { interval: 200 }); await post(g.__prof, 'Profiler.start');
}
afterAll(async () => {
  const s = g.__prof!; const { profile } = await post(s, 'Profiler.stop');
  writeFileSync(`/tmp/vprof/${process.pid}-${g.__profN!++}.cpuprofile`, JSON.stringify(profile));
  await post(s, 'Profiler.start');
});
