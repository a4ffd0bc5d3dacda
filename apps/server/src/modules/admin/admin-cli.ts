import { ConfigError } from '../../config';
import { cliTarget } from '../../db/cli-target';
import { openDb } from '../../db/client';
import {
  createAdmin,
  grantByEmail,
  listStaff,
  resolveGrant,
  revokeByEmail,
  commandError,
  type CommandCtx,
} from './admin-commands';
import { parseAdminArgs, UsageError, type AdminCommand } from './cli-args';

// `npm run admin -- create-admin | grant | revoke | list` (issue 14): staff roles from the command
// line, also on a fresh install before any admin exists. Works on PostgreSQL while the server
// runs; the embedded database (PGlite) can be open in one process only, so then the server must
// be stopped first.

const SOURCE = { label: 'cli' } as const;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function run(ctx: CommandCtx, cmd: AdminCommand): Promise<string> {
  switch (cmd.command) {
    case 'create-admin': {
      const password = cmd.password ?? (process.stdin.isTTY ? '' : await readStdin());
      const r = await createAdmin(ctx, { email: cmd.email, password, fullName: cmd.name, phone: cmd.phone }, SOURCE);
      if (r.created)
        return `Created ${r.account.email} as an admin. Sign in and switch on two-factor authentication (Settings › Account) before the console opens.`;
      return r.granted
        ? `${r.account.email} existed (password unchanged) and is now an admin.`
        : `${r.account.email} is an admin already; nothing changed.`;
    }
    case 'grant': {
      const grant = await resolveGrant(ctx, cmd.role, cmd);
      const r = await grantByEmail(ctx, cmd.email, grant, SOURCE);
      return r.granted
        ? `Granted ${cmd.role} to ${r.account.email}.`
        : `${r.account.email} holds that role already; nothing changed.`;
    }
    case 'revoke': {
      const grant = await resolveGrant(ctx, cmd.role, cmd);
      const r = await revokeByEmail(ctx, cmd.email, grant, SOURCE);
      return r.revoked
        ? `Revoked ${cmd.role} from ${r.account.email}.`
        : `${r.account.email} does not hold that role; nothing changed.`;
    }
    case 'list': {
      const rows = await listStaff(ctx);
      if (rows.length === 0)
        return 'No staff accounts yet. Make the first admin with: npm run admin -- create-admin --email … --password …';
      return rows
        .map(
          (r) => `${r.email.padEnd(36)} ${r.role.padEnd(12)} ${r.scope.padEnd(40)} 2FA ${r.twoFactor ? 'on' : 'OFF'}`,
        )
        .join('\n');
    }
  }
}

async function main() {
  let cmd: AdminCommand;
  try {
    cmd = parseAdminArgs(process.argv.slice(2));
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const { config, dataDir, serverRunning } = await cliTarget();
  if (!config.DATABASE_URL) {
    if (serverRunning) {
      console.error(
        `A server is running on port ${config.PORT}, and the embedded database (PGlite, ${dataDir}) can be open in only one process.\n` +
          'Stop the server (Ctrl+C), run this command again, then start the server. (With DATABASE_URL set, this command works while the server runs.)',
      );
      process.exit(1);
    }
  }
  const handle = await openDb({ url: config.DATABASE_URL, dataDir });
  try {
    console.log(await run({ db: handle.db, now: () => new Date() }, cmd));
  } catch (e) {
    console.error(`✗ ${commandError(e)}`);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
