import type { StaffSurvey, SurveyDetail } from '@portal/shared';

/** A survey with a jump: "Sí" of question 1 jumps to question 3 (skipping 2); question 3 is free text. */
export const jumpSurvey: SurveyDetail = {
  idEncuesta: 7,
  urlAcceso: 'empleabilidad-demo',
  titulo: 'Tu situación laboral',
  descripcion: 'Cuatro preguntas como mucho.',
  anonima: false,
  destinatarios: 'Alumno',
  obligatoria: false,
  abierta: true,
  fechaInicio: '2026-11-01T00:00:00.000Z',
  fechaFin: '2026-12-31T00:00:00.000Z',
  textoRGPD: null,
  preguntas: [
    {
      idPregunta: 1,
      orden: 1,
      tipo: 'unica',
      texto: '¿Trabajas actualmente?',
      obligatoria: true,
      opciones: [
        { idOpcion: 11, texto: 'Sí', idPreguntaDestino: 3 },
        { idOpcion: 12, texto: 'No', idPreguntaDestino: null },
      ],
    },
    {
      idPregunta: 2,
      orden: 2,
      tipo: 'multiple',
      texto: '¿Qué te ayudaría?',
      obligatoria: false,
      opciones: [
        { idOpcion: 21, texto: 'Más prácticas', idPreguntaDestino: null },
        { idOpcion: 22, texto: 'Idiomas', idPreguntaDestino: null },
      ],
    },
    { idPregunta: 3, orden: 3, tipo: 'texto', texto: '¿Quieres añadir algo?', obligatoria: false, opciones: [] },
  ],
};

export const staffSurvey: StaffSurvey = {
  id: 7,
  urlAcceso: 'empleabilidad-demo',
  titulo: 'Tu situación laboral',
  destinatarios: 'Alumno',
  anonima: false,
  obligatoria: false,
  fechaInicio: '2026-11-01T00:00:00.000Z',
  fechaFin: '2026-12-31T00:00:00.000Z',
  abierta: true,
  respuestas: 0,
  descripcion: '',
  idioma: 'es',
  traducciones: { ca: { titulo: 'La teva situació laboral' } },
  idTitulacion: 5,
  tipoOferta: null,
  textoRGPD: null,
  preguntas: [{ idPregunta: 1, orden: 1, tipo: 'texto', texto: '¿Algo más?', traducciones: { ca: 'Alguna cosa més?' }, obligatoria: false, opciones: [] }],
};
