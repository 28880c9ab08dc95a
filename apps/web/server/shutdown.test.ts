// @vitest-environment node
import { createServer, request, Agent, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain, exitOnSignal } from './shutdown.ts';

const listen = (server: Server) => new Promise<number>((ok) => server.listen(0, '127.0.0.1', () => ok((server.address() as AddressInfo).port)));

/** A GET that resolves with the status, body and whether the server asked to close the connection. */
function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      // a connection cut in the middle of the answer
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** Whether a new TCP connection is refused. */
const refused = (port: number) =>
  new Promise<boolean>((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), ok(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => ok(error.code === 'ECONNREFUSED'));
  });

/** A server whose `/slow` answers when the test says, and everything else at once. */
function slowServer() {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  let arrived = () => {};
  const slowArrived = new Promise<void>((done) => (arrived = done));
  const server = createServer((req, res) => {
    if (req.url !== '/slow') return void res.end('fast');
    arrived();
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.write('started…');
    void released.then(() => res.end('finished'));
  });
  return { server, release, slowArrived };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

describe('draining on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections at once, closes idle keep-alive ones, then closes', async () => {
    const { server, release, slowArrived } = slowServer();
    servers.push(server);
    const drain = createDrain(server);
    const port = await listen(server);
    // an idle keep-alive connection, as a browser or a load balancer leaves one
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/fast', agent)).body).toBe('fast');
    const idle = Object.values(agent.freeSockets).flat()[0]!;
    const idleClosed = new Promise<void>((done) => idle.once('close', () => done()));

    const slow = get(port, '/slow');
    await slowArrived;
    expect(drain.inFlight()).toBe(1);
    let result: Awaited<ReturnType<typeof drain>> | undefined;
    const drained = drain(10_000).then((r) => (result = r));

    await idleClosed;
    expect(await refused(port)).toBe(true);
    expect(result).toBeUndefined();
    release();
    expect(await slow).toEqual({ status: 200, body: 'started…finished', connection: 'keep-alive' });
    await drained;
    expect(result).toEqual({ drained: true });
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('asks a connection whose answer has not started yet to close after it', async () => {
    let answer = () => {};
    const waiting = new Promise<void>((done) => (answer = done));
    let arrived = () => {};
    const inside = new Promise<void>((done) => (arrived = done));
    const server = createServer((_req, res) => {
      arrived();
      void waiting.then(() => res.end('done'));
    });
    servers.push(server);
    const drain = createDrain(server);
    const port = await listen(server);
    const agent = new Agent({ keepAlive: true });
    const pending = get(port, '/', agent);
    await inside;
    const drained = drain(10_000);
    answer();
    expect(await pending).toEqual({ status: 200, body: 'done', connection: 'close' });
    expect(await drained).toEqual({ drained: true });
    agent.destroy();
  });

  it('cuts what is still running when the grace runs out', async () => {
    const { server } = slowServer();
    servers.push(server);
    const drain = createDrain(server);
    const port = await listen(server);
    const slow = get(port, '/slow').catch((error: Error) => error);
    await expect.poll(() => drain.inFlight()).toBe(1);
    expect(await drain(50)).toEqual({ drained: false, cut: 1 });
    expect(await slow).toBeInstanceOf(Error);
  });

  it('exits with 0 once drained, whatever the signal, and only once', async () => {
    const { server, release, slowArrived } = slowServer();
    servers.push(server);
    const drain = createDrain(server);
    const port = await listen(server);
    const listeners = new Map<string, () => void>();
    const exits: number[] = [];
    const logged: string[] = [];
    exitOnSignal(drain, { graceMs: 10_000, on: (signal, listener) => listeners.set(signal, listener), exit: (code) => exits.push(code), log: (line) => logged.push(line) });
    expect([...listeners.keys()]).toEqual(['SIGTERM', 'SIGINT']);

    const slow = get(port, '/slow');
    await slowArrived;
    listeners.get('SIGTERM')!();
    listeners.get('SIGINT')!();
    expect(await refused(port)).toBe(true);
    expect(exits).toEqual([]);
    release();
    expect((await slow).body).toBe('started…finished');
    await expect.poll(() => exits).toEqual([0]);
    expect(logged).toEqual(['[web] SIGTERM: finishing 1 request(s) in flight, at most 10 s', '[web] stopped: every request finished']);
  });
});
