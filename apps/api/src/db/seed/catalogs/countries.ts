import type { CatalogRow } from './types.ts';
import { SPAIN_COUNTRY_ID } from '@portal/shared';

/** Spain is id 1: the forms switch to the province list when the country is 1 (spec 1 §5). */
export const SPAIN_ID = SPAIN_COUNTRY_ID;

type CountryTuple = readonly [id: number, iso: string, ca: string, es: string, en: string];

/** The 28 countries the spec counts as EU (spec 2 §9 "Non-EU: outside the 28 countries"): the EU-27 plus the UK. */
const EU: readonly CountryTuple[] = [
  [1, 'ES', 'Espanya', 'España', 'Spain'],
  [2, 'DE', 'Alemanya', 'Alemania', 'Germany'],
  [3, 'AT', 'Àustria', 'Austria', 'Austria'],
  [4, 'BE', 'Bèlgica', 'Bélgica', 'Belgium'],
  [5, 'BG', 'Bulgària', 'Bulgaria', 'Bulgaria'],
  [6, 'CY', 'Xipre', 'Chipre', 'Cyprus'],
  [7, 'HR', 'Croàcia', 'Croacia', 'Croatia'],
  [8, 'DK', 'Dinamarca', 'Dinamarca', 'Denmark'],
  [9, 'SK', 'Eslovàquia', 'Eslovaquia', 'Slovakia'],
  [10, 'SI', 'Eslovènia', 'Eslovenia', 'Slovenia'],
  [11, 'EE', 'Estònia', 'Estonia', 'Estonia'],
  [12, 'FI', 'Finlàndia', 'Finlandia', 'Finland'],
  [13, 'FR', 'França', 'Francia', 'France'],
  [14, 'GR', 'Grècia', 'Grecia', 'Greece'],
  [15, 'HU', 'Hongria', 'Hungría', 'Hungary'],
  [16, 'IE', 'Irlanda', 'Irlanda', 'Ireland'],
  [17, 'IT', 'Itàlia', 'Italia', 'Italy'],
  [18, 'LV', 'Letònia', 'Letonia', 'Latvia'],
  [19, 'LT', 'Lituània', 'Lituania', 'Lithuania'],
  [20, 'LU', 'Luxemburg', 'Luxemburgo', 'Luxembourg'],
  [21, 'MT', 'Malta', 'Malta', 'Malta'],
  [22, 'NL', 'Països Baixos', 'Países Bajos', 'Netherlands'],
  [23, 'PL', 'Polònia', 'Polonia', 'Poland'],
  [24, 'PT', 'Portugal', 'Portugal', 'Portugal'],
  [25, 'CZ', 'República Txeca', 'República Checa', 'Czech Republic'],
  [26, 'RO', 'Romania', 'Rumanía', 'Romania'],
  [27, 'SE', 'Suècia', 'Suecia', 'Sweden'],
  [28, 'GB', 'Regne Unit', 'Reino Unido', 'United Kingdom'],
];

