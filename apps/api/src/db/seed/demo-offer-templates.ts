import type { OfferProfileId } from '@portal/shared';
import { AREA } from './catalogs/functional-areas.ts';
import { CONTRACT } from './catalogs/contract-types.ts';
import type { DegreeField } from './catalogs/degrees.ts';
import { LANGUAGE_LEVEL } from './catalogs/language-levels.ts';
import { LANGUAGE } from './catalogs/languages.ts';
import type { TagCode } from './catalogs/tags.ts';
import type { CompanyKind } from './demo-companies.ts';

export interface LanguageRequirement {
  languageId: number;
  /** Language-level id (language_levels catalog): ids grow with the level. */
  minLevel: number;
}

/** The `requirements` jsonb of an offer (every key optional). */
export interface OfferRequirements {
  languages?: LanguageRequirement[];
  drivingLicence?: string;
  ownCar?: boolean;
  minCreditsPercent?: number;
  maxGraduationYear?: number;
  availabilityToTravel?: boolean;
  /** Ids of the software catalog. */
  software?: number[];
  experience?: { months: number; required: boolean };
  nationalityCountryIds?: number[];
  residenceCountryIds?: number[];
  residenceProvinceIds?: number[];
  availabilityToRelocate?: boolean;
  currentlyWorking?: boolean;
  /** Ids of the competences catalog. */
  competenceIds?: number[];
  /** Ids of the interest tags catalog. */
  interestTagIds?: number[];
}

/** A demo offer before it is placed at a company, a date and a place. */
export interface OfferTemplate {
  profile: OfferProfileId;
  /** Language the offer is written in (the demo mixes Catalan and Spanish, as real portals do). */
  lang: 'ca' | 'es';
  /** Who it is for: university institutions, the vocational-training one, or both. */
  audience: 'university' | 'vet' | 'both';
  kind: CompanyKind;
  title: string;
  description: string;
  tasks: readonly string[];
  areaId: number;
  /** Degrees asked for, most relevant first. */
  fields: readonly DegreeField[];
  tags: readonly TagCode[];
  contractTypeId?: number;
  /** Yearly gross salary range in euros (jobs). */
  salary?: readonly [number, number];
  /** Monthly grant in euros (internships). */
  grant?: number;
  /** Remote or hybrid work is possible. */
  remote?: boolean;
  /** Rotating shifts (hotels, care homes). */
  shifts?: boolean;
  /** Part-time jobs: hours a day. */
  hoursPerDay?: number;
  requirements?: OfferRequirements;
}

const lang = (languageId: number, minLevel: number): LanguageRequirement => ({ languageId, minLevel });
const ENGLISH_B1 = lang(LANGUAGE.english, LANGUAGE_LEVEL.B1);
const ENGLISH_B2 = lang(LANGUAGE.english, LANGUAGE_LEVEL.B2);
const ENGLISH_C1 = lang(LANGUAGE.english, LANGUAGE_LEVEL.C1);
const GERMAN_B1 = lang(LANGUAGE.german, LANGUAGE_LEVEL.B1);
const CATALAN_C1 = lang(LANGUAGE.catalan, LANGUAGE_LEVEL.C1);
const CATALAN_B2 = lang(LANGUAGE.catalan, LANGUAGE_LEVEL.B2);

type JobSpec = Omit<OfferTemplate, 'profile'>;
const job = (spec: JobSpec): OfferTemplate => ({ profile: 1, ...spec });
const internship = (spec: JobSpec): OfferTemplate => ({ profile: 2, ...spec });

