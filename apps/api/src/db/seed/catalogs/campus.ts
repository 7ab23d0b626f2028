import type { BrandId } from '@portal/shared/brands/brand-config';
import { ISLAND } from './islands.ts';
import { PROVINCE } from './provinces.ts';
import { INSTITUTION_ID_BASE, type CatalogRow } from './types.ts';

export interface CampusRow extends CatalogRow {
  extra: { locality: string; provinceId: number; islandId?: number };
}

type CampusSpec = Omit<CampusRow, 'id'>;

function campus(code: string, ca: string, es: string, en: string, extra: CampusRow['extra']): CampusSpec {
  return { code, ca, es, en, extra };
}

function numbered(institution: BrandId, specs: readonly CampusSpec[]): readonly CampusRow[] {
  return specs.map((s, index) => ({ ...s, id: INSTITUTION_ID_BASE[institution] + index + 1 }));
}

/** Catalog 'campus', per institution (for the vocational network: its main centres). */
export const CAMPUS: Record<BrandId, readonly CampusRow[]> = {
  generic: numbered('generic', [
    campus('central', 'Campus Central', 'Campus Central', 'Main Campus', { locality: 'Madrid', provinceId: PROVINCE.madrid }),
    campus('tecnologico', 'Campus Tecnològic', 'Campus Tecnológico', 'Technology Campus', { locality: 'Barcelona', provinceId: PROVINCE.barcelona }),
    campus('salud', 'Campus de Ciències de la Salut', 'Campus de Ciencias de la Salud', 'Health Sciences Campus', { locality: 'Valencia', provinceId: PROVINCE.valencia }),
  ]),
  uib: numbered('uib', [
    campus('campus-palma', 'Campus universitari (Palma)', 'Campus universitario (Palma)', 'University campus (Palma)', { locality: 'Palma', provinceId: PROVINCE.illesBalears, islandId: ISLAND.mallorca }),
    campus('sa-riera', 'Edifici Sa Riera (Palma)', 'Edificio Sa Riera (Palma)', 'Sa Riera building (Palma)', { locality: 'Palma', provinceId: PROVINCE.illesBalears, islandId: ISLAND.mallorca }),
    campus('seu-menorca', 'Seu universitària de Menorca', 'Sede universitaria de Menorca', 'Menorca university centre', { locality: 'Alaior', provinceId: PROVINCE.illesBalears, islandId: ISLAND.menorca }),
    campus('seu-eivissa', "Seu universitària d'Eivissa i Formentera", 'Sede universitaria de Ibiza y Formentera', 'Ibiza and Formentera university centre', { locality: 'Eivissa', provinceId: PROVINCE.illesBalears, islandId: ISLAND.eivissa }),
  ]),
  udg: numbered('udg', [
    campus('barri-vell', 'Campus Barri Vell', 'Campus Barri Vell', 'Barri Vell Campus', { locality: 'Girona', provinceId: PROVINCE.girona }),
    campus('montilivi', 'Campus Montilivi', 'Campus Montilivi', 'Montilivi Campus', { locality: 'Girona', provinceId: PROVINCE.girona }),
    campus('centre', 'Campus Centre', 'Campus Centre', 'Centre Campus', { locality: 'Girona', provinceId: PROVINCE.girona }),
    campus('parc-cientific', 'Campus del Parc Científic i Tecnològic', 'Campus del Parque Científico y Tecnológico', 'Science and Technology Park Campus', { locality: 'Girona', provinceId: PROVINCE.girona }),
  ]),
  urv: numbered('urv', [
    campus('catalunya', 'Campus Catalunya', 'Campus Catalunya', 'Catalunya Campus', { locality: 'Tarragona', provinceId: PROVINCE.tarragona }),
    campus('sescelades', 'Campus Sescelades', 'Campus Sescelades', 'Sescelades Campus', { locality: 'Tarragona', provinceId: PROVINCE.tarragona }),
    campus('bellissens', 'Campus Bellissens', 'Campus Bellissens', 'Bellissens Campus', { locality: 'Reus', provinceId: PROVINCE.tarragona }),
    campus('terres-ebre', "Campus Terres de l'Ebre", "Campus Terres de l'Ebre", "Terres de l'Ebre Campus", { locality: 'Tortosa', provinceId: PROVINCE.tarragona }),
    campus('baix-penedes', 'Campus Baix Penedès', 'Campus Baix Penedès', 'Baix Penedès Campus', { locality: 'El Vendrell', provinceId: PROVINCE.tarragona }),
  ]),
  uvic: numbered('uvic', [
    campus('miramarges', 'Campus Miramarges (Vic)', 'Campus Miramarges (Vic)', 'Miramarges Campus (Vic)', { locality: 'Vic', provinceId: PROVINCE.barcelona }),
    campus('torre-frares', 'Campus Torre dels Frares (Vic)', 'Campus Torre dels Frares (Vic)', 'Torre dels Frares Campus (Vic)', { locality: 'Vic', provinceId: PROVINCE.barcelona }),
    campus('manresa', 'Campus Manresa', 'Campus Manresa', 'Manresa Campus', { locality: 'Manresa', provinceId: PROVINCE.barcelona }),
    campus('barcelona', 'Campus Barcelona', 'Campus Barcelona', 'Barcelona Campus', { locality: 'Barcelona', provinceId: PROVINCE.barcelona }),
  ]),
  fpcat: numbered('fpcat', [
    campus('escola-treball', 'Institut Escola del Treball de Barcelona', 'Institut Escola del Treball de Barcelona', 'Escola del Treball Institute (Barcelona)', { locality: 'Barcelona', provinceId: PROVINCE.barcelona }),
    campus('tecnologic-barcelona', 'Institut Tecnològic de Barcelona', 'Institut Tecnològic de Barcelona', 'Barcelona Technology Institute', { locality: 'Barcelona', provinceId: PROVINCE.barcelona }),
    campus('montilivi', 'Institut Montilivi (Girona)', 'Institut Montilivi (Girona)', 'Montilivi Institute (Girona)', { locality: 'Girona', provinceId: PROVINCE.girona }),
    campus('pere-martell', 'Institut Pere Martell (Tarragona)', 'Institut Pere Martell (Tarragona)', 'Pere Martell Institute (Tarragona)', { locality: 'Tarragona', provinceId: PROVINCE.tarragona }),
    campus('lleida', 'Institut Escola del Treball de Lleida', 'Institut Escola del Treball de Lleida', 'Escola del Treball Institute (Lleida)', { locality: 'Lleida', provinceId: PROVINCE.lleida }),
  ]),
};
