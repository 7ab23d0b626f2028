import { brands, type BrandConfig, type CvDatos, type FieldRule } from '@portal/shared';
import type { Domains } from '@/lib/reference-data';
import { configuration, brand } from '@/testing/test-data';
import { ok, type ApiHandler } from '@/testing/api-server';

/** The demo candidate's CV as the API answers it (trimmed to what the tests look at). */
export function cvFixture(overrides: Partial<CvDatos> = {}): CvDatos {
  return {
    email: 'alumno@example.org',
    datosPersonales: {
      nombre: 'Lucía',
      apellido1: 'Martín',
      apellido2: null,
      tipoDocumento: 'dni',
      documento: '12345678Z',
      fechaNacimiento: '2005-05-14',
      genero: 'mujer',
      emailPersonal: 'lucia@correo.example',
      emailEstudiante: 'lmartin@estudiants.example.org',
      movil: '612 345 678',
      telefonoFijo: null,
      direccion: 'Calle Mayor, 12',
      codigoPostal: '28010',
      localidad: 'Madrid',
      idProvincia: 28,
      provincia: 'Madrid',
      idPais: 1,
      pais: 'España',
      iban: 'ES8021000418424502000513',
      numeroSeguridadSocial: '281234567840',
      nacionalidades: [{ id: 1, nombre: 'España' }],
      idProvinciaNacimiento: 28,
      provinciaNacimiento: 'Madrid',
      discapacidad: false,
      boletin: false,
      idIdioma: 2,
      idioma: 'Castellano',
    },
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
        notaMedia: 2.6,
        creditosSuperados: 150,
        creditosTotales: 240,
        curso: 3,
        oculto: false,
        fechaBaja: null,
      },
      {
        id: 2,
        universitario: false,
        idTitulacion: null,
        titulo: 'Bachillerato de Ciencias',
        centro: 'IES Ramiro de Maeztu',
        nivel: 'nivelOtros',
        anioInicio: 2021,
        anioFin: 2023,
        finalizado: true,
        notaMedia: null,
        creditosSuperados: null,
        creditosTotales: null,
        curso: null,
        oculto: false,
        fechaBaja: null,
      },
    ],
    experiencias: [
      {
        id: 1,
        puesto: 'Monitora de campamentos',
        empresa: 'Asociación Código Joven',
        idSector: 13,
        sector: 'Educación y formación',
        idArea: null,
        area: null,
        idTipoContrato: 2,
        tipoContrato: 'Temporal',
        subtipoContrato: null,
        fechaInicio: '2025-07-01',
        fechaFin: '2025-08-31',
        idProvincia: 28,
        provincia: 'Madrid',
        enlace: null,
        descripcion: 'Talleres de programación.',
        adjunto: { idFichero: 'f-1', nombre: 'certificado.pdf', extension: 'pdf', tamano: 52_000, url: '/api/Alumno/fichero/f-1' },
      },
    ],
    idiomas: [
      { id: 1, idIdioma: 2, idioma: 'Castellano', idNivel: 7, nivel: 'Lengua materna', certificado: null },
      { id: 3, idIdioma: 3, idioma: 'Inglés', idNivel: 4, nivel: 'B2 (avanzado)', certificado: 'Cambridge B2 First' },
    ],
    intereses: [{ id: 1, nombre: 'Desarrollo web' }],
    sectoresInteres: [{ id: 9, nombre: 'Tecnologías de la información' }],
    programasInformaticos: [{ id: 17, nombre: 'JavaScript / TypeScript' }],
    competencias: [{ id: 1, nombre: 'Trabajo en equipo' }],
    presentacion: 'Estudiante de ingeniería.',
    enlacePortfolio: 'https://github.com/lucia-demo',
    profesional: {
      carnetsConducir: [{ codigo: 'B', nombre: 'B - Turismos' }],
      vehiculoPropio: false,
      disponibilidadViajar: false,
      disponibilidadTraslado: true,
      trabajandoActualmente: false,
    },
    permisoTrabajo: false,
    idPeriodoPreferencia: 3,
    periodoPreferencia: 'Verano',
    busquedaActivaPracticas: true,
    busquedaActivaTrabajo: true,
    idNivelFormativo: 3,
    nivelFormativo: 'Bachillerato',
    documentos: [
      {
        id: 1,
        idTipo: 1,
        tipo: 'Currículum vitae',
        nombre: 'CV Lucía',
        visibilidad: 'public',
        idOferta: null,
        urlOferta: null,
        tituloOferta: null,
        url: null,
        fichero: { idFichero: 'f-2', nombre: 'cv-lucia.pdf', extension: 'pdf', tamano: 2032, url: '/api/Alumno/fichero/f-2' },
        fecha: '2026-03-02T10:00:00.000Z',
      },
    ],
    urlImagenPerfil: null,
    validadoPorServicio: true,
    idIdioma: 2,
    fechaCreacion: '2025-07-25T12:00:00.000Z',
    fechaActualizacion: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const item = (id: number, nombre: string, codigo: string | null = null, idPadre: number | null = null) => ({ id, nombre, codigo, idPadre, atributos: {} });

