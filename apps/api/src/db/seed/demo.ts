import type { Insertable, Kysely } from 'kysely';
import { BRAND_IDS, type BrandId } from '@portal/shared/brands/brand-config';
import type { CompaniesTable, CompanyContactsTable, Database, NewUser, UserRole } from '../database.ts';
import { SPAIN_ID } from './catalogs/countries.ts';
import {
  ARCHETYPES,
  COMPANY_NAMES,
  CONTACT_PEOPLE,
  CONTACT_POSITIONS,
  DEMO_ARCHETYPES,
  cifLetterOf,
  tradeNameOf,
  type CompanyArchetype,
  type DemoCompanyRole,
} from './demo-companies.ts';
import { planOffers, type OfferingCompany, type PlannedOffer } from './demo-offers.ts';
import { REGIONS, type Place } from './demo-regions.ts';
import { cif, dni, prng, slugify, spanishIban } from './identifiers.ts';

/**
 * Demo accounts, created in EVERY institution with the same local part. For the default institution
 * 'generic' the e-mail is `<local>@example.org` (alumno@example.org, empresa@example.org...); for the
 * others it is `<local>@<institution>.example.org` (alumno@uib.example.org, gestor@udg.example.org...).
 * Every demo account (and every company contact) has the password 'Demo1234' (options.passwordHash).
 */
export const DEMO_ACCOUNTS = [
  { local: 'alumno', role: 'Alumno', note: 'Lucía Martín Ferrer, DNI 12345678Z, data protection already accepted' },
  { local: 'alumno.nuevo', role: 'Alumno', note: 'has not accepted the data-protection text yet' },
  { local: 'titulado', role: 'Alumno', note: 'graduate (in uib graduates must use single sign-on: code 95)' },
  { local: 'bloqueado', role: 'Alumno', note: 'blocked user' },
  { local: 'empresa', role: 'Empresa', note: 'contact of one validated company' },
  { local: 'multi', role: 'Empresa', note: 'contact of two validated companies (chooses one on login)' },
  { local: 'pendiente', role: 'Empresa', note: 'contact of a company pending validation (code 9)' },
  { local: 'empresa.bloqueada', role: 'Empresa', note: 'contact of a blocked company' },
  { local: 'gestor', role: 'Gestor', note: 'Marta Vidal Soler, staff of the employment service' },
] as const satisfies readonly { local: string; role: UserRole; note: string }[];

export type DemoAccountLocal = (typeof DEMO_ACCOUNTS)[number]['local'];

export function demoEmail(institutionId: BrandId, local: DemoAccountLocal): string {
  return institutionId === 'generic' ? `${local}@example.org` : `${local}@${institutionId}.example.org`;
}

interface PlannedUser {
  row: Omit<NewUser, 'password_hash'>;
}

interface PlannedCompany {
  row: Insertable<CompaniesTable>;
  kind: CompanyArchetype['kind'];
  place: Place;
  slug: string;
  /** E-mails (with role Empresa) of its contacts; the first is the primary one. */
  contacts: { email: string; position: string; phone: string }[];
}

interface InstitutionPlan {
  users: PlannedUser[];
  companies: PlannedCompany[];
  offers: PlannedOffer[];
}

const BANKS = ['2100', '0081', '0182', '0049', '0061', '3025'] as const;

function phone(prefix: string, seed: number): string {
  const digits = String(1_000_000_000 + ((seed * 7_919 + 1_234_567) % 1_000_000_000)).slice(1);
  return (prefix + digits).slice(0, 9).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}

