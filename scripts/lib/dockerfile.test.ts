import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../apps/server/src/config';
import { composeEnvironment, parseDockerfile, parseEnv, parseHealthcheck } from './dockerfile.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const compose = readFileSync(join(ROOT, 'compose.yaml'), 'utf8');

describe('the Dockerfile', () => {
  const stages = parseDockerfile(dockerfile);
  const final = stages.at(-1)!;

  it('builds in stages and runs a slim Node 24 LTS stage as a user other than root', () => {
    expect(stages.map((s) => s.name)).toEqual(['deps', 'build', 'runtime']);
    expect(final.image).toMatch(/^node:24-/);
    const users = final.steps.filter((s) => s.op === 'USER').map((s) => s.args);
    expect(users.at(-1)).toBe('node');
  });

  it('carries no compilers or dev dependencies into the runtime: only server deps and both bundles', () => {
    const copies = final.steps.filter((s) => s.op === 'COPY');
    expect(copies.every((c) => c.flags.from === 'deps' || c.flags.from === 'build')).toBe(true);
    expect(stages[0]!.steps.find((s) => s.op === 'RUN')!.args).toContain('--omit=dev');
  });

  it('listens on every interface inside the container, in production, and checks readiness', () => {
    const env = Object.assign({}, ...final.steps.filter((s) => s.op === 'ENV').map((s) => parseEnv(s.args)));
    expect(env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    const hc = parseHealthcheck(final.steps.find((s) => s.op === 'HEALTHCHECK')!.args);
    expect(hc.argv.join(' ')).toContain('/readyz');
  });

  it('refuses to replay an instruction it does not understand', () => {
    expect(() => parseDockerfile('FROM node:24\nADD https://example.com/x /x')).toThrow(/cannot replay/);
  });
});

describe('compose.yaml', () => {
  it('passes the app only variables the server knows, on PostgreSQL', () => {
    const env = composeEnvironment(compose, 'app', { POSTGRES_PASSWORD: 'pw' });
    for (const name of Object.keys(env)) expect(CONFIG_VARIABLES, name).toContain(name);
    expect(env.DATABASE_URL).toBe('postgres://sankalp:pw@db:5432/sankalp');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(compose).toMatch(/volumes:\n\s+- pgdata:\/var\/lib\/postgresql\/data/);
  });
});
