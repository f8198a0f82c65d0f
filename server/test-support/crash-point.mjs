// Loaded into every server process a test starts (server-process.ts, decision 331): the first
// statement whose text contains CRASH_AFTER runs, then its caller never hears back and the process
// prints CRASH-POINT, so the test can kill -9 it at exactly that point (inside the transaction,
// before its commit). Hooks `pg`, the one driver for PostgreSQL and the embedded worker alike.
import pg from 'pg';

const pattern = process.env.CRASH_AFTER;
if (pattern) {
  const query = pg.Client.prototype.query;
  let fired = false;
  const reached = (text) => !fired && typeof text === 'string' && text.includes(pattern);
  const announce = () => {
    fired = true;
    process.stdout.write('\nCRASH-POINT\n');
  };
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (!reached(text)) return query.call(this, config, values, callback);
    // pool.query passes a callback; drizzle's transactions await the returned promise.
    const done = typeof values === 'function' ? values : callback;
    if (typeof done === 'function') {
      const stall = () => announce();
      return typeof values === 'function'
        ? query.call(this, config, stall)
        : query.call(this, config, values, stall);
    }
    return query.call(this, config, values).then(() => {
      announce();
      return new Promise(() => {});
    });
  };
}
