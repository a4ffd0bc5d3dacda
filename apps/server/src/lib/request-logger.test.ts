import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggingOptions } from './logging';

describe('the request logger (built only when it writes)', () => {
  it('writes enabled lines with the request id, skips the others, and serves child loggers', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const app = Fastify(loggingOptions('warn', stream));
    app.get('/x', async (req) => {
      req.log.info('not at warn');
      req.log.warn({ n: 1 }, 'at warn');
      req.log.child({ part: 'sub' }).error('from a child');
      const log = req.log as typeof req.log & { isLevelEnabled(level: string): boolean };
      return { enabled: log.isLevelEnabled('warn'), info: log.isLevelEnabled('info'), level: log.level };
    });
    const r = await app.inject({ method: 'GET', url: '/x', headers: { 'x-request-id': 'req-id-12345678' } });
    expect(r.json()).toEqual({ enabled: true, info: false, level: 'warn' });
    expect(lines.map((l) => l.msg)).toEqual(['at warn', 'from a child']);
    for (const l of lines) expect(l.reqId).toBe('req-id-12345678');
    expect(lines[0]!.n).toBe(1);
    expect(lines[1]!.part).toBe('sub');
    await app.close();
  });
});
