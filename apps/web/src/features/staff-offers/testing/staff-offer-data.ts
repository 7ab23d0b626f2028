import type { OfferDetail, StaffOfferItem } from '@portal/shared';

/** An offer of the back office's list, with what a test cares about overridden. */
export const staffOffer = (over: Partial<StaffOfferItem> = {}): StaffOfferItem => ({
  idOferta: 41,
  urlAcceso: 'comercial-junior-1041',
  referencia: 'OF-2026-0041',
  titulo: 'Comercial junior',
  idEmpresa: 7,
  empresa: 'Nova Tech',
  idPerfil: 1,
  estado: 'pendiente',
  observaciones: null,
  fechaCreacion: '2026-11-20T10:00:00.000Z',
  fechaPublicacion: null,
  fechaDestacada: null,
  fechaCaducidad: '19/01/2027',
  gestor: null,
  plazas: 1,
  candidaturas: 0,
  copiaDe: null,
  ...over,
});

/** The offer as candidates will read it (dameOfertaGestor's `detalle`). */
export const candidateView = (titulo: string): OfferDetail =>
  ({
    urlAcceso: 'comercial-junior-1041', urlOferta: 'comercial-junior-1041', idOferta: 41, referencia: 'OF-2026-0041', titulo, idPerfil: 1,
    textoPerfilOferta: 'Empleo', empresa: 'Nova Tech', idProvincia: 7, provincia: 'Illes Balears', isla: null, localidad: 'Palma', pais: 'España',
    fecha: '20/11/2026', fechaDestacada: null, fechaCaducidad: '19/01/2027', caducada: false, caducaPronto: false, idContrato: 1, contrato: 'Indefinido',
    salario: 21000, salarioMaximo: null, ayudaMensual: null, modalidad: 'presencial', plazas: 1, etiquetas: [], tfgTfm: false, internacional: false,
    inscripcionExterna: false, inscrito: false, estado: 'pendiente', descripcion: 'Venta de soluciones a empresas.', tareas: null, horario: 'Mañanas',
    horasDia: null, fechaInicio: null, fechaFin: null, duracionMeses: null, dedicacion: null, remuneracionOtra: null, sector: null, areaFuncional: null,
    campus: null, programa: null, enlaceInscripcion: null, empresaOculta: false, datosEmpresa: null, titulaciones: [], requisitos: [],
    programasInformaticos: [], documentacionNecesaria: [], candidatura: null,
  }) as unknown as OfferDetail;