export const JOB_TEMPLATES: readonly OfferTemplate[] = [
  job({
    lang: 'es', audience: 'both', kind: 'software', areaId: AREA.it,
    title: 'Desarrollador/a full stack (React y Node.js)',
    description: 'Buscamos una persona desarrolladora full stack para el equipo de producto, que construye aplicaciones de gestión para clientes del sector turístico y sanitario. Trabajarás con React, Node.js y PostgreSQL en un equipo pequeño que revisa el código en parejas y despliega varias veces por semana.',
    tasks: ['Desarrollar nuevas funcionalidades en el frontal (React, TypeScript) y en la API (Node.js).', 'Escribir pruebas automatizadas y participar en las revisiones de código.', 'Colaborar con diseño y producto en la definición de las historias de usuario.'],
    fields: ['it', 'telecom', 'data'], tags: ['desarrollo-web', 'teletrabajo'],
    contractTypeId: CONTRACT.permanent, salary: [26000, 34000], remote: true,
    requirements: { languages: [ENGLISH_B2], software: [17, 18, 19] },
  }),
  job({
    lang: 'ca', audience: 'university', kind: 'software', areaId: AREA.it,
    title: 'Analista de dades junior',
    description: "Incorporem una persona analista de dades a l'equip que prepara els quadres de comandament i els models de previsió dels nostres clients. Hi aprendràs a treballar amb dades reals de vendes, ocupació hotelera i logística.",
    tasks: ['Preparar i netejar conjunts de dades amb SQL i Python.', 'Construir informes i quadres de comandament en Power BI.', 'Presentar els resultats als clients amb el suport de l\'equip sènior.'],
    fields: ['data', 'math', 'economics', 'it'], tags: ['analisis-datos', 'inteligencia-artificial'],
    contractTypeId: CONTRACT.permanent, salary: [24000, 30000], remote: true,
    requirements: { languages: [ENGLISH_B2], software: [15, 18, 4] },
  }),
  job({
    lang: 'es', audience: 'both', kind: 'software', areaId: AREA.it,
    title: 'Técnico/a de sistemas y soporte informático',
    description: 'Ofrecemos un puesto de técnico o técnica de sistemas para dar soporte a nuestros clientes: instalación de equipos, redes, copias de seguridad y atención a incidencias. Combinarás el trabajo en la oficina con visitas a las empresas clientes.',
    tasks: ['Resolver incidencias de usuarios en remoto y presencialmente.', 'Instalar y mantener equipos, servidores y redes locales.', 'Documentar las intervenciones en la herramienta de tickets.'],
    fields: ['networks', 'it', 'telecom'], tags: ['ciberseguridad', 'atencion-cliente'],
    contractTypeId: CONTRACT.permanent, salary: [20000, 24000],
    requirements: { drivingLicence: 'B' },
  }),
  job({
    lang: 'ca', audience: 'university', kind: 'software', areaId: AREA.it,
    title: 'Especialista en ciberseguretat',
    description: "Cerquem una persona especialista en seguretat per liderar les auditories i la resposta a incidents dels nostres clients. Treballaràs amb l'equip d'infraestructura en la protecció de sistemes al núvol i en l'adequació a l'Esquema Nacional de Seguretat.",
    tasks: ['Fer auditories de seguretat i proves d\'intrusió.', 'Definir i revisar polítiques de seguretat i còpies de seguretat.', 'Atendre i documentar incidents de seguretat.'],
    fields: ['it', 'networks', 'telecom'], tags: ['ciberseguridad', 'teletrabajo'],
    contractTypeId: CONTRACT.permanent, salary: [32000, 42000], remote: true,
    requirements: { languages: [ENGLISH_B2] },
  }),
  job({
    lang: 'es', audience: 'both', kind: 'software', areaId: AREA.it,
    title: 'Desarrollador/a de aplicaciones móviles',
    description: 'Buscamos a una persona para desarrollar las aplicaciones móviles de nuestros clientes del sector turístico y de la restauración. Trabajarás con Flutter y Kotlin y participarás en todo el ciclo de vida de las aplicaciones, hasta su publicación en las tiendas.',
    tasks: ['Programar nuevas pantallas y funcionalidades de las aplicaciones.', 'Integrar las aplicaciones con las API de los clientes.', 'Publicar versiones y hacer seguimiento de los errores reportados.'],
    fields: ['it'], tags: ['desarrollo-web'],
    contractTypeId: CONTRACT.permanent, salary: [25000, 32000], remote: true,
    requirements: { software: [16, 19] },
  }),
  job({
    lang: 'es', audience: 'both', kind: 'hotel', areaId: AREA.hospitality,
    title: 'Recepcionista de hotel',
    description: 'Nuestro hotel de cuatro estrellas necesita recepcionistas para la temporada y con opción de continuidad como fijo discontinuo. Valoramos la atención cuidada al huésped, los idiomas y las ganas de aprender en un equipo internacional.',
    tasks: ['Gestionar entradas, salidas y reservas en el PMS.', 'Atender a los huéspedes en persona, por teléfono y por correo electrónico.', 'Coordinarse con pisos, mantenimiento y restauración.'],
    fields: ['tourism', 'languages'], tags: ['turismo', 'hosteleria', 'idiomas'],
    contractTypeId: CONTRACT.seasonalPermanent, salary: [19000, 21500], shifts: true,
    requirements: { languages: [ENGLISH_B2, GERMAN_B1], software: [30] },
  }),
  job({
    lang: 'ca', audience: 'university', kind: 'hotel', areaId: AREA.finance,
    title: 'Revenue manager junior',
    description: "El departament de revenue management de la cadena incorpora una persona junior per analitzar la demanda i fixar els preus dels hotels. Treballaràs amb dades de reserves, competència i canals de venda, amb el suport d'una responsable amb experiència.",
    tasks: ['Analitzar la demanda i la competència de cada hotel.', 'Proposar tarifes i condicions per canal de venda.', 'Preparar els informes setmanals de producció per a direcció.'],
    fields: ['tourism', 'economics', 'business', 'data'], tags: ['turismo', 'analisis-datos'],
    contractTypeId: CONTRACT.permanent, salary: [27000, 33000], remote: true,
    requirements: { languages: [ENGLISH_C1], software: [1] },
  }),
  job({
    lang: 'es', audience: 'vet', kind: 'hotel', areaId: AREA.hospitality,
    title: 'Jefe/a de partida de cocina',
    description: 'Buscamos jefe o jefa de partida para la cocina del restaurante del hotel, con carta de producto local y bufé de desayunos. Ofrecemos contrato fijo discontinuo de marzo a noviembre y alojamiento si lo necesitas.',
    tasks: ['Dirigir una partida de la cocina y a sus ayudantes.', 'Preparar la mise en place y controlar las fichas técnicas.', 'Velar por la higiene y el sistema APPCC.'],
    fields: ['culinary'], tags: ['hosteleria'],
    contractTypeId: CONTRACT.seasonalPermanent, salary: [21000, 25000], shifts: true,
  }),
  job({
    lang: 'ca', audience: 'both', kind: 'advisory', areaId: AREA.finance,
    title: 'Tècnic/a comptable i fiscal',
    description: "Ampliem l'equip del departament comptable i fiscal per atendre una cartera de pimes i autònoms. Hi trobaràs un bon ambient, horari intensiu els divendres i formació contínua en novetats fiscals.",
    tasks: ['Portar la comptabilitat de diverses empreses clients.', 'Preparar les declaracions trimestrals d\'IVA i IRPF.', 'Col·laborar en el tancament anual i l\'impost de societats.'],
    fields: ['finance', 'business', 'economics', 'admin'], tags: ['finanzas'],
    contractTypeId: CONTRACT.permanent, salary: [22000, 27000], remote: true,
    requirements: { software: [7, 1] },
  }),
  job({
    lang: 'es', audience: 'university', kind: 'advisory', areaId: AREA.legal,
    title: 'Abogado/a junior en derecho mercantil',
    description: 'Incorporamos a un abogado o abogada junior al área mercantil y societaria del despacho. Participarás en operaciones de constitución, modificaciones estructurales y contratos con el acompañamiento de socios con larga experiencia.',
    tasks: ['Redactar contratos, actas y documentación societaria.', 'Investigar jurisprudencia y preparar informes jurídicos.', 'Asistir a reuniones con clientes y en notarías.'],
    fields: ['law'], tags: ['derecho'],
    contractTypeId: CONTRACT.permanent, salary: [24000, 30000],
    requirements: { languages: [ENGLISH_B2] },
  }),
  job({
    lang: 'ca', audience: 'both', kind: 'advisory', areaId: AREA.humanResources,
    title: 'Administratiu/va de recursos humans',
    description: "Cerquem una persona per al departament laboral, que gestiona les nòmines i els contractes de més de cent empreses clients. És una substitució de sis mesos amb possibilitat de continuïtat.",
    tasks: ['Tramitar altes, baixes i contractes a la Seguretat Social.', 'Preparar nòmines i assegurances socials.', 'Atendre les consultes laborals dels clients.'],
    fields: ['admin', 'business', 'psychology', 'law'], tags: ['recursos-humanos'],
    contractTypeId: CONTRACT.temporary, salary: [19000, 22000],
    requirements: { experience: { months: 6, required: true }, competenceIds: [2, 8], interestTagIds: [12] },
  }),
  job({
    lang: 'es', audience: 'university', kind: 'energy', areaId: AREA.engineering,
    title: 'Ingeniero/a de proyectos fotovoltaicos',
    description: 'Buscamos a una persona ingeniera para diseñar y dirigir instalaciones fotovoltaicas de autoconsumo en empresas y comunidades energéticas. Participarás desde el estudio de viabilidad hasta la puesta en marcha y la legalización.',
    tasks: ['Dimensionar instalaciones y preparar los proyectos técnicos.', 'Coordinar a los equipos de montaje en obra.', 'Tramitar permisos, subvenciones y legalizaciones.'],
    fields: ['electronics', 'industrial', 'mechanical'], tags: ['energias-renovables', 'ingenieria', 'sostenibilidad'],
    contractTypeId: CONTRACT.permanent, salary: [30000, 38000],
    requirements: {
      drivingLicence: 'B',
      ownCar: true,
      availabilityToTravel: true,
      availabilityToRelocate: true,
      experience: { months: 12, required: false },
      competenceIds: [3, 7],
      software: [9],
    },
  }),
  job({
    lang: 'ca', audience: 'vet', kind: 'energy', areaId: AREA.engineering,
    title: 'Instal·lador/a electricista',
    description: "Necessitem instal·ladors i instal·ladores electricistes per als equips de muntatge de plaques solars i punts de recàrrega de vehicles elèctrics. Oferim contracte indefinit, formació en alçada i vehicle d'empresa.",
    tasks: ['Muntar instal·lacions fotovoltaiques en teulades i cobertes.', 'Fer el cablejat i les connexions dels quadres elèctrics.', 'Revisar i mantenir instal·lacions en servei.'],
    fields: ['electronics'], tags: ['energias-renovables'],
    contractTypeId: CONTRACT.permanent, salary: [20000, 25000],
    requirements: { drivingLicence: 'B' },
  }),
  job({
    lang: 'es', audience: 'both', kind: 'food', areaId: AREA.quality,
    title: 'Técnico/a de calidad alimentaria',
    description: 'Nuestro departamento de calidad busca una persona técnica para el control del proceso productivo y la relación con las certificadoras. Trabajarás en la planta de elaboración con un equipo de cinco personas.',
    tasks: ['Controlar los puntos críticos del plan APPCC.', 'Preparar auditorías IFS y BRC.', 'Gestionar las incidencias y reclamaciones de clientes.'],
    fields: ['lab', 'nutrition', 'biology', 'agro', 'chemistry'], tags: ['agroalimentacion'],
    contractTypeId: CONTRACT.permanent, salary: [23000, 28000],
  }),
  job({
    lang: 'ca', audience: 'university', kind: 'food', areaId: AREA.engineering,
    title: 'Tècnic/a de producció agroalimentària',
    description: "Cerquem una persona tècnica per planificar la producció i millorar els processos de la planta. Treballaràs amb l'equip de manteniment i amb qualitat en la posada en marxa d'una nova línia d'envasament.",
    tasks: ['Planificar la producció setmanal de la planta.', 'Analitzar indicadors de rendiment i proposar millores.', 'Coordinar la posada en marxa de la nova línia.'],
    fields: ['agro', 'industrial', 'chemistry'], tags: ['agroalimentacion', 'ingenieria'],
    contractTypeId: CONTRACT.permanent, salary: [25000, 30000],
  }),
  job({
    lang: 'es', audience: 'both', kind: 'food', areaId: AREA.engineering,
    title: 'Técnico/a de mantenimiento industrial',
    description: 'Buscamos a una persona técnica de mantenimiento para la planta de producción. Te encargarás del mantenimiento preventivo y correctivo de las líneas y de la mejora de la maquinaria junto al jefe de mantenimiento.',
    tasks: ['Hacer el mantenimiento preventivo de las líneas de producción.', 'Diagnosticar y reparar averías eléctricas y mecánicas.', 'Proponer mejoras en la automatización de la planta.'],
    fields: ['electronics', 'mechanical', 'industrial'], tags: ['ingenieria'],
    contractTypeId: CONTRACT.permanent, salary: [22000, 27000], shifts: true,
  }),
  job({
    lang: 'es', audience: 'both', kind: 'logistics', areaId: AREA.purchasing,
    title: 'Técnico/a de operaciones logísticas',
    description: 'Incorporamos a una persona para coordinar las operaciones del almacén y las rutas de distribución. Es un puesto con mucha relación con clientes y transportistas en una empresa en crecimiento.',
    tasks: ['Planificar las rutas de reparto diarias.', 'Coordinar la preparación de pedidos y las expediciones.', 'Analizar indicadores de servicio y proponer mejoras.'],
    fields: ['logistics', 'business'], tags: ['logistica'],
    contractTypeId: CONTRACT.permanent, salary: [22000, 26000],
    requirements: { drivingLicence: 'B', software: [5, 1] },
  }),
  job({
    lang: 'ca', audience: 'vet', kind: 'logistics', areaId: AREA.engineering,
    title: 'Mecànic/a de flota de vehicles',
    description: "El taller de la nostra flota de camions i furgonetes incorpora un mecànic o mecànica. Treballaràs en un taller ben equipat, amb horari de matí i formació en vehicles elèctrics.",
    tasks: ['Fer les revisions periòdiques i el manteniment preventiu.', 'Diagnosticar avaries amb equips de diagnosi.', 'Preparar els vehicles per a la ITV.'],
    fields: ['automotive', 'mechanical'], tags: ['logistica'],
    contractTypeId: CONTRACT.permanent, salary: [20000, 24000],
    requirements: { drivingLicence: 'C' },
  }),
  job({
    lang: 'es', audience: 'both', kind: 'marketing', areaId: AREA.marketing,
    title: 'Community manager',
    description: 'Buscamos community manager para gestionar las redes sociales de varios clientes del turismo y la cultura. Trabajarás con el equipo de contenidos y diseño en la planificación y la medición de las campañas.',
    tasks: ['Planificar y publicar contenidos en las redes sociales.', 'Dinamizar las comunidades y responder a los usuarios.', 'Preparar informes mensuales de resultados.'],
    fields: ['marketing', 'journalism', 'design'], tags: ['marketing-digital', 'comunicacion'],
    contractTypeId: CONTRACT.temporary, salary: [20000, 23000], remote: true,
    requirements: { software: [21, 27] },
  }),
  job({
    lang: 'ca', audience: 'university', kind: 'marketing', areaId: AREA.marketing,
    title: 'Periodista i redactor/a de continguts',
    description: "Incorporem una persona periodista per escriure continguts per a webs, butlletins i xarxes dels nostres clients. Cerquem bona ploma en català i castellà i interès pel periodisme de marca.",
    tasks: ['Redactar articles, notes de premsa i butlletins.', 'Entrevistar clients i persones expertes.', 'Optimitzar els continguts per als cercadors.'],
    fields: ['journalism', 'languages', 'translation'], tags: ['comunicacion'],
    contractTypeId: CONTRACT.permanent, salary: [21000, 25000], remote: true,
    requirements: { languages: [CATALAN_C1, ENGLISH_B2], software: [26] },
  }),
  job({
    lang: 'es', audience: 'both', kind: 'marketing', areaId: AREA.design,
    title: 'Diseñador/a gráfico/a y UX',
    description: 'Buscamos a una persona diseñadora para crear identidades visuales, webs y materiales de campaña. Valoramos un portafolio con proyectos digitales y conocimientos de experiencia de usuario.',
    tasks: ['Diseñar piezas gráficas para campañas online y offline.', 'Prototipar webs y aplicaciones en Figma.', 'Preparar artes finales para imprenta.'],
    fields: ['design', 'marketing', 'it'], tags: ['diseno', 'marketing-digital'],
    contractTypeId: CONTRACT.permanent, salary: [22000, 28000], remote: true,
    requirements: { software: [25, 21, 22] },
  }),
  job({
    lang: 'ca', audience: 'university', kind: 'construction', areaId: AREA.engineering,
    title: "Tècnic/a d'obra i cap de producció",
    description: "Cerquem una persona tècnica per dirigir la producció d'una promoció de 48 habitatges de consum gairebé nul. Formaràs part de l'equip d'obra amb el cap d'obra i l'encarregat.",
    tasks: ['Planificar i controlar els treballs de les subcontractes.', 'Fer els amidaments i les certificacions mensuals.', 'Vetllar per la seguretat i la qualitat a l\'obra.'],
    fields: ['architecture', 'civil'], tags: ['ingenieria'],
    contractTypeId: CONTRACT.permanent, salary: [28000, 35000],
    requirements: { drivingLicence: 'B', ownCar: true, software: [10, 9] },
  }),
  job({
    lang: 'es', audience: 'both', kind: 'construction', areaId: AREA.engineering,
    title: 'Delineante proyectista BIM',
    description: 'Incorporamos a una persona delineante para la oficina técnica, que modela en BIM todos los proyectos de la empresa. Trabajarás con arquitectos e ingenieros en proyectos de vivienda y equipamientos.',
    tasks: ['Modelar proyectos de edificación en Revit.', 'Preparar planos de ejecución y detalles constructivos.', 'Coordinar los modelos de instalaciones y estructura.'],
    fields: ['architecture', 'civil'], tags: ['ingenieria', 'diseno'],
    contractTypeId: CONTRACT.permanent, salary: [23000, 28000],
    requirements: { software: [10, 9] },
  }),
  job({
    lang: 'ca', audience: 'university', kind: 'health', areaId: AREA.healthcare,
    title: 'Infermer/a per a residència geriàtrica',
    description: "La nostra residència de 120 places necessita infermeres i infermers per completar l'equip assistencial. Oferim contracte indefinit, torns estables i formació en atenció a les persones grans.",
    tasks: ['Fer el seguiment clínic i les cures dels residents.', 'Administrar la medicació i registrar-la a la història clínica.', 'Coordinar-se amb el metge, la família i l\'equip de gerocultors.'],
    fields: ['nursing'], tags: ['salud'],
    contractTypeId: CONTRACT.permanent, salary: [27000, 31000], shifts: true,
  }),
  job({
    lang: 'es', audience: 'university', kind: 'health', areaId: AREA.healthcare,
    title: 'Fisioterapeuta',
    description: 'Buscamos fisioterapeuta para el centro de día y el servicio de rehabilitación a domicilio. Trabajarás en un equipo interdisciplinar con terapeutas ocupacionales y personal de enfermería.',
    tasks: ['Valorar a los usuarios y diseñar sus planes de tratamiento.', 'Dirigir sesiones individuales y grupales de rehabilitación.', 'Registrar la evolución y asesorar a las familias.'],
    fields: ['physio', 'sport'], tags: ['salud'],
    contractTypeId: CONTRACT.permanent, salary: [24000, 28000],
  }),
  job({
    lang: 'ca', audience: 'vet', kind: 'health', areaId: AREA.healthcare,
    title: 'Auxiliar de clínica i cures',
    description: "Cerquem auxiliars de clínica per a la residència i el servei d'atenció domiciliària, per cobrir l'estiu amb possibilitat de continuïtat. Oferim torns fixos i formació a càrrec de l'empresa.",
    tasks: ["Donar suport a les persones usuàries en les activitats de la vida diària.", "Col·laborar amb l'equip d'infermeria en les cures.", 'Registrar les incidències del torn.'],
    fields: ['nursing'], tags: ['salud'],
    contractTypeId: CONTRACT.temporary, salary: [18500, 20500], shifts: true,
  }),
  job({
    lang: 'es', audience: 'university', kind: 'health', areaId: AREA.healthcare,
    title: 'Psicólogo/a sanitario/a',
    description: 'Necesitamos una persona psicóloga con habilitación sanitaria para el programa de atención a personas mayores y cuidadores. Es un contrato de un año vinculado a un proyecto subvencionado, con posibilidad de renovación.',
    tasks: ['Hacer valoraciones neuropsicológicas.', 'Dirigir grupos de apoyo a cuidadores.', 'Coordinar los planes de atención con el equipo.'],
    fields: ['psychology'], tags: ['salud'],
    contractTypeId: CONTRACT.temporary, salary: [25000, 29000],
  }),
  job({
    lang: 'ca', audience: 'university', kind: 'health', areaId: AREA.healthcare,
    title: 'Treballador/a social',
    description: "Incorporem una persona treballadora social per coordinar els ingressos i l'atenció a les famílies dels nostres centres. Treballaràs amb els serveis socials municipals i amb l'equip assistencial.",
    tasks: ['Fer les entrevistes d\'ingrés i el seguiment social.', 'Tramitar prestacions i ajuts de dependència.', 'Coordinar-se amb serveis socials i sanitaris.'],
    fields: ['social'], tags: ['salud'],
    contractTypeId: CONTRACT.permanent, salary: [24000, 27000],
    requirements: { languages: [CATALAN_B2] },
  }),
  job({
    lang: 'es', audience: 'vet', kind: 'health', areaId: AREA.healthcare,
    title: 'Técnico/a de laboratorio clínico',
    description: 'Nuestro laboratorio de análisis clínicos busca a una persona técnica para el turno de mañana. Trabajarás con equipos automatizados de bioquímica y hematología en un laboratorio acreditado.',
    tasks: ['Procesar muestras de bioquímica, hematología y orina.', 'Calibrar y mantener los analizadores.', 'Registrar los controles de calidad.'],
    fields: ['lab'], tags: ['salud', 'investigacion'],
    contractTypeId: CONTRACT.permanent, salary: [20000, 23000],
  }),
  job({
    lang: 'ca', audience: 'both', kind: 'insurance', areaId: AREA.sales,
    title: "Gestor/a comercial d'assegurances",
    description: "Cerquem una persona per a la xarxa comercial, que atén empreses i particulars de la zona. Oferim sou fix més incentius, formació per obtenir la certificació de distribució d'assegurances i cotxe d'empresa.",
    tasks: ['Visitar clients i detectar les seves necessitats.', 'Preparar i presentar propostes d\'assegurances.', 'Fer el seguiment de la cartera i de les renovacions.'],
    fields: ['business', 'finance', 'economics'], tags: ['finanzas', 'atencion-cliente'],
    contractTypeId: CONTRACT.permanent, salary: [21000, 30000],
    requirements: { drivingLicence: 'B' },
  }),
  job({
    lang: 'es', audience: 'university', kind: 'insurance', areaId: AREA.finance,
    title: 'Analista de riesgos y actuarial junior',
    description: 'Incorporamos a una persona analista para el equipo técnico, que tarifica los seguros de empresa y analiza la siniestralidad de la cartera. Es un puesto ideal para perfiles cuantitativos con interés por el sector financiero.',
    tasks: ['Analizar la siniestralidad por ramos y clientes.', 'Preparar modelos de tarificación en R o Python.', 'Elaborar informes para las aseguradoras.'],
    fields: ['math', 'economics', 'data', 'finance'], tags: ['finanzas', 'analisis-datos'],
    contractTypeId: CONTRACT.permanent, salary: [28000, 34000],
    requirements: { software: [14, 15, 1] },
  }),
  job({
    lang: 'ca', audience: 'both', kind: 'retail', areaId: AREA.sales,
    title: 'Encarregat/da de botiga',
    description: "Cerquem una persona encarregada per a una de les nostres botigues, amb un equip de dotze persones. Oferim contracte indefinit, formació inicial de dos mesos i possibilitat de promoció a coordinació de zona.",
    tasks: ['Organitzar l\'equip, els horaris i les tasques de la botiga.', 'Fer les comandes i controlar l\'estoc.', 'Vetllar per l\'atenció al client i els resultats de vendes.'],
    fields: ['business', 'admin'], tags: ['atencion-cliente'],
    contractTypeId: CONTRACT.permanent, salary: [21000, 24000], shifts: true,
  }),
  job({
    lang: 'es', audience: 'both', kind: 'retail', areaId: AREA.purchasing,
    title: 'Técnico/a de compras y aprovisionamiento',
    description: 'El departamento de compras busca a una persona para gestionar la relación con los proveedores de producto fresco y local. Trabajarás en la central, junto al centro de distribución.',
    tasks: ['Negociar precios y condiciones con proveedores.', 'Planificar el aprovisionamiento de las tiendas.', 'Analizar márgenes y rotaciones por familia de producto.'],
    fields: ['logistics', 'business', 'economics'], tags: ['logistica'],
    contractTypeId: CONTRACT.permanent, salary: [23000, 27000],
    requirements: { software: [1, 5] },
  }),
  job({
    lang: 'ca', audience: 'both', kind: 'biotech', areaId: AREA.research,
    title: 'Tècnic/a de laboratori de biologia molecular',
    description: "La nostra empresa emergent incorpora una persona tècnica de laboratori per al projecte de desenvolupament d'un test de diagnòstic. És un contracte vinculat a un projecte europeu de dos anys.",
    tasks: ['Fer extraccions d\'ADN i ARN i assajos de PCR.', 'Preparar reactius i mantenir l\'inventari del laboratori.', 'Registrar els resultats seguint les bones pràctiques de laboratori.'],
    fields: ['lab', 'biology', 'chemistry'], tags: ['investigacion'],
    contractTypeId: CONTRACT.temporary, salary: [22000, 26000],
  }),
  job({
    lang: 'es', audience: 'university', kind: 'biotech', areaId: AREA.research,
    title: 'Ingeniero/a químico/a de procesos',
    description: 'Buscamos a una persona ingeniera química para escalar los procesos de producción de reactivos desde el laboratorio a la planta piloto. Trabajarás con el equipo de I+D y con calidad.',
    tasks: ['Diseñar y optimizar procesos de producción.', 'Redactar procedimientos normalizados de trabajo.', 'Participar en la validación de equipos e instalaciones.'],
    fields: ['chemistry', 'biology'], tags: ['ingenieria', 'investigacion'],
    contractTypeId: CONTRACT.permanent, salary: [27000, 33000],
    requirements: { languages: [ENGLISH_B2] },
  }),
  job({
    lang: 'ca', audience: 'university', kind: 'education', areaId: AREA.teaching,
    title: "Professor/a d'anglès",
    description: "La nostra acadèmia cerca professorat d'anglès per a grups d'infants i d'adults, a la tarda. Preparem exàmens oficials i treballem amb grups reduïts de com a màxim deu alumnes.",
    tasks: ['Impartir classes d\'anglès de nivell A2 a C1.', 'Preparar l\'alumnat per als exàmens de Cambridge.', 'Fer el seguiment i informar les famílies.'],
    fields: ['languages', 'translation', 'education'], tags: ['educacion', 'idiomas'],
    contractTypeId: CONTRACT.temporary, salary: [13000, 16000], hoursPerDay: 5,
    requirements: { languages: [ENGLISH_C1] },
  }),
  job({
    lang: 'es', audience: 'both', kind: 'education', areaId: AREA.teaching,
    title: 'Educador/a infantil',
    description: 'Buscamos educadores y educadoras para nuestra escuela infantil de primer ciclo, con aulas de 0 a 3 años. Nuestro proyecto educativo se basa en el juego libre y la relación con las familias.',
    tasks: ['Acompañar a los niños y niñas en su día a día en el aula.', 'Preparar propuestas de juego y actividades.', 'Comunicarse a diario con las familias.'],
    fields: ['education'], tags: ['educacion'],
    contractTypeId: CONTRACT.permanent, salary: [18500, 21000],
  }),
  job({
    lang: 'ca', audience: 'both', kind: 'nautical', areaId: AREA.sales,
    title: 'Tècnic/a comercial del sector nàutic',
    description: "Cerquem una persona comercial per a la venda de serveis d'amarratge, manteniment i lloguer d'embarcacions. Tractaràs amb clients internacionals i assistiràs a fires nàutiques.",
    tasks: ['Atendre i captar clients nacionals i internacionals.', 'Preparar pressuposts i contractes de serveis.', 'Representar l\'empresa a fires del sector.'],
    fields: ['business', 'marketing', 'tourism'], tags: ['turismo', 'idiomas'],
    contractTypeId: CONTRACT.permanent, salary: [23000, 29000],
    requirements: { languages: [ENGLISH_B2, GERMAN_B1], availabilityToTravel: true },
  }),
];

