import { SPAIN_ID } from './countries.ts';
import type { CatalogRow } from './types.ts';

/** Ids of the provinces the seed and the island lists refer to (INE codes). */
export const PROVINCE = {
  illesBalears: 7,
  barcelona: 8,
  girona: 17,
  lleida: 25,
  madrid: 28,
  lasPalmas: 35,
  santaCruzDeTenerife: 38,
  sevilla: 41,
  tarragona: 43,
  valencia: 46,
  bizkaia: 48,
  zaragoza: 50,
  malaga: 29,
} as const;

type ProvinceTuple = readonly [ine: number, ca: string, es: string, en: string];

/** The 52 Spanish provinces (50 plus Ceuta and Melilla), id = INE province code. */
const ROWS: readonly ProvinceTuple[] = [
  [1, 'Àlaba', 'Araba/Álava', 'Álava'],
  [2, 'Albacete', 'Albacete', 'Albacete'],
  [3, 'Alacant', 'Alicante/Alacant', 'Alicante'],
  [4, 'Almeria', 'Almería', 'Almería'],
  [5, 'Àvila', 'Ávila', 'Ávila'],
  [6, 'Badajoz', 'Badajoz', 'Badajoz'],
  [7, 'Illes Balears', 'Illes Balears', 'Balearic Islands'],
  [8, 'Barcelona', 'Barcelona', 'Barcelona'],
  [9, 'Burgos', 'Burgos', 'Burgos'],
  [10, 'Càceres', 'Cáceres', 'Cáceres'],
  [11, 'Cadis', 'Cádiz', 'Cádiz'],
  [12, 'Castelló', 'Castellón/Castelló', 'Castellón'],
  [13, 'Ciudad Real', 'Ciudad Real', 'Ciudad Real'],
  [14, 'Còrdova', 'Córdoba', 'Córdoba'],
  [15, 'la Corunya', 'A Coruña', 'A Coruña'],
  [16, 'Conca', 'Cuenca', 'Cuenca'],
  [17, 'Girona', 'Girona', 'Girona'],
  [18, 'Granada', 'Granada', 'Granada'],
  [19, 'Guadalajara', 'Guadalajara', 'Guadalajara'],
  [20, 'Guipúscoa', 'Gipuzkoa', 'Gipuzkoa'],
  [21, 'Huelva', 'Huelva', 'Huelva'],
  [22, 'Osca', 'Huesca', 'Huesca'],
  [23, 'Jaén', 'Jaén', 'Jaén'],
  [24, 'Lleó', 'León', 'León'],
  [25, 'Lleida', 'Lleida', 'Lleida'],
  [26, 'La Rioja', 'La Rioja', 'La Rioja'],
  [27, 'Lugo', 'Lugo', 'Lugo'],
  [28, 'Madrid', 'Madrid', 'Madrid'],
  [29, 'Màlaga', 'Málaga', 'Málaga'],
  [30, 'Múrcia', 'Murcia', 'Murcia'],
  [31, 'Navarra', 'Navarra', 'Navarre'],
  [32, 'Ourense', 'Ourense', 'Ourense'],
  [33, 'Astúries', 'Asturias', 'Asturias'],
  [34, 'Palència', 'Palencia', 'Palencia'],
  [35, 'Las Palmas', 'Las Palmas', 'Las Palmas'],
  [36, 'Pontevedra', 'Pontevedra', 'Pontevedra'],
  [37, 'Salamanca', 'Salamanca', 'Salamanca'],
  [38, 'Santa Cruz de Tenerife', 'Santa Cruz de Tenerife', 'Santa Cruz de Tenerife'],
  [39, 'Cantàbria', 'Cantabria', 'Cantabria'],
  [40, 'Segòvia', 'Segovia', 'Segovia'],
  [41, 'Sevilla', 'Sevilla', 'Seville'],
  [42, 'Sòria', 'Soria', 'Soria'],
  [43, 'Tarragona', 'Tarragona', 'Tarragona'],
  [44, 'Terol', 'Teruel', 'Teruel'],
  [45, 'Toledo', 'Toledo', 'Toledo'],
  [46, 'València', 'Valencia/València', 'Valencia'],
  [47, 'Valladolid', 'Valladolid', 'Valladolid'],
  [48, 'Biscaia', 'Bizkaia', 'Biscay'],
  [49, 'Zamora', 'Zamora', 'Zamora'],
  [50, 'Saragossa', 'Zaragoza', 'Zaragoza'],
  [51, 'Ceuta', 'Ceuta', 'Ceuta'],
  [52, 'Melilla', 'Melilla', 'Melilla'],
];

const WITH_ISLANDS: ReadonlySet<number> = new Set([PROVINCE.illesBalears, PROVINCE.lasPalmas, PROVINCE.santaCruzDeTenerife]);

/** `extra.islands` drives `/api/dominios/esProvinciaConIslas/{province}` and the island field of the offer form. */
export const PROVINCES: readonly CatalogRow[] = ROWS.map(([id, ca, es, en]) => ({
  id,
  code: String(id).padStart(2, '0'),
  parentId: SPAIN_ID,
  ca,
  es,
  en,
  extra: WITH_ISLANDS.has(id) ? { islands: true } : {},
}));
