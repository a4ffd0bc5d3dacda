import { STAFF_ROLES, type StaffRole } from '@sankalp/shared/api/admin';

export const ADMIN_CLI_USAGE = `Usage: npm run admin -- <command>
  create-admin --email <e-mail> [--password <password>] [--name <full name>] [--phone <+91 number>]
      makes the account (when there is none) and grants it admin; without --password it is read
      from standard input (printf '%s' "$PASSWORD" | npm run admin -- create-admin --email …)
  grant  --email <e-mail> --role <${STAFF_ROLES.join('|')}> [--temple <slug|id>] [--pandit <id|name>]
  revoke --email <e-mail> --role <role> [--temple <slug|id>] [--pandit <id|name>]
  list   every staff account with its roles, scope and two-factor state`;

export type AdminCommand =
  | { command: 'create-admin'; email: string; password?: string; name?: string; phone?: string }
  | { command: 'grant' | 'revoke'; email: string; role: StaffRole; temple?: string; pandit?: string }
  | { command: 'list' };

export class UsageError extends Error {}

/** Reads `npm run admin -- …` arguments (`--flag value` or `--flag=value`). */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const [command, ...rest] = argv;
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}"\n\n${ADMIN_CLI_USAGE}`);
    const eq = arg.indexOf('=');
    if (eq > 0) flags.set(arg.slice(2, eq), arg.slice(eq + 1));
    else {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`${arg} needs a value\n\n${ADMIN_CLI_USAGE}`);
      flags.set(arg.slice(2), value);
      i++;
    }
  }
  const allowed: Record<string, string[]> = {
    'create-admin': ['email', 'password', 'name', 'phone'],
    grant: ['email', 'role', 'temple', 'pandit'],
    revoke: ['email', 'role', 'temple', 'pandit'],
    list: [],
  };
  if (!command || !(command in allowed)) throw new UsageError(ADMIN_CLI_USAGE);
  for (const name of flags.keys())
    if (!allowed[command]!.includes(name)) throw new UsageError(`${command} takes no --${name}\n\n${ADMIN_CLI_USAGE}`);
  if (command === 'list') return { command };
  const email = flags.get('email');
  if (!email) throw new UsageError(`${command} needs --email\n\n${ADMIN_CLI_USAGE}`);
  if (command === 'create-admin')
    return { command, email, password: flags.get('password'), name: flags.get('name'), phone: flags.get('phone') };
  const role = flags.get('role');
  if (!role || !(STAFF_ROLES as readonly string[]).includes(role))
    throw new UsageError(`${command} needs --role ${STAFF_ROLES.join('|')}\n\n${ADMIN_CLI_USAGE}`);
  return {
    command: command as 'grant' | 'revoke',
    email,
    role: role as StaffRole,
    temple: flags.get('temple'),
    pandit: flags.get('pandit'),
  };
}
