import type { BrandId } from '@portal/shared/brands/brand-config';
import { SECTOR } from './catalogs/sectors.ts';

/** What a demo company does; offers are given to companies of the kind they belong to. */
export type CompanyKind =
  | 'software'
  | 'hotel'
  | 'advisory'
  | 'energy'
  | 'food'
  | 'logistics'
  | 'marketing'
  | 'construction'
  | 'health'
  | 'insurance'
  | 'retail'
  | 'biotech'
  | 'education'
  | 'nautical';

/** The demo companies with a named role in the README's accounts, besides the ordinary ones. */
export type DemoCompanyRole = 'empresa' | 'multiPrimary' | 'multiSecond' | 'pending' | 'blocked';

export interface CompanyArchetype {
  kind: CompanyKind;
  sectorId: number;
  employees: number;
  isStartup: boolean;
  /** Two or three sentences; `{loc}` is replaced by the company's locality. */
  description: { ca: string; es: string };
}

const A = (kind: CompanyKind, sectorId: number, employees: number, isStartup: boolean, ca: string, es: string): CompanyArchetype => ({
  kind,
  sectorId,
  employees,
  isStartup,
  description: { ca, es },
});

/** The ordinary validated companies of every institution, in this order (names per institution below). */
export const ARCHETYPES: readonly CompanyArchetype[] = [
  A('software', SECTOR.ict, 45, false,
    "Empresa de desenvolupament de programari amb seu a {loc}. Creem aplicacions web i mòbils per a pimes i institucions i n'oferim el manteniment i l'allotjament al núvol. Treballem amb metodologies àgils i dediquem un dia al mes a la formació de l'equip.",
    'Empresa de desarrollo de software con sede en {loc}. Creamos aplicaciones web y móviles para pymes e instituciones y ofrecemos su mantenimiento y alojamiento en la nube. Trabajamos con metodologías ágiles y dedicamos un día al mes a la formación del equipo.'),
  A('hotel', SECTOR.tourism, 180, false,
    "Cadena hotelera familiar amb quatre establiments de quatre estrelles a {loc} i rodalia. Apostem per un turisme de qualitat, obert tot l'any, i per la promoció interna del nostre personal.",
    'Cadena hotelera familiar con cuatro establecimientos de cuatro estrellas en {loc} y alrededores. Apostamos por un turismo de calidad, abierto todo el año, y por la promoción interna de nuestra plantilla.'),
  A('advisory', SECTOR.consulting, 22, false,
    "Assessoria fiscal, comptable, laboral i jurídica fundada fa més de trenta anys a {loc}. Acompanyem autònoms, pimes i entitats en la gestió diària i en els moments clau de la seva activitat.",
    'Asesoría fiscal, contable, laboral y jurídica fundada hace más de treinta años en {loc}. Acompañamos a autónomos, pymes y entidades en la gestión diaria y en los momentos clave de su actividad.'),
  A('energy', SECTOR.energy, 60, false,
    "Enginyeria especialitzada en instal·lacions d'energia solar fotovoltaica i eficiència energètica per a empreses, comunitats de veïns i administracions. Som a {loc} i hem executat més de 800 instal·lacions d'autoconsum.",
    'Ingeniería especializada en instalaciones de energía solar fotovoltaica y eficiencia energética para empresas, comunidades de vecinos y administraciones. Estamos en {loc} y hemos ejecutado más de 800 instalaciones de autoconsumo.'),
  A('food', SECTOR.food, 95, false,
    "Empresa agroalimentària de {loc} que elabora productes tradicionals amb matèria primera de proximitat. Venem a botigues especialitzades de tot l'Estat i exportem a sis països europeus.",
    'Empresa agroalimentaria de {loc} que elabora productos tradicionales con materia prima de proximidad. Vendemos a tiendas especializadas de todo el país y exportamos a seis países europeos.'),
  A('logistics', SECTOR.logistics, 140, false,
    "Operador logístic i de transport per carretera amb magatzem propi a {loc}. Gestionem l'emmagatzematge, la preparació de comandes i la distribució per a empreses de gran consum i del comerç electrònic.",
    'Operador logístico y de transporte por carretera con almacén propio en {loc}. Gestionamos el almacenaje, la preparación de pedidos y la distribución para empresas de gran consumo y del comercio electrónico.'),
  A('marketing', SECTOR.marketing, 18, false,
    "Agència de comunicació i màrqueting digital de {loc}. Fem estratègia de marca, continguts, xarxes socials i campanyes de publicitat en línia per a clients del turisme, la cultura i el comerç.",
    'Agencia de comunicación y marketing digital de {loc}. Hacemos estrategia de marca, contenidos, redes sociales y campañas de publicidad online para clientes del turismo, la cultura y el comercio.'),
  A('construction', SECTOR.construction, 120, false,
    "Constructora amb més de quaranta anys d'història a {loc}. Construïm habitatge, equipaments públics i rehabilitacions amb criteris d'eficiència energètica, i treballem amb metodologia BIM en tots els projectes.",
    'Constructora con más de cuarenta años de historia en {loc}. Construimos vivienda, equipamientos públicos y rehabilitaciones con criterios de eficiencia energética, y trabajamos con metodología BIM en todos los proyectos.'),
  A('health', SECTOR.health, 210, false,
    "Grup sociosanitari de {loc} amb residències, centres de dia i un servei d'atenció domiciliària. Posem la persona al centre i treballem en equips interdisciplinaris d'infermeria, fisioteràpia, psicologia i treball social.",
    'Grupo sociosanitario de {loc} con residencias, centros de día y un servicio de atención domiciliaria. Ponemos a la persona en el centro y trabajamos en equipos interdisciplinares de enfermería, fisioterapia, psicología y trabajo social.'),
  A('insurance', SECTOR.finance, 35, false,
    "Corredoria d'assegurances independent amb oficines a {loc}. Assessorem particulars i empreses en assegurances de salut, vida, patrimoni i responsabilitat civil, i comparem les propostes de més de vint asseguradores.",
    'Correduría de seguros independiente con oficinas en {loc}. Asesoramos a particulares y empresas en seguros de salud, vida, patrimonio y responsabilidad civil, y comparamos las propuestas de más de veinte aseguradoras.'),
  A('retail', SECTOR.retail, 320, false,
    "Cadena de supermercats de proximitat amb 28 botigues i un centre de distribució a {loc}. Prioritzem el producte local i de temporada i oferim estabilitat i formació a la nostra plantilla.",
    'Cadena de supermercados de proximidad con 28 tiendas y un centro de distribución en {loc}. Priorizamos el producto local y de temporada y ofrecemos estabilidad y formación a nuestra plantilla.'),
  A('biotech', SECTOR.research, 14, true,
    "Empresa emergent de biotecnologia nascuda d'un grup de recerca universitari, amb laboratori a {loc}. Desenvolupem mètodes de diagnòstic molecular i col·laborem en projectes europeus de recerca.",
    'Empresa emergente de biotecnología nacida de un grupo de investigación universitario, con laboratorio en {loc}. Desarrollamos métodos de diagnóstico molecular y colaboramos en proyectos europeos de investigación.'),
  A('education', SECTOR.education, 25, false,
    "Centre de formació de {loc} amb cursos d'idiomes, reforç escolar i activitats educatives per a infants i adults. Preparem els exàmens oficials de Cambridge i de l'Escola Oficial d'Idiomes.",
    'Centro de formación de {loc} con cursos de idiomas, refuerzo escolar y actividades educativas para niños y adultos. Preparamos los exámenes oficiales de Cambridge y de la Escuela Oficial de Idiomas.'),
];

