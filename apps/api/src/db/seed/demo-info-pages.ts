import type { Kysely } from 'kysely';
import type { InfoPageName, Language } from '@portal/shared';
import { BRAND_IDS } from '@portal/shared/brands/brand-config';
import type { Database } from '../database.ts';
import '../../modules/guides-help/guides-help.tables.ts';

/**
 * Demo information pages in every institution: the career-guidance page and the help page, published, in the three
 * languages and in the pages' restricted markup (## heading, - list, [words](address)). The help page of uib is a
 * draft, so the back office shows both states.
 */

type Texts = Record<Language, { title: string; body: string }>;

const PAGES: Record<InfoPageName, Texts> = {
  'orientacion-laboral': {
    es: {
      title: 'Orientación laboral',
      body: `El servicio de empleo te acompaña mientras buscas prácticas o tu primer trabajo: te ayudamos a saber qué quieres, a preparar tu candidatura y a preparar las entrevistas.

## Qué te ofrecemos
- Entrevistas individuales de orientación, presenciales o en línea.
- Revisión de tu currículum y de tu carta de presentación.
- Simulaciones de entrevista de trabajo.
- Talleres sobre búsqueda de empleo y redes profesionales.

## Cómo pedir cita
Escríbenos a [ocupacio@example.org](mailto:ocupacio@example.org) con tu titulación y lo que necesitas. Te respondemos en dos días laborables.

Consulta también las [guías de orientación](https://www.example.org/guias) del servicio.`,
    },
    ca: {
      title: 'Orientació laboral',
      body: `El servei d'ocupació t'acompanya mentre busques pràctiques o la teva primera feina: t'ajudem a saber què vols, a preparar la teva candidatura i a preparar les entrevistes.

## Què t'oferim
- Entrevistes individuals d'orientació, presencials o en línia.
- Revisió del teu currículum i de la teva carta de presentació.
- Simulacions d'entrevista de feina.
- Tallers sobre recerca de feina i xarxes professionals.

## Com demanar cita
Escriu-nos a [ocupacio@example.org](mailto:ocupacio@example.org) amb la teva titulació i el que necessites. Et responem en dos dies feiners.

Consulta també les [guies d'orientació](https://www.example.org/guias) del servei.`,
    },
    en: {
      title: 'Career guidance',
      body: `The employment service supports you while you look for an internship or your first job: we help you find out what you want, prepare your application and get ready for interviews.

## What we offer
- One-to-one guidance interviews, in person or online.
- A review of your CV and cover letter.
- Mock job interviews.
- Workshops on job hunting and professional networks.

## How to book an appointment
Write to [ocupacio@example.org](mailto:ocupacio@example.org) with your degree and what you need. We answer within two working days.

See also the service's [guidance guides](https://www.example.org/guias).`,
    },
  },
  ayuda: {
    es: {
      title: 'Ayuda',
      body: `Aquí tienes las respuestas a las dudas más frecuentes sobre el portal.

## Mi currículum
Completa tu CV antes de inscribirte: las empresas ven tus datos personales, tu formación, tu experiencia y tus idiomas. Puedes cambiarlo cuando quieras desde «Mi CV».

## Inscribirme en una oferta
- Abre la oferta y pulsa «Inscribirme».
- Sigue tu candidatura en «Mis candidaturas».
- Puedes retirarte mientras la empresa no haya decidido.

## Mis prácticas
Cuando empiezan tus prácticas, las encontrarás en «Mis prácticas», con sus documentos.

¿Algo más? Escríbenos a [ocupacio@example.org](mailto:ocupacio@example.org).`,
    },
    ca: {
      title: 'Ajuda',
      body: `Aquí tens les respostes als dubtes més freqüents sobre el portal.

## El meu currículum
Completa el teu CV abans d'inscriure't: les empreses veuen les teves dades personals, la teva formació, la teva experiència i els teus idiomes. El pots canviar quan vulguis des de «El meu CV».

## Inscriure'm en una oferta
- Obre l'oferta i prem «Inscriure'm».
- Segueix la teva candidatura a «Les meves candidatures».
- Et pots retirar mentre l'empresa no hagi decidit.

## Les meves pràctiques
Quan comencin les teves pràctiques, les trobaràs a «Les meves pràctiques», amb els seus documents.

Alguna cosa més? Escriu-nos a [ocupacio@example.org](mailto:ocupacio@example.org).`,
    },
    en: {
      title: 'Help',
      body: `Here are the answers to the most frequent questions about the portal.

## My CV
Complete your CV before you apply: companies see your personal data, education, experience and languages. You can change it whenever you like from "My CV".

## Applying to an offer
- Open the offer and press "Apply".
- Follow your application in "My applications".
- You can withdraw while the company has not decided.

## My internships
When your internship starts, you will find it in "My internships", with its documents.

Anything else? Write to [ocupacio@example.org](mailto:ocupacio@example.org).`,
    },
  },
};

export async function seedDemoInfoPages(db: Kysely<Database>, options: { now: Date }): Promise<void> {
  const rows = BRAND_IDS.flatMap((institutionId) =>
    (Object.entries(PAGES) as [InfoPageName, Texts][]).map(([page, texts]) => ({
      institution_id: institutionId,
      page,
      title_es: texts.es.title,
      title_ca: texts.ca.title,
      title_en: texts.en.title,
      body_es: texts.es.body,
      body_ca: texts.ca.body,
      body_en: texts.en.body,
      published_at: institutionId === 'uib' && page === 'ayuda' ? null : options.now,
      updated_at: options.now,
    })),
  );
  await db.insertInto('info_pages').values(rows).execute();
}
