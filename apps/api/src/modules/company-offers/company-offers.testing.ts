import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Factories for the tests of the company's offers and for the access guards. */

type Rows = <T>(query: string) => Promise<T[]>;

export const rowsOf =
  (db: Db): Rows =>
  async <T>(query: string) =>
    (await sql.raw<T>(query).execute(db)).rows;

async function firstId(rows: Rows, catalog: string, institutionId: string | null): Promise<number> {
  const where = institutionId === null ? 'institution_id is null' : `institution_id = '${institutionId}'`;
  const [row] = await rows<{ id: number }>(`select id from catalog_items where catalog = '${catalog}' and ${where} order by sort, id limit 1`);
  if (!row) throw new Error(`No ${catalog} in the reference data`);
  return row.id;
}

/** A complete, valid addOferta body of the institution (every field the generic brand requires), of a profile. */
export async function validOfferForm(rows: Rows, institutionId: string, profile: 1 | 2 = 1, title = 'Técnico de sistemas en prácticas') {
  const [degree, sector, contract, province] = await Promise.all([
    firstId(rows, 'degrees', institutionId),
    firstId(rows, 'sectors', null),
    firstId(rows, 'contract_types', null),
    firstId(rows, 'provinces', null),
  ]);
  return {
    idPerfil: profile,
    titulo: title,
    plazas: 2,
    descripcion: 'Incorporación a un equipo de sistemas con formación a cargo de la empresa.',
    horario: 'De lunes a viernes, de 9:00 a 14:00',
    idSector: sector,
    ...(profile === 1 ? { idContrato: contract, salario: 21000, salarioMaximo: 24000 } : { ayudaMensual: 500, horasDia: 5 }),
    idProvincia: province,
    localidad: 'Palma',
    titulaciones: [{ id: degree, requerida: true }],
    tutorNombre: 'Laura',
    tutorApellidos: 'Ferrer Pons',
    tutorEmail: 'laura.ferrer@example.org',
    tutorTelefono: '971000111',
  };
}

/** The company an account acts for (its first one) and that company's id. */
export async function companyOfAccount(rows: Rows, email: string): Promise<number> {
  const [row] = await rows<{ company_id: number }>(
    `select cc.company_id from company_contacts cc join users u on u.id = cc.user_id where lower(u.email) = '${email.toLowerCase()}' order by cc.is_primary desc, cc.company_id limit 1`,
  );
  if (!row) throw new Error(`No company for ${email}`);
  return row.company_id;
}

/**
 * An offer of another company of the same institution (one whose only contact logs in for it alone), in a state,
 * with the e-mail of that company's contact.
 */
export async function otherCompanyOffer(rows: Rows, notCompanyId: number, state: 'pending' | 'published' | 'closed', institutionId = 'generic') {
  const [row] = await rows<{ id: number; url_access: string; reference: string; title: string; company_id: number; email: string }>(
    `select o.id, o.url_access, o.reference, o.title, o.company_id, u.email
       from offers o join company_contacts cc on cc.company_id = o.company_id join users u on u.id = cc.user_id
      where o.institution_id = '${institutionId}' and o.company_id <> ${notCompanyId} and o.state = '${state}'
        and o.manager_user_id is null and u.email like 'rrhh@%'
        and (o.expires_on is null or o.expires_on >= current_date)
      order by o.id limit 1`,
  );
  if (!row) throw new Error(`No ${state} offer of another company in ${institutionId}`);
  return row;
}
