import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { mailTransportFromEnv } from './mail-transport';

/** A minimal SMTP server on loopback that records each message's envelope and data. */
function smtpRecorder() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let current = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += `${line.replace(/^\./, '')}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10).trim();
          socket.write('250 OK\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          current.to.push(line.slice(8).trim());
          socket.write('250 OK\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

const logger = createLogger('silent');
let smtp: ReturnType<typeof smtpRecorder>;
let port: number;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'leskluis-mail-'));
  smtp = smtpRecorder();
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (smtp.server as Server).close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const message = (to: { email: string | null; telephone: string | null }) => ({
  to,
  subject: 'Bevestig je account',
  text: 'Open https://leskluis.test/bevestig/abc om je account te bevestigen.',
});

describe('mail transports', () => {
  it('sends e-mail through SMTP when SMTP_URL is set', async () => {
    const transport = mailTransportFromEnv(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'beheer@leskluis.test' },
      dataDir,
      logger,
    );
    await transport.send(message({ email: 'leerling@school.test', telephone: null }));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.from).toContain('beheer@leskluis.test');
    expect(smtp.received[0]!.to[0]).toContain('leerling@school.test');
    expect(smtp.received[0]!.data).toContain('Subject: Bevestig je account');
    expect(smtp.received[0]!.data).toContain('https://leskluis.test/bevestig/abc');
  });

  it('writes text messages for a telephone number to the outbox, since SMTP cannot deliver them', async () => {
    const transport = mailTransportFromEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` }, dataDir, logger);
    const before = smtp.received.length;
    await transport.send(message({ email: null, telephone: '+31612345678' }));
    expect(smtp.received).toHaveLength(before);
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8')).toContain('Aan: +31612345678');
  });

  it('uses the file outbox without SMTP_URL and refuses a malformed one at start', async () => {
    const transport = mailTransportFromEnv({}, dataDir, logger);
    await transport.send(message({ email: 'docent@school.test', telephone: null }));
    expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(2);
    expect(() => mailTransportFromEnv({ SMTP_URL: 'http://mail' }, dataDir, logger)).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
  });
});
