import type { BrandId } from '@portal/shared/brands/brand-config';
import { brands } from '@portal/shared/brands/brands';
import type { Language } from '@portal/shared/i18n/language';

/** Who is responsible for the processing, per institution (the legal entity behind the brand). */
const CONTROLLER: Record<BrandId, Record<Language, string>> = {
  generic: {
    ca: "l'entitat titular del Portal d'Ocupació",
    es: 'la entidad titular del Portal de Empleo',
    en: 'the organisation that runs the Jobs Portal',
  },
  uib: {
    ca: 'la Universitat de les Illes Balears (UIB), Cra. de Valldemossa, km 7,5, 07122 Palma',
    es: 'la Universitat de les Illes Balears (UIB), Ctra. de Valldemossa, km 7,5, 07122 Palma',
    en: 'the University of the Balearic Islands (UIB), Cra. de Valldemossa, km 7.5, 07122 Palma, Spain',
  },
  udg: {
    ca: 'la Universitat de Girona, Plaça de Sant Domènec, 3, 17004 Girona',
    es: 'la Universitat de Girona, Plaça de Sant Domènec, 3, 17004 Girona',
    en: 'the University of Girona, Plaça de Sant Domènec 3, 17004 Girona, Spain',
  },
  urv: {
    ca: "la Universitat Rovira i Virgili, C/ de l'Escorxador, s/n, 43003 Tarragona",
    es: "la Universitat Rovira i Virgili, C/ de l'Escorxador, s/n, 43003 Tarragona",
    en: "Universitat Rovira i Virgili, C/ de l'Escorxador s/n, 43003 Tarragona, Spain",
  },
  uvic: {
    ca: 'la Universitat de Vic - Universitat Central de Catalunya, C. de la Sagrada Família, 7, 08500 Vic',
    es: 'la Universitat de Vic - Universitat Central de Catalunya, C. de la Sagrada Família, 7, 08500 Vic',
    en: 'the University of Vic - Central University of Catalonia, C. de la Sagrada Família 7, 08500 Vic, Spain',
  },
  fpcat: {
    ca: "la xarxa de centres de formació professional titular d'FP Ocupació",
    es: 'la red de centros de formación profesional titular de FP Empleo',
    en: 'the network of vocational training centres that runs VET Jobs',
  },
};

/** The supervisory authority candidates may complain to: the Catalan one for Catalan public bodies, else the Spanish one. */
const AUTHORITY: Record<BrandId, Record<Language, string>> = {
  generic: { ca: "l'Agència Espanyola de Protecció de Dades (www.aepd.es)", es: 'la Agencia Española de Protección de Datos (www.aepd.es)', en: 'the Spanish Data Protection Agency (www.aepd.es)' },
  uib: { ca: "l'Agència Espanyola de Protecció de Dades (www.aepd.es)", es: 'la Agencia Española de Protección de Datos (www.aepd.es)', en: 'the Spanish Data Protection Agency (www.aepd.es)' },
  udg: { ca: "l'Autoritat Catalana de Protecció de Dades (apdcat.gencat.cat)", es: 'la Autoritat Catalana de Protecció de Dades (apdcat.gencat.cat)', en: 'the Catalan Data Protection Authority (apdcat.gencat.cat)' },
  urv: { ca: "l'Autoritat Catalana de Protecció de Dades (apdcat.gencat.cat)", es: 'la Autoritat Catalana de Protecció de Dades (apdcat.gencat.cat)', en: 'the Catalan Data Protection Authority (apdcat.gencat.cat)' },
  uvic: { ca: "l'Autoritat Catalana de Protecció de Dades (apdcat.gencat.cat)", es: 'la Autoritat Catalana de Protecció de Dades (apdcat.gencat.cat)', en: 'the Catalan Data Protection Authority (apdcat.gencat.cat)' },
  fpcat: { ca: "l'Autoritat Catalana de Protecció de Dades (apdcat.gencat.cat)", es: 'la Autoritat Catalana de Protecció de Dades (apdcat.gencat.cat)', en: 'the Catalan Data Protection Authority (apdcat.gencat.cat)' },
};

/**
 * Version 1 of the data-protection information every user accepts on first login (spec 1 §4). Plain text,
 * paragraphs separated by a blank line.
 */
export function rgpdTextV1(id: BrandId): Record<Language, string> {
  const brand = brands[id];
  const email = brand.contactEmail;
  const controller = CONTROLLER[id];
  const authority = AUTHORITY[id];
  return {
    ca: [
      `Informació bàsica sobre protecció de dades (${brand.name.ca})`,
      `Responsable: ${controller.ca}.`,
      `Finalitat: gestionar el teu compte al portal, les ofertes de feina i de pràctiques, les candidatures i les pràctiques, i enviar-te les comunicacions del servei d'ocupació.`,
      `Legitimació: el teu consentiment i l'execució de mesures precontractuals a petició teva (art. 6.1.a i 6.1.b del Reglament (UE) 2016/679, RGPD); per a les pràctiques, també el compliment d'obligacions legals (Reial decret 592/2014).`,
      `Destinataris: les empreses i entitats a les ofertes de les quals t'inscrius reben el teu currículum. No es fan transferències internacionals, llevat de les ofertes a l'estranger a les quals t'inscrius tu mateix.`,
      `Conservació: mentre el compte estigui actiu i, després de donar-te de baixa, durant el temps necessari per atendre possibles responsabilitats legals (un màxim de cinc anys).`,
      `Drets: pots exercir els drets d'accés, rectificació, supressió, oposició, limitació del tractament i portabilitat escrivint a ${email}. També pots presentar una reclamació davant ${authority.ca}.`,
    ].join('\n\n'),
    es: [
      `Información básica sobre protección de datos (${brand.name.es})`,
      `Responsable: ${controller.es}.`,
      `Finalidad: gestionar tu cuenta en el portal, las ofertas de empleo y de prácticas, las candidaturas y las prácticas, y enviarte las comunicaciones del servicio de empleo.`,
      `Legitimación: tu consentimiento y la aplicación de medidas precontractuales a petición tuya (art. 6.1.a y 6.1.b del Reglamento (UE) 2016/679, RGPD); para las prácticas, también el cumplimiento de obligaciones legales (Real Decreto 592/2014).`,
      `Destinatarios: las empresas y entidades a cuyas ofertas te inscribes reciben tu currículum. No se realizan transferencias internacionales, salvo las de las ofertas en el extranjero a las que te inscribas tú.`,
      `Conservación: mientras la cuenta esté activa y, tras la baja, durante el tiempo necesario para atender posibles responsabilidades legales (un máximo de cinco años).`,
      `Derechos: puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad escribiendo a ${email}. También puedes presentar una reclamación ante ${authority.es}.`,
    ].join('\n\n'),
    en: [
      `Data protection information (${brand.name.en})`,
      `Controller: ${controller.en}.`,
      `Purpose: to manage your portal account, job and internship offers, applications and internships, and to send you the careers service's communications.`,
      `Legal basis: your consent and steps taken at your request before entering into a contract (Art. 6(1)(a) and (b) of Regulation (EU) 2016/679, GDPR); for internships, also compliance with legal obligations (Royal Decree 592/2014).`,
      `Recipients: the companies and organisations whose offers you apply to receive your CV. Your data is not transferred outside the EU, except for offers abroad that you apply to yourself.`,
      `Retention: while your account is active and, after you close it, for as long as needed to meet possible legal liabilities (at most five years).`,
      `Your rights: you may request access, rectification, erasure, objection, restriction of processing and portability by writing to ${email}. You may also lodge a complaint with ${authority.en}.`,
    ].join('\n\n'),
  };
}