function planInstitution(institutionId: BrandId, institutionIndex: number, now: Date, firstOfferNumber: number): InstitutionPlan {
  const region = REGIONS[institutionId];
  const lang = region.language;
  const random = prng(20260 + institutionIndex);
  const accepted = { rgpd_version: 1, rgpd_accepted_at: now };
  const users: PlannedUser[] = [];
  const user = (local: DemoAccountLocal, role: UserRole, firstName: string, lastName: string, extra: Partial<NewUser> = {}) =>
    users.push({
      row: {
        institution_id: institutionId,
        role,
        email: demoEmail(institutionId, local),
        first_name: firstName,
        last_name: lastName,
        language: lang,
        ...accepted,
        ...extra,
      },
    });

  // Staff first: the institution's first account is its employment-service user.
  user('gestor', 'Gestor', 'Marta', 'Vidal Soler', { language: lang });
  user('alumno', 'Alumno', 'Lucía', 'Martín Ferrer', { document_number: dni(12345678), language: 'es' });
  user('alumno.nuevo', 'Alumno', 'Pau', 'Serra Vidal', { document_number: dni(45871236), rgpd_version: null, rgpd_accepted_at: null });
  user('titulado', 'Alumno', 'Laura', 'Gómez Pons', { document_number: dni(39562417), is_graduate: true });
  user('bloqueado', 'Alumno', 'Sergio', 'Navarro Gil', { document_number: dni(71234560), blocked: true });
  user('empresa', 'Empresa', 'Joan', 'Riera Mas');
  user('multi', 'Empresa', 'Carme', 'Oliver Vich');
  user('pendiente', 'Empresa', 'Albert', 'Costa Pujol');
  user('empresa.bloqueada', 'Empresa', 'Núria', 'Sastre Roig');

  const companies: PlannedCompany[] = [];
  const names = COMPANY_NAMES[institutionId];
  const addCompany = (
    legalName: string,
    archetype: CompanyArchetype,
    state: 'validated' | 'pending' | 'blocked',
    place: Place,
    contacts: PlannedCompany['contacts'],
  ) => {
    const index = companies.length;
    const tradeName = tradeNameOf(legalName);
    const slug = slugify(tradeName);
    const digits = `${String(place.provinceId).padStart(2, '0')}${institutionIndex}${String(index).padStart(2, '0')}${String((index * 37 + institutionIndex * 11) % 100).padStart(2, '0')}`;
    const account = String(Math.floor(random() * 9_000_000_000) + 1_000_000_000);
    const branch = String(1000 + ((index * 131 + institutionIndex * 17) % 9000));
    companies.push({
      kind: archetype.kind,
      place,
      slug,
      contacts,
      row: {
        institution_id: institutionId,
        cif: cif(cifLetterOf(legalName), digits),
        legal_name: legalName,
        trade_name: tradeName,
        state,
        description: archetype.description[lang].replaceAll('{loc}', place.locality),
        sector_id: archetype.sectorId,
        website: `https://www.${slug}.example`,
        address: `${region.streets[index % region.streets.length]}, ${3 + ((index * 7) % 90)}`,
        postal_code: place.postalCode,
        locality: place.locality,
        province_id: place.provinceId,
        country_id: SPAIN_ID,
        employees: archetype.employees,
        is_startup: archetype.isStartup,
        // A private company: the demo companies have every required field of the company page filled.
        company_type_id: 1,
        iban: spanishIban(BANKS[index % BANKS.length] ?? '2100', branch, account),
        created_at: new Date(now.getTime() - (400 - index * 11) * 86_400_000),
      },
    });
  };

  const positions = CONTACT_POSITIONS[lang];
  const place = (n: number) => region.places[n % region.places.length] as Place;
  const contact = (local: DemoAccountLocal, n: number) => ({
    email: demoEmail(institutionId, local),
    position: positions[n % positions.length] ?? '',
    phone: phone(region.phonePrefix, institutionIndex * 100 + n),
  });
  const demo = (role: DemoCompanyRole) => names.demo[role];
  addCompany(demo('empresa'), DEMO_ARCHETYPES.empresa, 'validated', place(0), [contact('empresa', 0)]);
  addCompany(demo('multiPrimary'), DEMO_ARCHETYPES.multiPrimary, 'validated', place(1), [contact('multi', 4)]);
  addCompany(demo('multiSecond'), DEMO_ARCHETYPES.multiSecond, 'validated', place(2), [{ ...contact('multi', 4), position: positions[2] ?? '' }]);
  addCompany(demo('pending'), DEMO_ARCHETYPES.pending, 'pending', place(3), [contact('pendiente', 2)]);
  addCompany(demo('blocked'), DEMO_ARCHETYPES.blocked, 'blocked', place(4), [contact('empresa.bloqueada', 3)]);

  ARCHETYPES.forEach((archetype, n) => {
    const legalName = names.ordinary[n] ?? `Empresa ${n + 1} SL`;
    const email = `rrhh@${slugify(tradeNameOf(legalName))}.example`;
    const [firstName, lastName] = CONTACT_PEOPLE[(n + institutionIndex) % CONTACT_PEOPLE.length] ?? ['Maria', 'Font Garcia'];
    users.push({
      row: { institution_id: institutionId, role: 'Empresa', email, first_name: firstName, last_name: lastName, language: lang, ...accepted },
    });
    addCompany(legalName, archetype, 'validated', place(n + 1), [
      { email, position: positions[n % positions.length] ?? '', phone: phone(region.phonePrefix, institutionIndex * 100 + 10 + n) },
    ]);
  });

  const offering: OfferingCompany[] = companies
    .filter((c) => c.row.state === 'validated')
    .map((c) => ({ key: c.row.cif, kind: c.kind, sectorId: c.row.sector_id ?? 0, place: c.place, slug: c.slug }));
  const offers = planOffers({ institutionId, institutionIndex, companies: offering, now, firstNumber: firstOfferNumber });
  return { users, companies, offers };
}

