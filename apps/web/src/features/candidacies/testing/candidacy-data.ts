import type { CandidacyItem } from '@portal/shared';

/** A candidacy of my lists as the API answers it, with the fields a test cares about overridden. */
export function candidacyItem(overrides: Partial<CandidacyItem> = {}): CandidacyItem {
  return {
    urlAcceso: 'desarrollador-frontend-9009',
    titulo: 'Desarrollador/a frontend (React)',
    empresa: 'Innovación Digital Ibérica',
    idPerfil: 1,
    idEstado: 1,
    estado: 'Inscrita',
    motivo: null,
    textoMotivo: null,
    fecha: '20/11/2026',
    fechaActualizacion: '20/11/2026',
    externa: false,
    ofertaAbierta: true,
    preinscripcion: false,
    puedeDesinscribirse: true,
    ...overrides,
  };
}
