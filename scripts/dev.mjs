// `npm run dev`: the API with reload on :3000 and Vite with HMR on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const procs = [
  spawn('npm', ['run', 'dev', '-w', '@sankalp/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@sankalp/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => code && (stop(), process.exit(code))));
