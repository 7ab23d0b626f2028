import type { OfferDetail, OfferSummary } from '@portal/shared';

/** An offer of the list as the API answers it, with the fields a test cares about overridden. */
export function offerSummary(overrides: Partial<OfferSummary> = {}): OfferSummary {
  return {
    urlAcceso: 'desarrollador-backend-9001',
    referencia: 'OF-2026-0001',
    titulo: 'Desarrollador/a backend junior',
    idPerfil: 1,
    textoPerfilOferta: 'Empleo',
    empresa: 'Innovación Digital Ibérica',
    idProvincia: 28,
    provincia: 'Madrid',
    isla: null,
    localidad: 'Madrid',
    pais: 'España',
    fecha: '20/11/2026',
    fechaDestacada: null,
    fechaCaducidad: '31/12/2026',
    caducada: false,
    caducaPronto: false,
    idContrato: 1,
    contrato: 'Indefinido',
    salario: 24000,
    salarioMaximo: 29000,
    ayudaMensual: null,
    modalidad: 'presencial',
    plazas: 1,
    etiquetas: ['Desarrollo web'],
    tfgTfm: false,
    internacional: false,
    inscripcionExterna: false,
    inscrito: false,
    ...overrides,
  };
}

/** A whole offer as dameOferta answers it. */
export function offerDetail(overrides: Partial<OfferDetail> = {}): OfferDetail {
  const summary = offerSummary(overrides);
  return {
    ...summary,
    urlOferta: summary.urlAcceso,
    idOferta: 9004,
    estado: 'publicada',
    descripcion: 'Proyecto estable para una entidad financiera.',
    tareas: null,
    horario: 'Jornada completa, de lunes a viernes',
    horasDia: 8,
    fechaInicio: null,
    fechaFin: null,
    duracionMeses: null,
    dedicacion: 100,
    remuneracionOtra: null,
    sector: 'Tecnologías de la información',
    areaFuncional: 'Informática y sistemas',
    campus: null,
    programa: null,
    enlaceInscripcion: null,
    empresaOculta: false,
    datosEmpresa: { nombre: 'Innovación Digital Ibérica', descripcion: 'Consultora tecnológica.', web: 'https://www.idi.example', localidad: 'Madrid', sector: 'TIC' },
    titulaciones: [{ id: 1001, nombre: 'Grado en Ingeniería Informática', requerida: true, nivel: 'grado', idArea: 5, area: 'Ingeniería y Arquitectura' }],
    requisitos: [],
    programasInformaticos: [],
    documentacionNecesaria: [],
    candidatura: null,
    ...overrides,
  };
}