const NON_EU: readonly CountryTuple[] = [
  [29, 'AD', 'Andorra', 'Andorra', 'Andorra'],
  [30, 'MA', 'Marroc', 'Marruecos', 'Morocco'],
  [31, 'US', 'Estats Units', 'Estados Unidos', 'United States'],
  [32, 'AR', 'Argentina', 'Argentina', 'Argentina'],
  [33, 'CO', 'Colòmbia', 'Colombia', 'Colombia'],
  [34, 'MX', 'Mèxic', 'México', 'Mexico'],
  [35, 'CN', 'Xina', 'China', 'China'],
  [36, 'EC', 'Equador', 'Ecuador', 'Ecuador'],
  [37, 'VE', 'Veneçuela', 'Venezuela', 'Venezuela'],
  [38, 'PE', 'Perú', 'Perú', 'Peru'],
  [39, 'CH', 'Suïssa', 'Suiza', 'Switzerland'],
  [40, 'NO', 'Noruega', 'Noruega', 'Norway'],
  [41, 'IS', 'Islàndia', 'Islandia', 'Iceland'],
  [42, 'UA', 'Ucraïna', 'Ucrania', 'Ukraine'],
  [43, 'RU', 'Rússia', 'Rusia', 'Russia'],
  [44, 'DZ', 'Algèria', 'Argelia', 'Algeria'],
  [45, 'SN', 'Senegal', 'Senegal', 'Senegal'],
  [46, 'BR', 'Brasil', 'Brasil', 'Brazil'],
  [47, 'CL', 'Xile', 'Chile', 'Chile'],
  [48, 'BO', 'Bolívia', 'Bolivia', 'Bolivia'],
  [49, 'UY', 'Uruguai', 'Uruguay', 'Uruguay'],
  [50, 'PY', 'Paraguai', 'Paraguay', 'Paraguay'],
  [51, 'CU', 'Cuba', 'Cuba', 'Cuba'],
  [52, 'DO', 'República Dominicana', 'República Dominicana', 'Dominican Republic'],
  [53, 'CA', 'Canadà', 'Canadá', 'Canada'],
  [54, 'JP', 'Japó', 'Japón', 'Japan'],
  [55, 'IN', 'Índia', 'India', 'India'],
  [56, 'PK', 'Pakistan', 'Pakistán', 'Pakistan'],
  [57, 'PH', 'Filipines', 'Filipinas', 'Philippines'],
  [58, 'AU', 'Austràlia', 'Australia', 'Australia'],
  [59, 'TR', 'Turquia', 'Turquía', 'Türkiye'],
  [60, 'GQ', 'Guinea Equatorial', 'Guinea Ecuatorial', 'Equatorial Guinea'],
  [61, 'NG', 'Nigèria', 'Nigeria', 'Nigeria'],
  [62, 'GE', 'Geòrgia', 'Georgia', 'Georgia'],
  [63, 'KR', 'Corea del Sud', 'Corea del Sur', 'South Korea'],
  [64, 'AE', 'Emirats Àrabs Units', 'Emiratos Árabes Unidos', 'United Arab Emirates'],
  [65, 'TN', 'Tunísia', 'Túnez', 'Tunisia'],
  [66, 'HN', 'Hondures', 'Honduras', 'Honduras'],
  [67, 'GT', 'Guatemala', 'Guatemala', 'Guatemala'],
  [68, 'CR', 'Costa Rica', 'Costa Rica', 'Costa Rica'],
  [69, 'PA', 'Panamà', 'Panamá', 'Panama'],
  [70, 'NI', 'Nicaragua', 'Nicaragua', 'Nicaragua'],
  [71, 'SV', 'El Salvador', 'El Salvador', 'El Salvador'],
  [72, 'MD', 'Moldàvia', 'Moldavia', 'Moldova'],
  [73, 'AL', 'Albània', 'Albania', 'Albania'],
  [74, 'RS', 'Sèrbia', 'Serbia', 'Serbia'],
  [75, 'BA', 'Bòsnia i Hercegovina', 'Bosnia y Herzegovina', 'Bosnia and Herzegovina'],
  [76, 'GH', 'Ghana', 'Ghana', 'Ghana'],
  [77, 'MR', 'Mauritània', 'Mauritania', 'Mauritania'],
  [78, 'GM', 'Gàmbia', 'Gambia', 'Gambia'],
  [79, 'CV', 'Cap Verd', 'Cabo Verde', 'Cape Verde'],
  [80, 'EG', 'Egipte', 'Egipto', 'Egypt'],
];

const toRow =
  (eu: boolean) =>
  ([id, iso, ca, es, en]: CountryTuple): CatalogRow => ({ id, code: iso, ca, es, en, extra: { eu } });

export const COUNTRIES: readonly CatalogRow[] = [...EU.map(toRow(true)), ...NON_EU.map(toRow(false))];
