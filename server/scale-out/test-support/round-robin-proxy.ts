import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The load balancer of the two-instance test: sends each request to the next instance in turn, as
 * nginx's default upstream does (docs: an nginx `upstream` with the same instances), and records
 * which instance answered what, so the test can show the sign-in was served by both.
 */
export type RoundRobinProxy = {
  url: string;
  /** For each request, in order: the path and the index of the instance that served it. */
  served: { path: string; instance: number }[];
  /** The instances' base URLs; set once they listen (the proxy's URL is their PUBLIC_URL). */
  setInstances(urls: string[]): void;
  close(): Promise<void>;
};

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let instances: URL[] = [];
  let next = 0;
  const served: RoundRobinProxy['served'] = [];
  const server = http.createServer((req, res) => {
    const instance = next % instances.length;
    next += 1;
    const target = instances[instance]!;
    served.push({ path: req.url ?? '/', instance });
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    setInstances(urls) {
      instances = urls.map((url) => new URL(url));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
