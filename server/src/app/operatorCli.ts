import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../auth/passwords';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseInUseError } from '../db/dirLock';
import { migrate } from '../db/migrate';
import { ShopError } from '../domain/errors';
import { translate } from '../domain/messages';
import { ROLES, type Role } from '../domain/roles';
import {
  createOperator,
  findOperatorSecrets,
  listOperators,
  removeOperator,
  resetTwoStep,
} from '../modules/operators/operators.service';

// `npm run operator -- add EMAIL --role owner [--name N] | list | remove EMAIL | reset-2fa EMAIL`: the
// back office's operators from the command line, the first owner above all. The password is read from
// the terminal without echo, or from standard input when that is not a terminal (a script pipes it);
// never from the arguments or the environment, which other users and logs can read.

const USAGE = `usage: npm run operator -- <command>
  add EMAIL --role owner|manager|staff [--name NAME]   (password from the terminal, or stdin)
  list
  remove EMAIL
  reset-2fa EMAIL`;
const CLI = { id: null, email: 'cli' };

/** the command was called wrongly */
class UsageError extends Error {}
const MIN_PASSWORD = 12;

/** a line typed at the terminal, not echoed */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new UsageError('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** all of standard input's first line */
async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0];
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const password = await askHidden('Password (12 characters or more): ');
  if (password !== (await askHidden('Repeat the password: '))) throw new UsageError('the passwords do not match');
  return password;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' } },
  });
  const [command, email] = positionals;
  if (!command || (command !== 'list' && !email)) throw new UsageError(USAGE);
  const role = values.role as Role | undefined;
  if (command === 'add' && (!role || !ROLES.includes(role)))
    throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  // asked before the database opens: a wrong password costs no start-up
  const password = command === 'add' ? await readPassword() : '';
  if (command === 'add' && password.length < MIN_PASSWORD)
    throw new UsageError(`the password must be at least ${MIN_PASSWORD} characters`);

  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrate(db);
    const find = async () => {
      const found = await findOperatorSecrets(db, { email });
      if (!found) throw new UsageError(`no operator has the email ${email}`);
      return found;
    };
    switch (command) {
      case 'add': {
        const created = await createOperator(db, CLI, {
          email,
          name: values.name ?? email.split('@')[0],
          role: role!,
          passwordHash: await hashPassword(password, config.scryptCost),
        });
        console.log(`added ${created.email} (${created.role}); sign in at /admin`);
        break;
      }
      case 'list': {
        const { rows } = await listOperators(db, { limit: 1000, offset: 0, sort: 'email', descending: false }, {});
        for (const row of rows) console.log(`${row.email}\t${row.role}\t${row.name}\t2fa:${row.totp ? 'on' : 'off'}`);
        if (rows.length === 0) console.log('no operators yet: npm run operator -- add EMAIL --role owner');
        break;
      }
      case 'remove':
        await removeOperator(db, CLI, (await find()).id);
        console.log(`removed ${email}; their sessions ended`);
        break;
      case 'reset-2fa':
        await resetTwoStep(db, CLI, (await find()).id);
        console.log(`two-step sign-in of ${email} is off; they enrol again at their next sign-in`);
        break;
      default:
        throw new UsageError(USAGE);
    }
  } finally {
    await db.close();
  }
}

/** what the person at the terminal is told: the message of an expected refusal, else the whole error */
function explain(error: unknown) {
  if (error instanceof ShopError) return translate('en', error.key, error.params);
  if (error instanceof ConfigError || error instanceof DatabaseInUseError || error instanceof UsageError)
    return error.message;
  return error;
}

main().catch((error: unknown) => {
  console.error(explain(error));
  process.exit(1);
});
