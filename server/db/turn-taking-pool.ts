import pg from 'pg';
import { createTurnQueue } from './turns';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * The embedded database's pool (one connection, decision 330) with interactive work served first
 * (decision 333). Every checkout, `pool.query`'s included, goes through `connect`, so the turn is
 * taken here and given back when the client is released; pg-pool's own FIFO queue stays empty.
 */
export class TurnTakingPool extends pg.Pool {
  readonly turns = createTurnQueue();

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) {
      return new Promise((resolve, reject) =>
        this.connect((err, client) => (err || !client ? reject(err) : resolve(client))),
      );
    }
    this.turns.wait(() => this.checkOut(callback));
    return undefined;
  }

  private checkOut(callback: ConnectCallback) {
    super.connect((err, client) => {
      if (err || !client) {
        this.turns.release();
        callback(err, undefined, () => {});
        return;
      }
      // pg-pool gives each checkout a fresh `release`; the turn ends with it, once.
      const release = client.release;
      let ended = false;
      client.release = (destroy?: Error | boolean) => {
        release(destroy);
        if (ended) return;
        ended = true;
        this.turns.release();
      };
      callback(undefined, client, client.release);
    });
  }
}
