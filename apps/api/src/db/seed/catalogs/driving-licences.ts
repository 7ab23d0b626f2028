import type { CatalogRow } from './types.ts';

type LicenceTuple = readonly [id: number, code: string, ca: string, es: string, en: string];

const ROWS: readonly LicenceTuple[] = [
  [1, 'AM', 'Ciclomotors', 'Ciclomotores', 'Mopeds'],
  [2, 'A1', 'Motocicletes lleugeres (fins a 125 cc)', 'Motocicletas ligeras (hasta 125 cc)', 'Light motorcycles (up to 125 cc)'],
  [3, 'A2', 'Motocicletes fins a 35 kW', 'Motocicletas hasta 35 kW', 'Motorcycles up to 35 kW'],
  [4, 'A', 'Motocicletes', 'Motocicletas', 'Motorcycles'],
  [5, 'B', 'Turismes', 'Turismos', 'Cars'],
  [6, 'BE', 'Turisme amb remolc', 'Turismo con remolque', 'Car with trailer'],
  [7, 'C1', 'Camions lleugers (fins a 7.500 kg)', 'Camiones ligeros (hasta 7.500 kg)', 'Light trucks (up to 7,500 kg)'],
  [8, 'C', 'Camions', 'Camiones', 'Trucks'],
  [9, 'CE', 'Camió amb remolc', 'Camión con remolque', 'Truck with trailer'],
  [10, 'D1', 'Minibusos (fins a 16 places)', 'Minibuses (hasta 16 plazas)', 'Minibuses (up to 16 seats)'],
  [11, 'D', 'Autobusos', 'Autobuses', 'Buses'],
  [12, 'DE', 'Autobús amb remolc', 'Autobús con remolque', 'Bus with trailer'],
];

/** Spanish driving licence classes; offers keep the `code` (e.g. requirements.drivingLicence = 'B'). */
export const DRIVING_LICENCES: readonly CatalogRow[] = ROWS.map(([id, code, ca, es, en]) => ({
  id,
  code,
  ca: `${code} - ${ca}`,
  es: `${code} - ${es}`,
  en: `${code} - ${en}`,
}));