/** The demo accounts' companies (empresa@, multi@ with two, pendiente@, empresa.bloqueada@). */
export const DEMO_ARCHETYPES: Record<DemoCompanyRole, CompanyArchetype> = {
  empresa: A('software', SECTOR.ict, 32, true,
    "Consultora tecnològica de {loc} especialitzada en transformació digital de pimes: webs, botigues en línia, automatització de processos i analítica de dades. Som un equip jove i creixem cada any gràcies a projectes amb clients locals i europeus.",
    'Consultora tecnológica de {loc} especializada en transformación digital de pymes: webs, tiendas online, automatización de procesos y analítica de datos. Somos un equipo joven y crecemos cada año gracias a proyectos con clientes locales y europeos.'),
  multiPrimary: A('hotel', SECTOR.tourism, 450, false,
    "Grup hoteler amb establiments de costa i de ciutat a {loc} i a la resta de l'Estat. Oferim carrera professional en recepció, revenue management, cuina, manteniment i direcció d'hotels.",
    'Grupo hotelero con establecimientos de costa y de ciudad en {loc} y en el resto del país. Ofrecemos carrera profesional en recepción, revenue management, cocina, mantenimiento y dirección de hoteles.'),
  multiSecond: A('nautical', SECTOR.nautical, 40, false,
    "Empresa del mateix grup que gestiona amarratges, lloguer d'embarcacions i escola de vela a {loc}. Atenem clients de tot Europa durant tot l'any.",
    'Empresa del mismo grupo que gestiona amarres, alquiler de embarcaciones y escuela de vela en {loc}. Atendemos a clientes de toda Europa durante todo el año.'),
  pending: A('advisory', SECTOR.consulting, 6, true,
    "Consultoria de gestió de projectes i subvencions acabada de constituir a {loc}. Ajudem empreses i entitats a preparar projectes europeus i convocatòries públiques.",
    'Consultoría de gestión de proyectos y subvenciones recién constituida en {loc}. Ayudamos a empresas y entidades a preparar proyectos europeos y convocatorias públicas.'),
  blocked: A('construction', SECTOR.construction, 9, false,
    "Empresa de reformes integrals d'habitatges i locals comercials a {loc}. Fem obres de cuina, bany i interiorisme amb equip propi.",
    'Empresa de reformas integrales de viviendas y locales comerciales en {loc}. Hacemos obras de cocina, baño e interiorismo con equipo propio.'),
};

