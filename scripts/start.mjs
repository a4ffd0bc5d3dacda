// `npm start`: builds what is missing, then runs the bundled server in this process (it migrates
// and seeds).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const need = [
  ['apps/web/dist-ssr/entry-server.js', '@sankalp/web'], // the browser build and the server renderer
  ['apps/server/dist/main.js', '@sankalp/server'],
].filter(([file]) => !existsSync(file));
for (const [, ws] of need) {
  console.log(`building ${ws} …`);
  const r = spawnSync('npm', ['run', 'build', '-w', ws], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Signals: package.json's `exec node scripts/start.mjs` makes npm's shell become this process, so
// the SIGTERM or SIGINT that npm passes on reaches the server's own handler (finish requests in
// flight, stop jobs, close the database). Without the exec the shell sat in between, dying on
// SIGTERM without passing it on and ignoring SIGINT while it waited. Should npm itself be killed
// outright, this process notices it was orphaned and stops itself the same graceful way.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 250).unref();

process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
