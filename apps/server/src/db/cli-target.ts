import { resolve } from 'node:path';
import { loadConfig, type Config } from '../config';

/**
 * Where an operator's command (`npm run backup | restore | jobs | admin`) finds the data: the
 * configuration, the PGlite folder resolved from the folder the user typed in (npm runs workspace
 * scripts inside apps/server), and whether a server on this machine already has it open — the
 * embedded database can be open in one process only.
 */
export type CliTarget = { config: Config; cwd: string; dataDir: string; serverUrl: string; serverRunning: boolean };

export async function cliTarget(): Promise<CliTarget> {
  const config = loadConfig();
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const serverUrl = `http://127.0.0.1:${config.PORT}`;
  const serverRunning = await fetch(`${serverUrl}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  return { config, cwd, dataDir: resolve(cwd, config.DATA_DIR), serverUrl, serverRunning };
}