/** Trade names; the legal name adds the company form (SL, SA, SCCL), which also picks the CIF letter. */
export interface CompanyNames {
  demo: Record<DemoCompanyRole, string>;
  /** One per ARCHETYPES entry, same order. */
  ordinary: readonly [string, string, string, string, string, string, string, string, string, string, string, string, string];
}

export const COMPANY_NAMES: Record<BrandId, CompanyNames> = {
  generic: {
    demo: {
      empresa: 'Innovación Digital Ibérica SL',
      multiPrimary: 'Grupo Hotelero Mediterráneo SA',
      multiSecond: 'Mediterráneo Servicios Náuticos SL',
      pending: 'Nexo Consultores Asociados SL',
      blocked: 'Reformas Exprés Centro SL',
    },
    ordinary: [
      'Datalia Sistemas SL',
      'Hoteles Alameda SA',
      'Ortega y Ruiz Asesores SL',
      'Heliotec Energías Renovables SL',
      'Conservas La Ribera SA',
      'Logística Meseta SL',
      'Faro Comunicación SL',
      'Construcciones Ebro Norte SA',
      'Grupo Sanitario Vida Plena SL',
      'Previsora Castellana Correduría de Seguros SL',
      'Supermercados Giralda SA',
      'Biogenia Labs SL',
      'Centro de Formación Aula Nova SL',
    ],
  },
  uib: {
    demo: {
      empresa: 'Innovació Digital Balear SL',
      multiPrimary: 'Grup Hoteler Tramuntana SA',
      multiSecond: 'Tramuntana Serveis Nàutics SL',
      pending: 'Consultors Associats Llevant SL',
      blocked: 'Reformes Ràpides Mallorca SL',
    },
    ordinary: [
      'Estel Software Balear SL',
      'Hotels Cala Blava SA',
      'Ferrer i Pons Assessors SL',
      'Migjorn Energia Solar SL',
      'Formatges Son Vell SL',
      'Transports Illes Logística SL',
      'Agència Llampec Comunicació SL',
      'Construccions Puig Major SA',
      'Residència Es Molí Salut SL',
      "Corredoria d'Assegurances Balear SL",
      'Supermercats Es Pla SA',
      'Posidònia Biotech SL',
      "Acadèmia d'Idiomes Es Born SL",
    ],
  },
  udg: {
    demo: {
      empresa: 'Innovació Digital Gironina SL',
      multiPrimary: 'Grup Hoteler Costa Brava SA',
      multiSecond: 'Costa Brava Serveis Nàutics SL',
      pending: 'Consultors Associats Onyar SL',
      blocked: 'Reformes Ràpides Empordà SL',
    },
    ordinary: [
      'Gavarres Software SL',
      'Hotels Cap de Creus SA',
      'Casadevall i Pujol Assessors SL',
      'Garrotxa Energia Verda SL',
      'Embotits Artesans de la Garrotxa SA',
      'Logística Alt Empordà SL',
      'Tramuntana Creativa SL',
      'Construccions Gironès SA',
      'Centre Sociosanitari Ter SL',
      "Corredoria d'Assegurances Banyoles SL",
      'Supermercats Onyar SA',
      'Montilivi Biotech SL',
      "Escola d'Idiomes Girona Centre SL",
    ],
  },
  urv: {
    demo: {
      empresa: 'Innovació Digital del Camp SL',
      multiPrimary: 'Grup Hoteler Costa Daurada SA',
      multiSecond: 'Costa Daurada Serveis Nàutics SL',
      pending: 'Consultors Associats del Camp SL',
      blocked: 'Reformes Ràpides Tarraco SL',
    },
    ordinary: [
      'Tarraco Data Systems SL',
      'Hotels Platja Llarga SA',
      'Rovira i Ferré Assessors SL',
      'Ebre Energies Renovables SL',
      'Cellers Montsant Nou SCCL',
      'Logística Camp de Tarragona SL',
      'Mediterrània Creativa SL',
      'Construccions Baix Camp SA',
      'Fisiosalut Reus SL',
      "Corredoria d'Assegurances del Camp SL",
      'Supermercats La Plana SA',
      'Avellana Biotech SL',
      'Acadèmia Tarraco Formació SL',
    ],
  },
  uvic: {
    demo: {
      empresa: "Innovació Digital d'Osona SL",
      multiPrimary: 'Grup Hoteler Montseny SA',
      multiSecond: 'Serveis Nàutics Maresme SL',
      pending: 'Consultors Associats Osona SL',
      blocked: 'Reformes Ràpides Vallès SL',
    },
    ordinary: [
      'Guilleries Software SL',
      'Hotels Plana de Vic SA',
      'Vilalta i Casals Assessors SL',
      'Osona Bioenergia SL',
      'Embotits de la Plana de Vic SA',
      'Logística Central Osona SL',
      'Plaça Major Comunicació SL',
      'Construccions Lluçanès SA',
      'Residència i Centre de Dia Sant Roc SL',
      "Corredoria d'Assegurances Ter SL",
      'Supermercats Osona SA',
      'Miramarges Biotech SL',
      "Escola d'Idiomes Vic Centre SL",
    ],
  },
  fpcat: {
    demo: {
      empresa: 'Innovació Digital Catalana SL',
      multiPrimary: 'Grup Hoteler Barcelonès SA',
      multiSecond: 'Serveis Nàutics Garraf SL',
      pending: 'Consultors Associats del Llobregat SL',
      blocked: 'Reformes Ràpides Barcelonès SL',
    },
    ordinary: [
      'Poblenou Software SL',
      'Hotels Sant Gervasi SA',
      'Soler i Camps Assessors SL',
      'Electra Segrià Instal·lacions SL',
      'Cuina Oberta Restauració SL',
      'Logística Zona Franca SL',
      'Eixample Creatiu SL',
      'Construccions Vallès Occidental SA',
      'Centre Sanitari Sant Andreu SL',
      "Corredoria d'Assegurances Catalunya Centre SL",
      'Supermercats Cal Mercat SA',
      'Laboratori Biomèdic Besòs SL',
      'Escola Bressol Els Petits SL',
    ],
  },
};

