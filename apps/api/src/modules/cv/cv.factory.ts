import type { Insertable } from 'kysely';
import type { CandidatesTable } from './cv.tables.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Degrees of the test institutions (the reference catalog, docs/decisions.md "Data"): ids are the institution's thousand plus the position. */
export const DEGREE = { genericComputerEngineering: 1001, genericLaw: 1009, uibFirst: 2001 } as const;

export interface CvCandidateOptions {
  institutionId?: string;
  firstName?: string;
  lastName?: string;
  documentNumber?: string | null;
  /** false: no candidates row yet (the CV was never written). */
  cv?: Partial<Insertable<CandidatesTable>> | false;
}

export interface CvCandidate {
  userId: number;
  email: string;
  token: string;
  host: string;
}

const hostOf = (institutionId: string) => (institutionId === 'generic' ? '127.0.0.1' : `${institutionId}.localhost`);

/** Candidates for the CV tests, made straight in the database and logged in with the demo password. */
export function cvFactory(t: TestApp) {
  let sequence = 0;
  let passwordHash: string | null = null;

  async function demoPasswordHash(): Promise<string | null> {
    passwordHash ??= (await t.db.selectFrom('users').select('password_hash').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow())
      .password_hash;
    return passwordHash;
  }

  return {
    hostOf,

    async candidate(options: CvCandidateOptions = {}): Promise<CvCandidate> {
      sequence += 1;
      const institutionId = options.institutionId ?? 'generic';
      const email = `cv.${sequence}.${Date.now()}@example.net`;
      const user = await t.db
        .insertInto('users')
        .values({
          institution_id: institutionId,
          role: 'Alumno',
          email,
          first_name: options.firstName ?? 'Carla',
          last_name: options.lastName ?? 'Pons',
          document_number: options.documentNumber === undefined ? null : options.documentNumber,
          password_hash: await demoPasswordHash(),
          rgpd_version: 1,
          rgpd_accepted_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (options.cv !== false) {
        await t.db
          .insertInto('candidates')
          .values({ user_id: user.id, institution_id: institutionId, cv_created_at: new Date(), ...options.cv })
          .execute();
      }
      const host = hostOf(institutionId);
      const token = await t.login('Alumno', email, { host });
      return { userId: user.id, email, token, host };
    },

    /** A company contact's token for the institution (the demo company account). */
    companyToken(institutionId = 'generic'): Promise<string> {
      const email = institutionId === 'generic' ? 'empresa@example.org' : `empresa@${institutionId}.example.org`;
      return t.login('Empresa', email, { host: hostOf(institutionId) });
    },
  };
}

/** A small file as a browser's FileReader gives it: a data URL. */
export function dataUrl(content: Buffer | string, mimeType = 'application/pdf'): string {
  return `data:${mimeType};base64,${Buffer.from(content).toString('base64')}`;
}

export const SAMPLE_PDF = dataUrl('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