export const INTERNSHIP_TEMPLATES: readonly OfferTemplate[] = [
  internship({
    lang: 'es', audience: 'both', kind: 'software', areaId: AREA.it,
    title: 'Prácticas de desarrollo web',
    description: 'Ofrecemos prácticas en el equipo de desarrollo, donde participarás en proyectos reales de clientes con el acompañamiento de una tutora. Es una buena oportunidad para aprender buenas prácticas de programación, control de versiones y pruebas.',
    tasks: ['Desarrollar componentes de interfaz con React.', 'Programar servicios sencillos en Node.js.', 'Escribir pruebas y documentación.'],
    fields: ['it', 'telecom'], tags: ['desarrollo-web'], grant: 600, remote: true,
    requirements: { software: [17, 19] },
  }),
  internship({
    lang: 'ca', audience: 'university', kind: 'software', areaId: AREA.it,
    title: "Pràctiques en ciència de dades i intel·ligència artificial",
    description: "Busquem estudiants per col·laborar en un projecte d'aprenentatge automàtic per predir la demanda hotelera. Aprendràs a preparar dades, entrenar models i avaluar-ne els resultats amb un equip expert.",
    tasks: ['Explorar i preparar conjunts de dades.', 'Entrenar i comparar models de predicció.', 'Documentar els experiments i presentar-ne els resultats.'],
    fields: ['data', 'math', 'it'], tags: ['inteligencia-artificial', 'analisis-datos'], grant: 700, remote: true,
    requirements: { languages: [ENGLISH_B2], software: [15] },
  }),
  internship({
    lang: 'ca', audience: 'both', kind: 'software', areaId: AREA.it,
    title: 'Pràctiques en administració de sistemes i xarxes',
    description: "Pràctiques al departament de sistemes, que gestiona els servidors i les xarxes dels nostres clients. Aprendràs virtualització, còpies de seguretat i monitoratge amb eines professionals.",
    tasks: ['Instal·lar i configurar servidors i equips de xarxa.', 'Revisar les còpies de seguretat i el monitoratge.', 'Donar suport a l\'equip en les incidències.'],
    fields: ['networks', 'it', 'telecom'], tags: ['ciberseguridad'], grant: 500,
  }),
  internship({
    lang: 'es', audience: 'both', kind: 'hotel', areaId: AREA.hospitality,
    title: 'Prácticas en recepción y atención al huésped',
    description: 'Nuestro hotel ofrece prácticas en el departamento de recepción durante la temporada. Conocerás el funcionamiento de un hotel de cuatro estrellas y practicarás idiomas con clientes de toda Europa.',
    tasks: ['Apoyar en las entradas y salidas de huéspedes.', 'Atender consultas y peticiones de los clientes.', 'Colaborar en la gestión de reservas.'],
    fields: ['tourism', 'languages'], tags: ['turismo', 'idiomas'], grant: 500, shifts: true,
    requirements: { languages: [ENGLISH_B1] },
  }),
  internship({
    lang: 'ca', audience: 'university', kind: 'hotel', areaId: AREA.sales,
    title: 'Pràctiques en revenue management i comercialització',
    description: "Pràctiques al departament comercial de la cadena, on aprendràs com es fixen els preus i com es gestionen els canals de venda en línia. Treballaràs amb eines professionals de revenue management.",
    tasks: ['Analitzar la producció i la competència.', 'Actualitzar tarifes i disponibilitat als canals.', 'Preparar informes de vendes.'],
    fields: ['tourism', 'economics', 'business', 'marketing'], tags: ['turismo', 'analisis-datos'], grant: 550,
    requirements: { languages: [ENGLISH_B2], software: [1] },
  }),
  internship({
    lang: 'es', audience: 'vet', kind: 'hotel', areaId: AREA.hospitality,
    title: 'Prácticas en cocina de hotel',
    description: 'Te ofrecemos formación en empresa en la cocina de nuestro restaurante, con un equipo de quince profesionales. Pasarás por las distintas partidas y aprenderás a trabajar con producto de temporada.',
    tasks: ['Apoyar en la mise en place de las partidas.', 'Elaborar platos bajo la supervisión del jefe de partida.', 'Cumplir las normas de higiene y el plan APPCC.'],
    fields: ['culinary'], tags: ['hosteleria'], grant: 450, shifts: true,
  }),
  internship({
    lang: 'ca', audience: 'both', kind: 'advisory', areaId: AREA.finance,
    title: 'Pràctiques en assessoria fiscal i comptable',
    description: "Pràctiques al departament comptable i fiscal, amb una tutora que t'acompanyarà durant tot el període. Coneixeràs el dia a dia d'una assessoria i les obligacions de les pimes.",
    tasks: ['Registrar factures i conciliar comptes bancaris.', 'Preparar esborranys de declaracions trimestrals.', 'Arxivar i organitzar la documentació dels clients.'],
    fields: ['finance', 'business', 'economics', 'admin'], tags: ['finanzas'], grant: 500,
  }),
  internship({
    lang: 'es', audience: 'university', kind: 'advisory', areaId: AREA.legal,
    title: 'Prácticas en despacho jurídico',
    description: 'El despacho ofrece prácticas en las áreas civil, mercantil y laboral. Asistirás a los abogados en la preparación de escritos y acompañarás a juicios y reuniones con clientes.',
    tasks: ['Buscar y analizar jurisprudencia.', 'Redactar borradores de escritos y contratos.', 'Acompañar a los abogados en vistas y reuniones.'],
    fields: ['law'], tags: ['derecho'], grant: 500,
  }),
  internship({
    lang: 'ca', audience: 'both', kind: 'advisory', areaId: AREA.humanResources,
    title: 'Pràctiques en selecció i recursos humans',
    description: "Pràctiques a l'àrea de persones, que porta la selecció i la formació per a empreses clients. Participaràs en processos reals, des de la publicació de l'oferta fins a l'entrevista final.",
    tasks: ['Publicar ofertes i fer el primer filtratge de currículums.', 'Fer entrevistes telefòniques.', 'Donar suport en els plans de formació.'],
    fields: ['psychology', 'business', 'social', 'admin'], tags: ['recursos-humanos'], grant: 450,
  }),
  internship({
    lang: 'es', audience: 'both', kind: 'energy', areaId: AREA.engineering,
    title: 'Prácticas en ingeniería de energías renovables',
    description: 'Prácticas en la oficina técnica, que diseña instalaciones fotovoltaicas y de eficiencia energética. Participarás en proyectos reales y visitarás instalaciones en obra con los ingenieros.',
    tasks: ['Apoyar en el diseño y cálculo de instalaciones.', 'Preparar documentación técnica y presupuestos.', 'Visitar obras con el equipo técnico.'],
    fields: ['electronics', 'industrial', 'mechanical', 'environment'], tags: ['energias-renovables', 'ingenieria'], grant: 650,
    requirements: { drivingLicence: 'B' },
  }),
  internship({
    lang: 'ca', audience: 'university', kind: 'energy', areaId: AREA.quality,
    title: 'Pràctiques en gestió ambiental i sostenibilitat',
    description: "Pràctiques al departament de sostenibilitat, que calcula la petjada de carboni de l'empresa i dels seus clients. Aprendràs a aplicar metodologies reconegudes i a redactar informes de sostenibilitat.",
    tasks: ['Recollir i analitzar dades ambientals.', 'Calcular la petjada de carboni.', 'Col·laborar en informes de sostenibilitat.'],
    fields: ['environment', 'biology', 'agro', 'chemistry'], tags: ['sostenibilidad'], grant: 500,
  }),
  internship({
    lang: 'es', audience: 'both', kind: 'food', areaId: AREA.quality,
    title: 'Prácticas en control de calidad y seguridad alimentaria',
    description: 'Prácticas en el laboratorio y el departamento de calidad de nuestra planta. Aprenderás cómo se garantiza la seguridad alimentaria en una industria certificada.',
    tasks: ['Tomar muestras y hacer análisis fisicoquímicos.', 'Revisar los registros del plan APPCC.', 'Apoyar en la preparación de auditorías.'],
    fields: ['nutrition', 'lab', 'biology', 'agro', 'chemistry'], tags: ['agroalimentacion'], grant: 550,
  }),
  internship({
    lang: 'ca', audience: 'both', kind: 'logistics', areaId: AREA.purchasing,
    title: 'Pràctiques en planificació logística',
    description: "Pràctiques a l'oficina d'operacions, que planifica el transport i el magatzem. Aprendràs a fer servir un sistema de gestió de magatzem i a analitzar indicadors de servei.",
    tasks: ['Planificar rutes i càrregues.', 'Fer el seguiment dels enviaments i les incidències.', 'Preparar informes d\'indicadors.'],
    fields: ['logistics', 'business', 'industrial'], tags: ['logistica'], grant: 500,
  }),
  internship({
    lang: 'es', audience: 'vet', kind: 'logistics', areaId: AREA.engineering,
    title: 'Prácticas de mecánica de vehículos',
    description: 'El taller de nuestra flota ofrece formación en empresa para estudiantes de electromecánica. Aprenderás a diagnosticar y reparar furgonetas y camiones, incluidos vehículos eléctricos.',
    tasks: ['Apoyar en revisiones y mantenimiento preventivo.', 'Usar equipos de diagnosis.', 'Preparar vehículos para la ITV.'],
    fields: ['automotive', 'mechanical'], tags: ['logistica'], grant: 400,
  }),
  internship({
    lang: 'es', audience: 'both', kind: 'marketing', areaId: AREA.marketing,
    title: 'Prácticas en marketing digital y redes sociales',
    description: 'La agencia ofrece prácticas en el equipo de marketing digital, con clientes del turismo y la cultura. Aprenderás a planificar contenidos, gestionar campañas y medir resultados.',
    tasks: ['Crear y programar contenidos para redes sociales.', 'Apoyar en campañas de publicidad online.', 'Analizar métricas con Google Analytics.'],
    fields: ['marketing', 'journalism', 'design', 'business'], tags: ['marketing-digital', 'comunicacion'], grant: 500, remote: true,
    requirements: { software: [27] },
  }),
  internship({
    lang: 'ca', audience: 'university', kind: 'marketing', areaId: AREA.marketing,
    title: 'Pràctiques en comunicació audiovisual',
    description: "Pràctiques a l'equip audiovisual de l'agència, que produeix vídeos i pòdcasts per a marques i institucions. Participaràs en rodatges i en l'edició de peces reals.",
    tasks: ['Donar suport en la preproducció i els rodatges.', 'Editar vídeos i pòdcasts.', 'Preparar peces per a xarxes socials.'],
    fields: ['journalism', 'design'], tags: ['comunicacion', 'diseno'], grant: 450,
    requirements: { software: [24] },
  }),
  internship({
    lang: 'es', audience: 'university', kind: 'marketing', areaId: AREA.marketing,
    title: 'Prácticas de traducción y localización',
    description: 'Buscamos estudiantes para traducir y adaptar contenidos web y campañas de clientes internacionales. Trabajarás con herramientas de traducción asistida y con la revisión de una traductora sénior.',
    tasks: ['Traducir contenidos del inglés al español y al catalán.', 'Revisar y adaptar textos publicitarios.', 'Mantener glosarios y memorias de traducción.'],
    fields: ['translation', 'languages'], tags: ['idiomas', 'comunicacion'], grant: 450, remote: true,
    requirements: { languages: [ENGLISH_C1] },
  }),
  internship({
    lang: 'es', audience: 'university', kind: 'construction', areaId: AREA.engineering,
    title: 'Prácticas en oficina técnica de arquitectura',
    description: 'Prácticas en la oficina técnica, que prepara los proyectos de ejecución y el seguimiento de obra. Trabajarás con metodología BIM y visitarás obras con los jefes de obra.',
    tasks: ['Modelar en BIM y preparar planos.', 'Hacer mediciones y presupuestos.', 'Acompañar al equipo en las visitas de obra.'],
    fields: ['architecture', 'civil'], tags: ['ingenieria', 'diseno'], grant: 550,
    requirements: { software: [10] },
  }),
  internship({
    lang: 'ca', audience: 'university', kind: 'health', areaId: AREA.healthcare,
    title: 'Pràctiques de fisioteràpia en centre sociosanitari',
    description: "Pràctiques al servei de rehabilitació del centre, amb persones grans i persones amb dependència. Un fisioterapeuta de l'equip en farà la tutoria durant tot el període.",
    tasks: ['Participar en les valoracions funcionals.', 'Dirigir sessions de rehabilitació supervisades.', 'Registrar l\'evolució de les persones usuàries.'],
    fields: ['physio', 'sport', 'nursing'], tags: ['salud'], grant: 300,
  }),
  internship({
    lang: 'es', audience: 'university', kind: 'health', areaId: AREA.healthcare,
    title: 'Prácticas en psicología clínica',
    description: 'Prácticas en el servicio de psicología, que atiende a personas mayores y a sus familias. Participarás en valoraciones, talleres de estimulación cognitiva y grupos de apoyo.',
    tasks: ['Apoyar en valoraciones neuropsicológicas.', 'Dinamizar talleres de estimulación cognitiva.', 'Participar en las reuniones del equipo.'],
    fields: ['psychology'], tags: ['salud'], grant: 400,
  }),
  internship({
    lang: 'ca', audience: 'both', kind: 'health', areaId: AREA.healthcare,
    title: 'Pràctiques de laboratori clínic',
    description: "El laboratori d'anàlisis del grup ofereix pràctiques amb equips automatitzats i tècniques manuals. Aprendràs els circuits de mostres i el control de qualitat d'un laboratori acreditat.",
    tasks: ['Processar mostres sota supervisió.', 'Fer controls de qualitat.', 'Col·laborar en el manteniment dels equips.'],
    fields: ['lab', 'nursing', 'biology'], tags: ['salud', 'investigacion'], grant: 450,
  }),
  internship({
    lang: 'es', audience: 'university', kind: 'health', areaId: AREA.healthcare,
    title: 'Prácticas de nutrición y dietética',
    description: 'Prácticas en el servicio de cocina y dietética de nuestras residencias. Colaborarás en la planificación de menús adaptados y en la valoración nutricional de los residentes.',
    tasks: ['Planificar menús adaptados y dietas terapéuticas.', 'Hacer valoraciones nutricionales.', 'Formar al personal de cocina en alérgenos.'],
    fields: ['nutrition'], tags: ['salud'], grant: 400,
  }),
  internship({
    lang: 'ca', audience: 'both', kind: 'insurance', areaId: AREA.finance,
    title: 'Pràctiques en banca i assegurances',
    description: "Pràctiques a la corredoria, on coneixeràs el funcionament del mercat assegurador i l'atenció a empreses i particulars. Rebràs formació interna en productes i en normativa.",
    tasks: ['Preparar comparatives de pòlisses.', 'Gestionar sinistres amb les asseguradores.', 'Atendre clients per telèfon i correu electrònic.'],
    fields: ['finance', 'economics', 'business', 'math'], tags: ['finanzas', 'atencion-cliente'], grant: 600,
  }),
  internship({
    lang: 'es', audience: 'both', kind: 'retail', areaId: AREA.sales,
    title: 'Prácticas en gestión comercial y de tienda',
    description: 'Prácticas en nuestras tiendas y en la central, para conocer la gestión comercial de una cadena de supermercados. Rotarás por tienda, compras y marketing.',
    tasks: ['Apoyar en la gestión del surtido y las promociones.', 'Analizar ventas por tienda y familia.', 'Colaborar en la atención al cliente.'],
    fields: ['business', 'marketing', 'admin'], tags: ['atencion-cliente'], grant: 450,
  }),
  internship({
    lang: 'ca', audience: 'university', kind: 'biotech', areaId: AREA.research,
    title: 'Pràctiques de recerca en biotecnologia',
    description: "Pràctiques al laboratori de R+D d'una empresa emergent de diagnòstic molecular. També pots fer-hi el treball de fi de grau o de màster sobre un dels nostres projectes.",
    tasks: ['Fer assajos de PCR i electroforesi.', 'Preparar mostres i reactius.', 'Analitzar i documentar resultats.'],
    fields: ['biology', 'lab', 'chemistry'], tags: ['investigacion'], grant: 600,
    requirements: { languages: [ENGLISH_B2] },
  }),
  internship({
    lang: 'es', audience: 'both', kind: 'education', areaId: AREA.teaching,
    title: 'Prácticas de educación infantil',
    description: 'Prácticas en las aulas de nuestra escuela infantil, con una educadora tutora. Participarás en la vida del aula y en la preparación de propuestas de juego.',
    tasks: ['Acompañar al grupo en las rutinas diarias.', 'Preparar y dinamizar propuestas de juego.', 'Observar y documentar el desarrollo de los niños.'],
    fields: ['education'], tags: ['educacion'], grant: 350,
  }),
  internship({
    lang: 'ca', audience: 'university', kind: 'education', areaId: AREA.teaching,
    title: "Pràctiques d'atenció socioeducativa",
    description: "Pràctiques al programa de reforç escolar i lleure educatiu del centre, adreçat a infants i joves del barri. Treballaràs amb l'equip educatiu i amb les famílies.",
    tasks: ['Donar suport en les sessions de reforç escolar.', 'Dinamitzar activitats de lleure educatiu.', 'Participar en les reunions amb famílies.'],
    fields: ['social', 'education', 'psychology'], tags: ['educacion'], grant: 350,
  }),
  internship({
    lang: 'es', audience: 'both', kind: 'nautical', areaId: AREA.customerService,
    title: 'Prácticas en gestión de puerto deportivo',
    description: 'Prácticas en la oficina del puerto deportivo, que gestiona amarres y servicios para clientes de toda Europa. Practicarás idiomas y conocerás la gestión de una empresa náutica.',
    tasks: ['Atender a clientes en la oficina y en el pantalán.', 'Gestionar reservas de amarres y servicios.', 'Apoyar en la organización de regatas y eventos.'],
    fields: ['tourism', 'business', 'languages'], tags: ['turismo', 'idiomas'], grant: 500,
    requirements: { languages: [ENGLISH_B2] },
  }),
  internship({
    lang: 'ca', audience: 'vet', kind: 'energy', areaId: AREA.engineering,
    title: 'Pràctiques en automatització i manteniment industrial',
    description: "Formació en empresa a l'equip de manteniment, que programa autòmats i mantén instal·lacions elèctriques. Aprendràs a treballar amb seguretat i amb eines professionals.",
    tasks: ['Col·laborar en el muntatge de quadres elèctrics.', 'Donar suport en la programació d\'autòmats.', 'Fer manteniment preventiu supervisat.'],
    fields: ['electronics', 'mechanical', 'industrial'], tags: ['ingenieria'], grant: 450,
  }),
  internship({
    lang: 'ca', audience: 'vet', kind: 'advisory', areaId: AREA.finance,
    title: "Pràctiques d'administració i suport a la direcció",
    description: "Formació en empresa a l'àrea d'administració, on donaràs suport a la gerència i a l'equip comptable. Aprendràs a fer servir un programa de gestió i a tractar amb clients i proveïdors.",
    tasks: ['Registrar factures i cobraments.', 'Gestionar l\'agenda i la correspondència.', 'Atendre clients i proveïdors.'],
    fields: ['admin', 'business', 'languages'], tags: ['finanzas'], grant: 400,
  }),
];