/** Company form suffix -> CIF organisation letter (A sociedad anónima, B limitada, F cooperativa). */
export function cifLetterOf(legalName: string): 'A' | 'B' | 'F' {
  if (/\sSA$/.test(legalName)) return 'A';
  if (/\sSCCL$/.test(legalName)) return 'F';
  return 'B';
}

/** The trade name: the legal name without its company form. */
export function tradeNameOf(legalName: string): string {
  return legalName.replace(/\s(SL|SA|SCCL)$/, '');
}

/** People of the demo companies' contact accounts (first name, two surnames), cycled. */
export const CONTACT_PEOPLE: readonly [string, string][] = [
  ['Maria', 'Font Garcia'],
  ['Jordi', 'Roca Martínez'],
  ['Aina', 'Bauzà Ramis'],
  ['David', 'López Castells'],
  ['Núria', 'Puigdemont Sala'],
  ['Xavier', 'Sastre Coll'],
  ['Elena', 'Moreno Vila'],
  ['Miquel', 'Oliver Bestard'],
  ['Cristina', 'Sánchez Prats'],
  ['Antoni', 'Ferrà Mir'],
  ['Laia', 'Ribas Torrent'],
  ['Carlos', 'Díaz Serrano'],
  ['Marina', 'Pujol Bosch'],
];

export const CONTACT_POSITIONS: Record<'ca' | 'es', readonly string[]> = {
  ca: ['Responsable de recursos humans', 'Tècnica de selecció', 'Gerent', 'Cap de personal', 'Directora de persones i cultura'],
  es: ['Responsable de recursos humanos', 'Técnica de selección', 'Gerente', 'Jefe de personal', 'Directora de personas y cultura'],
};