export function domainsFixture(): Domains {
  const empty = {
    paises: [item(1, 'España', 'ES'), item(2, 'Alemania', 'DE'), item(30, 'Marruecos', 'MA')],
    provincias: [item(7, 'Illes Balears', '07', 1), item(8, 'Barcelona', '08', 1), item(28, 'Madrid', '28', 1)],
    islas: [item(1, 'Mallorca', 'mallorca', 7)],
    sectores: [item(9, 'Tecnologías de la información'), item(13, 'Educación y formación'), item(18, 'Investigación y desarrollo')],
    areasFuncionales: [item(1, 'Administración y finanzas'), item(5, 'Informática')],
    tiposContrato: [item(1, 'Indefinido'), item(2, 'Temporal')],
    tiposDocumento: [item(1, 'Currículum vitae'), item(3, 'Expediente académico'), item(11, 'Otros')],
    estadosCandidatura: [],
    motivosRechazo: [],
    idiomas: [item(1, 'Catalán', 'ca'), item(2, 'Castellano', 'es'), item(3, 'Inglés', 'en'), item(4, 'Francés', 'fr')],
    nivelesIdioma: [item(1, 'A1 (acceso)', 'A1'), item(4, 'B2 (avanzado)', 'B2'), item(7, 'Lengua materna', 'nativo')],
    programasInformaticos: [],
    tagsInteres: [],
    competencias: [item(1, 'Trabajo en equipo'), item(2, 'Comunicación'), item(3, 'Resolución de problemas')],
    carnetsConducir: [item(1, 'AM - Ciclomotores', 'AM'), item(5, 'B - Turismos', 'B'), item(8, 'C - Camiones', 'C')],
    periodosPracticas: [item(1, 'Primer semestre'), item(3, 'Verano')],
    nivelesFormativos: [item(3, 'Bachillerato'), item(6, 'Grado universitario')],
    areasTitulaciones: [],
    titulaciones: [],
    programas: [],
    campus: [],
  };
  return empty;
}

/** The brand with some personal-data rules changed (e.g. the DNI editable, a field hidden). */
export function brandWithPersonalRules(rules: Record<string, FieldRule>): BrandConfig {
  const base = brand();
  return { ...base, fields: { ...base.fields, datosPersonales: { ...brands.generic.fields.datosPersonales, ...rules } } };
}

export const editable: FieldRule = { visible: true, editable: true, required: false };
export const hidden: FieldRule = { visible: false, editable: false, required: false };

/** The reads the CV page makes, answered with the fixtures; `overrides` adds or replaces routes. */
export function cvApi(cv: CvDatos = cvFixture(), overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    'GET /api/Alumno/dameCvUsuario': ok(cv),
    'GET /api/Dominios/dominios/es': ok(domainsFixture()),
    'GET /api/Dominios/dominios/ca': ok(domainsFixture()),
    'GET /api/Dominios/TagsInteresAlumno': ok([
      { id: 1, nombre: 'Desarrollo web' },
      { id: 2, nombre: 'Inteligencia artificial' },
      { id: 3, nombre: 'Análisis de datos' },
    ]),
    'GET /api/Dominios/ProgramasInformaticos': ok([
      { id: 15, nombre: 'Python' },
      { id: 17, nombre: 'JavaScript / TypeScript' },
    ]),
    'GET /api/Dominios/titulaciones/es': ok([
      { id: 1001, nombre: 'Grado en Ingeniería Informática', codigo: null, nivel: 'grado', idArea: 5, creditos: 240, masterDosAnios: false },
      { id: 1010, nombre: 'Máster en Ciencia de Datos', codigo: null, nivel: 'postgrado', idArea: 5, creditos: 90, masterDosAnios: false },
    ]),
    'GET /api/Alumno/documentacionDeProcesosSolicitada': ok([
      {
        idOferta: 40,
        urlOferta: 'analista-40',
        titulo: 'Analista programador/a',
        completa: false,
        documentos: [{ idTipo: 3, tipo: 'Expediente académico', aportado: false }],
      },
    ]),
    ...overrides,
  };
}

export const cvConfiguration = (marca: BrandConfig = brand()) => configuration(marca);
