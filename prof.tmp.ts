import { openTarget } from './bench/harness';
const target = await openTarget({ url: process.env.U! });
const ids = Array.from({ length: 3000 }, (_, i) => 1 + ((i * 7919) % 999_000));
for (let i = 0; i < 300; i++) await target.request(`/api/accounts/${ids[i]}`);
const t = performance.now();
for (const id of ids) await target.request(`/api/accounts/${id}`);
console.log('per request', ((performance.now() - t) / ids.length).toFixed(2), 'ms');
await target.close();
