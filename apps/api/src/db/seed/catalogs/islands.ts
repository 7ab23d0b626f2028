import { PROVINCE } from './provinces.ts';
import type { CatalogRow } from './types.ts';

export const ISLAND = {
  mallorca: 1,
  menorca: 2,
  eivissa: 3,
  formentera: 4,
} as const;

/** Islands of the three island provinces; `parentId` is the province. */
export const ISLANDS: readonly CatalogRow[] = [
  { id: ISLAND.mallorca, code: 'mallorca', parentId: PROVINCE.illesBalears, ca: 'Mallorca', es: 'Mallorca', en: 'Majorca' },
  { id: ISLAND.menorca, code: 'menorca', parentId: PROVINCE.illesBalears, ca: 'Menorca', es: 'Menorca', en: 'Minorca' },
  { id: ISLAND.eivissa, code: 'eivissa', parentId: PROVINCE.illesBalears, ca: 'Eivissa', es: 'Ibiza', en: 'Ibiza' },
  { id: ISLAND.formentera, code: 'formentera', parentId: PROVINCE.illesBalears, ca: 'Formentera', es: 'Formentera', en: 'Formentera' },
  { id: 5, code: 'gran-canaria', parentId: PROVINCE.lasPalmas, ca: 'Gran Canària', es: 'Gran Canaria', en: 'Gran Canaria' },
  { id: 6, code: 'lanzarote', parentId: PROVINCE.lasPalmas, ca: 'Lanzarote', es: 'Lanzarote', en: 'Lanzarote' },
  { id: 7, code: 'fuerteventura', parentId: PROVINCE.lasPalmas, ca: 'Fuerteventura', es: 'Fuerteventura', en: 'Fuerteventura' },
  { id: 8, code: 'la-graciosa', parentId: PROVINCE.lasPalmas, ca: 'La Graciosa', es: 'La Graciosa', en: 'La Graciosa' },
  { id: 9, code: 'tenerife', parentId: PROVINCE.santaCruzDeTenerife, ca: 'Tenerife', es: 'Tenerife', en: 'Tenerife' },
  { id: 10, code: 'la-palma', parentId: PROVINCE.santaCruzDeTenerife, ca: 'La Palma', es: 'La Palma', en: 'La Palma' },
  { id: 11, code: 'la-gomera', parentId: PROVINCE.santaCruzDeTenerife, ca: 'La Gomera', es: 'La Gomera', en: 'La Gomera' },
  { id: 12, code: 'el-hierro', parentId: PROVINCE.santaCruzDeTenerife, ca: 'El Hierro', es: 'El Hierro', en: 'El Hierro' },
];