/** Everything seedDemo inserts, computed without the database (deterministic for a given `now`). */
export function planDemo(now: Date): Record<BrandId, InstitutionPlan> {
  const plans = {} as Record<BrandId, InstitutionPlan>;
  let nextOffer = 1;
  BRAND_IDS.forEach((id, index) => {
    const plan = planInstitution(id, index, now, nextOffer);
    nextOffer += plan.offers.length;
    plans[id] = plan;
  });
  return plans;
}

const CHUNK = 400;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Demo users, companies and offers in every institution (see DEMO_ACCOUNTS). Does nothing when the database
 * already has users, so it never touches real data; never called in production. One transaction.
 */
export async function seedDemo(db: Kysely<Database>, options: { now: Date; passwordHash: string }): Promise<void> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  const plans = Object.entries(planDemo(options.now)) as [BrandId, InstitutionPlan][];

  await db.transaction().execute(async (trx) => {
    const again = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (again) return;

    const userRows = plans.flatMap(([, plan]) => plan.users.map((u) => ({ ...u.row, password_hash: options.passwordHash })));
    const userIds = new Map<string, number>();
    await insertChunked(userRows, async (chunk) => {
      const inserted = await trx.insertInto('users').values(chunk).returning(['id', 'institution_id', 'role', 'email']).execute();
      for (const u of inserted) userIds.set(`${u.institution_id}|${u.role}|${u.email}`, u.id);
    });
    const userId = (institutionId: string, role: UserRole, email: string): number => {
      const id = userIds.get(`${institutionId}|${role}|${email}`);
      if (id === undefined) throw new Error(`Demo seed: no user ${email} in ${institutionId}`);
      return id;
    };

    const companyRows = plans.flatMap(([, plan]) => plan.companies.map((c) => c.row));
    const companyIds = new Map<string, number>();
    await insertChunked(companyRows, async (chunk) => {
      const inserted = await trx.insertInto('companies').values(chunk).returning(['id', 'institution_id', 'cif']).execute();
      for (const c of inserted) companyIds.set(`${c.institution_id}|${c.cif}`, c.id);
    });
    const companyId = (institutionId: string, key: string): number => {
      const id = companyIds.get(`${institutionId}|${key}`);
      if (id === undefined) throw new Error(`Demo seed: no company ${key} in ${institutionId}`);
      return id;
    };

    const contactRows: Insertable<CompanyContactsTable>[] = plans.flatMap(([institutionId, plan]) =>
      plan.companies.flatMap((c) =>
        c.contacts.map((contact) => ({
          company_id: companyId(institutionId, c.row.cif),
          user_id: userId(institutionId, 'Empresa', contact.email),
          position: contact.position,
          phone: contact.phone,
          // The contact works at the company's address: every required field of the profile page is filled.
          address: c.row.address ?? null,
          locality: c.row.locality ?? null,
          postal_code: c.row.postal_code ?? null,
          country_id: c.row.country_id ?? null,
          // multi@ is primary contact of its first company only.
          is_primary: !(contact.email.startsWith('multi@') && c.row.legal_name === COMPANY_NAMES[institutionId].demo.multiSecond),
        })),
      ),
    );
    await insertChunked(contactRows, async (chunk) => {
      await trx.insertInto('company_contacts').values(chunk).execute();
    });

    const offerRows = plans.flatMap(([institutionId, plan]) =>
      plan.offers.map((o) => ({
        ...o.row,
        company_id: companyId(institutionId, o.companyKey),
        manager_user_id: o.managedByStaff ? userId(institutionId, 'Gestor', demoEmail(institutionId, 'gestor')) : null,
      })),
    );
    const offerIds = new Map<string, number>();
    await insertChunked(offerRows, async (chunk) => {
      const inserted = await trx.insertInto('offers').values(chunk).returning(['id', 'institution_id', 'url_access']).execute();
      for (const o of inserted) offerIds.set(`${o.institution_id}|${o.url_access}`, o.id);
    });

    const degreeRows = plans.flatMap(([institutionId, plan]) =>
      plan.offers.flatMap((o) => {
        const offerId = offerIds.get(`${institutionId}|${o.row.url_access}`);
        if (offerId === undefined) throw new Error(`Demo seed: offer ${o.row.url_access} was not inserted`);
        return o.degrees.map((d) => ({ offer_id: offerId, degree_id: d.degreeId, required: d.required }));
      }),
    );
    await insertChunked(degreeRows, async (chunk) => {
      await trx.insertInto('offer_degrees').values(chunk).execute();
    });
  });
}
