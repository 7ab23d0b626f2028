/**
 * `npm run create-staff -- --institution uib --email ana@uib.es --name Ana --surname "Pons Vidal"`: creates a staff
 * admin of an institution, in production as anywhere (migrations and reference data only, never demo data). The
 * password comes from STAFF_PASSWORD, or is asked for on the terminal; it follows the same rules as every user.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { isBrandId } from '@portal/shared/brands/brand-config';
import { zEmail, zPassword } from '@portal/shared';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
// eslint-disable-next-line no-restricted-imports -- a command that prepares an empty production database, as the seed command does
import { seedReference } from '../../db/seed/reference.ts';
import { AppError } from '../../lib/app-error.ts';
import { createStaffUser } from './staff-accounts.service.ts';

async function askPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set STAFF_PASSWORD (no terminal to ask on).');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('Password (min 8 characters, with a digit): ');
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      institution: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      surname: { type: 'string', default: '' },
      language: { type: 'string', default: 'es' },
      'not-admin': { type: 'boolean', default: false },
    },
  });
  if (!values.institution || !isBrandId(values.institution)) throw new Error('--institution must be one of the configured institutions (e.g. uib).');
  const email = zEmail.safeParse(values.email);
  if (!email.success) throw new Error('--email is not a valid e-mail address.');
  if (!values.name?.trim()) throw new Error('--name is required.');
  const password = zPassword.safeParse(await askPassword());
  if (!password.success) throw new Error('The password must have at least 8 characters and a digit.');

  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDatabase });
  try {
    await migrateToLatest(handle.db);
    await seedReference(handle.db);
    const id = await handle.db.transaction().execute((trx) =>
      createStaffUser(trx, {
        institutionId: values.institution as string,
        email: email.data,
        firstName: values.name!.trim(),
        lastName: values.surname!.trim(),
        password: password.data,
        language: ['ca', 'es', 'en'].includes(values.language!) ? values.language! : 'es',
        admin: !values['not-admin'],
      }),
    );
    console.log(`Staff user ${email.data} created in ${values.institution} (id ${id})${values['not-admin'] ? '' : ', staff admin'}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof AppError && error.status === 16 ? 'That e-mail already has a staff account in this institution.' : error instanceof Error ? error.message : String(error);
  console.error(`create-staff failed: ${message}`);
  process.exitCode = 1;
});
