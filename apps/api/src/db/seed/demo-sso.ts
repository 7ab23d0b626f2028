import type { Db } from '../database.ts';
import { DEMO_CLIENT, DEMO_ISSUER } from '../../modules/sso/index.ts';
import '../../modules/sso/sso.tables.ts';

/**
 * The UIB's single sign-on, on in the demo: the demo identity provider the API runs outside production
 * (modules/sso/demo-provider.ts), matching its `dni` claim to the candidate's DNI/NIE, so the graduate
 * titulado@uib.example.org signs in with the university account titulado@example.org. Other institutions keep
 * it off.
 */
export async function seedDemoSso(db: Db): Promise<void> {
  await db
    .insertInto('institution_sso')
    .values({ institution_id: 'uib', enabled: true, issuer: DEMO_ISSUER, client_id: DEMO_CLIENT.id, client_secret: DEMO_CLIENT.secret, claim: 'dni', candidate_field: 'documento' })
    .onConflict((oc) => oc.column('institution_id').doNothing())
    .execute();
}
