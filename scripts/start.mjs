// `npm start`: builds what is missing, then runs the bundled server (which migrates and seeds).
import { spawn, spawnSync } from 'node:child_process';
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
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
