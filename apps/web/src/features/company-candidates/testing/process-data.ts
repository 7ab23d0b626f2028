import type { CompanyCandidateDatos, CompanyCandidacyItem, CompanyProcessDatos } from '@portal/shared';

export function candidacyItem(overrides: Partial<CompanyCandidacyItem> = {}): CompanyCandidacyItem {
  return {
    idCandidatura: 1,
    idAlumno: 50,
    nombre: 'Lucía Martín Ferrer',
    email: 'alumno@example.org',
    idEstado: 1,
    estado: 'Inscrita',
    motivo: null,
    textoMotivo: null,
    leida: false,
    fecha: '2026-11-20T10:00:00.000Z',
    fechaActualizacion: '2026-11-20T10:00:00.000Z',
    externa: false,
    ...overrides,
  };
}

export function processDatos(overrides: Partial<CompanyProcessDatos> = {}): CompanyProcessDatos {
  const items = overrides.items ?? [
    candidacyItem(),
    candidacyItem({ idCandidatura: 2, idAlumno: 51, nombre: 'Núria Col·lell Llull', email: 'candidata.llull@example.org', leida: true, idEstado: 4, estado: 'Entrevista' }),
    candidacyItem({ idCandidatura: 3, idAlumno: 52, nombre: 'Marcel·lí Font Vives', email: 'candidato.font@example.org', leida: true, idEstado: 17, estado: 'Descartada', motivo: 'Otro perfil' }),
  ];
  return {
    oferta: {
      idOferta: 273,
      urlOferta: 'desarrollador-a-frontend-react-9009',
      titulo: 'Desarrollador/a frontend (React)',
      referencia: 'OF-2026-D009',
      idPerfil: 1,
      estado: 'published',
      fechaPublicacion: '2026-11-20T09:00:00.000Z',
      fechaCaducidad: '2027-01-07',
    },
    contadores: {
      total: 3,
      noLeidos: 1,
      porEstado: [
        { idEstado: 1, estado: 'Inscrita', total: 1 },
        { idEstado: 4, estado: 'Entrevista', total: 1 },
        { idEstado: 17, estado: 'Descartada', total: 1 },
      ],
    },
    total: items.length,
    pagina: 1,
    porPagina: 25,
    items,
    ...overrides,
  };
}

export function candidateDatos(overrides: Partial<CompanyCandidateDatos['candidatura']> = {}, vecinos: CompanyCandidateDatos['vecinos'] = { anterior: null, siguiente: null, posicion: 1, total: 1 }): CompanyCandidateDatos {
  return {
    vecinos,
    candidatura: {
      ...candidacyItem({ leida: true }),
      movimientos: [
        { idEstado: 2, estado: 'En revisión' },
        { idEstado: 4, estado: 'Entrevista' },
        { idEstado: 17, estado: 'Descartada' },
      ],
      motivosRechazo: [
        { idMotivo: 1, descripcion: 'Experiencia profesional insuficiente para el puesto', paraCandidato: 'La empresa busca a alguien con más experiencia profesional para este puesto.', requiereTexto: false },
        { idMotivo: 3, descripcion: 'Se ha seleccionado a otra persona con un perfil más ajustado', paraCandidato: 'La empresa ha elegido a otra persona con un perfil más cercano al puesto.', requiereTexto: false },
        { idMotivo: 15, descripcion: 'Otros motivos', paraCandidato: 'La empresa te explica el motivo en su mensaje.', requiereTexto: true },
      ],
      historial: [{ idEstado: 1, estado: 'Inscrita', motivo: null, textoMotivo: null, fecha: '2026-11-20T10:00:00.000Z', deshecho: false }],
      deshacerHasta: null,
      ...overrides,
    },
    oferta: { idOferta: 273, urlOferta: 'desarrollador-a-frontend-react-9009', titulo: 'Desarrollador/a frontend (React)', referencia: 'OF-2026-D009', idPerfil: 1, estado: 'published' },
    cv: {
      idCandidato: 50,
      nombre: 'Lucía',
      apellido1: 'Martín Ferrer',
      apellido2: null,
      email: 'lucia.martin.ferrer@correo.example',
      movil: '612345678',
      localidad: 'Madrid',
      provincia: 'Madrid',
      estudios: [
        {
          id: 1,
          universitario: true,
          idTitulacion: 1001,
          titulo: 'Grado en Ingeniería Informática',
          centro: 'Escuela Politécnica Superior',
          nivel: 'grado',
          anioInicio: 2023,
          anioFin: null,
          finalizado: false,
          notaMedia: null,
          creditosSuperados: 120,
          creditosTotales: 240,
          curso: 3,
        },
      ],
      experiencias: [],
      idiomas: [{ id: 1, idIdioma: 3, idioma: 'Inglés', idNivel: 4, nivel: 'B2 (avanzado)', certificado: null }],
      competencias: [{ id: 1, nombre: 'Trabajo en equipo' }],
      programasInformaticos: [],
      intereses: [],
      sectoresInteres: [],
      presentacion: 'Estudiante de ingeniería con interés por el desarrollo web.',
      enlacePortfolio: null,
      profesional: { carnetsConducir: [], vehiculoPropio: false, disponibilidadViajar: true, disponibilidadTraslado: false, trabajandoActualmente: false },
      permisoTrabajo: false,
      nivelFormativo: null,
      documentos: [
        {
          id: 7,
          idTipo: 1,
          tipo: 'Currículum vitae',
          nombre: 'CV-Lucia.pdf',
          visibilidad: 'public',
          idOferta: null,
          urlOferta: null,
          tituloOferta: null,
          url: null,
          fecha: '2026-10-01',
          fichero: { idFichero: 'f-7', nombre: 'CV-Lucia.pdf', extension: 'pdf', tamano: 2048 },
        },
      ],
      idFicheroImagen: null,
      validadoPorServicio: true,
    },
  };
}
