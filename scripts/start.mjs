// `npm start`: builds what is missing, then runs the bundled server in this process (it migrates
// and seeds).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const need = [
  ['apps/web/dist/index.html', '@sankalp/web'],
  ['apps/server/dist/main.js', '@sankalp/server'],
].filter(([file]) => !existsSync(file));
for (const [, ws] of need) {
  console.log(`building ${ws} …`);
  const r = spawnSync('npm', ['run', 'build', '-w', ws], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// SIGTERM to `npm start` reaches npm, which passes it to the shell running this script, and the
// shell dies without passing it on: this process would live on as an orphan. So it watches its
// parent and, once the parent is gone, stops itself the graceful way (the server's own SIGTERM
// handler: finish requests in flight, stop jobs, close the database).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 250).unref();

process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
