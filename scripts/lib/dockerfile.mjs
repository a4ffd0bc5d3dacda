// Reads the two files that describe the container (Dockerfile, compose.yaml) well enough to
// replay the image's steps without Docker (scripts/docker-replay.mjs) and to check them in tests.
// Only the instructions our Dockerfile uses are understood; anything else is an error, so the
// replay can never silently skip a step.

/** @typedef {{ op: string, args: string, flags: Record<string, string> }} Step */
/** @typedef {{ image: string, name: string, steps: Step[] }} Stage */

const KNOWN = new Set(['FROM', 'WORKDIR', 'ENV', 'COPY', 'RUN', 'USER', 'EXPOSE', 'HEALTHCHECK', 'CMD']);

/** Dockerfile text → its stages, each with its steps (continuation lines joined, comments dropped). */
export function parseDockerfile(text) {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  /** @type {Stage[]} */
  const stages = [];
  for (const line of logical) {
    const [, op, rest] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (!op || !KNOWN.has(op.toUpperCase())) throw new Error(`Dockerfile: cannot replay '${line}'`);
    const upper = op.toUpperCase();
    if (upper === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      stages.push({ image, name: name ?? String(stages.length), steps: [] });
      continue;
    }
    if (!stages.length) throw new Error(`Dockerfile: '${line}' before FROM`);
    const flags = {};
    let args = rest;
    if (upper === 'COPY') {
      for (let m; (m = /^--(\w+)=(\S+)\s+/.exec(args)); args = args.slice(m[0].length)) flags[m[1]] = m[2];
    }
    stages.at(-1).steps.push({ op: upper, args, flags });
  }
  return stages;
}

/** `ENV A=1 B="two words"` → { A: '1', B: 'two words' }. */
export function parseEnv(args) {
  const out = {};
  for (const m of args.matchAll(/(\w+)=("([^"]*)"|\S+)/g)) out[m[1]] = m[3] ?? m[2];
  return out;
}

/** A JSON-array CMD → argv. */
export function parseExecForm(args) {
  const argv = JSON.parse(args);
  if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) throw new Error(`not an exec form: ${args}`);
  return argv;
}

/** `HEALTHCHECK --interval=… CMD [..]` → { options, argv }. */
export function parseHealthcheck(args) {
  const [, opts, cmd] = /^(.*?)\s*CMD\s+(\[.*\])$/.exec(args) ?? [];
  if (!cmd) throw new Error(`HEALTHCHECK without an exec-form CMD: ${args}`);
  return {
    options: Object.fromEntries([...opts.matchAll(/--([\w-]+)=(\S+)/g)].map((m) => [m[1], m[2]])),
    argv: parseExecForm(cmd),
  };
}

/**
 * The `environment:` map of one service in compose.yaml, with `${VAR:-default}` filled from
 * `vars` (as compose does from .env). Understands the block-map form our compose file uses.
 */
export function composeEnvironment(text, service, vars = {}) {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => l === `  ${service}:`);
  if (start < 0) throw new Error(`compose.yaml has no service '${service}'`);
  const out = {};
  let inEnv = false;
  for (const line of lines.slice(start + 1)) {
    if (/^ {2}\S/.test(line) || /^\S/.test(line)) break; // next service or top-level key
    if (/^ {4}environment:\s*$/.test(line)) {
      inEnv = true;
      continue;
    }
    if (inEnv && /^ {4}\S/.test(line)) break;
    const m = inEnv && /^ {6}(\w+):\s*(.*)$/.exec(line);
    if (m) out[m[1]] = substitute(m[2].replace(/^'(.*)'$/, '$1'), vars);
  }
  return out;
}

function substitute(value, vars) {
  return value.replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_m, name, dflt) => (vars[name] ? vars[name] : (dflt ?? '')));
}
