import type { BrandId } from '@portal/shared/brands/brand-config';
import { ISLAND } from './catalogs/islands.ts';
import { PROVINCE } from './catalogs/provinces.ts';

export interface Place {
  locality: string;
  provinceId: number;
  islandId?: number;
  postalCode: string;
}

export interface Region {
  /** Language of the demo texts written for this institution (companies' descriptions, addresses). */
  language: 'ca' | 'es';
  /** Domain of the demo accounts' e-mails: example.org for generic, `<id>.example.org` for the others. */
  emailDomain: string;
  phonePrefix: string;
  /** Where companies are; the first places get more of them. */
  places: readonly Place[];
  streets: readonly string[];
}

const mallorca = (locality: string, postalCode: string): Place => ({ locality, postalCode, provinceId: PROVINCE.illesBalears, islandId: ISLAND.mallorca });

const CATALAN_STREETS = [
  'Carrer Major',
  'Carrer de Sant Miquel',
  "Passeig de l'Estació",
  'Avinguda del Mar',
  "Carrer de l'Església",
  'Carrer de la Indústria',
  'Plaça de la Vila',
  'Carrer del Comerç',
] as const;

export const REGIONS: Record<BrandId, Region> = {
  generic: {
    language: 'es',
    emailDomain: 'example.org',
    phonePrefix: '91',
    places: [
      { locality: 'Madrid', provinceId: PROVINCE.madrid, postalCode: '28010' },
      { locality: 'Barcelona', provinceId: PROVINCE.barcelona, postalCode: '08013' },
      { locality: 'Valencia', provinceId: PROVINCE.valencia, postalCode: '46004' },
      { locality: 'Sevilla', provinceId: PROVINCE.sevilla, postalCode: '41001' },
      { locality: 'Zaragoza', provinceId: PROVINCE.zaragoza, postalCode: '50004' },
      { locality: 'Bilbao', provinceId: PROVINCE.bizkaia, postalCode: '48001' },
      { locality: 'Málaga', provinceId: PROVINCE.malaga, postalCode: '29015' },
      mallorca('Palma', '07003'),
    ],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle de San Miguel', 'Paseo de la Estación', 'Calle del Comercio', 'Plaza de España', 'Calle de la Industria', 'Avenida del Puerto'],
  },
  uib: {
    language: 'ca',
    emailDomain: 'uib.example.org',
    phonePrefix: '971',
    places: [
      mallorca('Palma', '07002'),
      mallorca('Palma', '07007'),
      mallorca('Inca', '07300'),
      mallorca('Manacor', '07500'),
      { locality: 'Maó', provinceId: PROVINCE.illesBalears, islandId: ISLAND.menorca, postalCode: '07701' },
      { locality: 'Eivissa', provinceId: PROVINCE.illesBalears, islandId: ISLAND.eivissa, postalCode: '07800' },
      mallorca('Llucmajor', '07620'),
      { locality: 'Ciutadella de Menorca', provinceId: PROVINCE.illesBalears, islandId: ISLAND.menorca, postalCode: '07760' },
      mallorca('Alcúdia', '07400'),
      { locality: 'Sant Antoni de Portmany', provinceId: PROVINCE.illesBalears, islandId: ISLAND.eivissa, postalCode: '07820' },
      mallorca('Calvià', '07184'),
      { locality: 'Sant Francesc Xavier', provinceId: PROVINCE.illesBalears, islandId: ISLAND.formentera, postalCode: '07860' },
      mallorca('Sóller', '07100'),
    ],
    streets: CATALAN_STREETS,
  },
  udg: {
    language: 'ca',
    emailDomain: 'udg.example.org',
    phonePrefix: '972',
    places: [
      { locality: 'Girona', provinceId: PROVINCE.girona, postalCode: '17002' },
      { locality: 'Girona', provinceId: PROVINCE.girona, postalCode: '17003' },
      { locality: 'Figueres', provinceId: PROVINCE.girona, postalCode: '17600' },
      { locality: 'Olot', provinceId: PROVINCE.girona, postalCode: '17800' },
      { locality: 'Blanes', provinceId: PROVINCE.girona, postalCode: '17300' },
      { locality: 'Salt', provinceId: PROVINCE.girona, postalCode: '17190' },
      { locality: 'Palafrugell', provinceId: PROVINCE.girona, postalCode: '17200' },
      { locality: 'Banyoles', provinceId: PROVINCE.girona, postalCode: '17820' },
      { locality: 'Lloret de Mar', provinceId: PROVINCE.girona, postalCode: '17310' },
      { locality: 'Palamós', provinceId: PROVINCE.girona, postalCode: '17230' },
      { locality: 'Barcelona', provinceId: PROVINCE.barcelona, postalCode: '08018' },
    ],
    streets: CATALAN_STREETS,
  },
  urv: {
    language: 'ca',
    emailDomain: 'urv.example.org',
    phonePrefix: '977',
    places: [
      { locality: 'Tarragona', provinceId: PROVINCE.tarragona, postalCode: '43001' },
      { locality: 'Reus', provinceId: PROVINCE.tarragona, postalCode: '43201' },
      { locality: 'Tarragona', provinceId: PROVINCE.tarragona, postalCode: '43006' },
      { locality: 'Tortosa', provinceId: PROVINCE.tarragona, postalCode: '43500' },
      { locality: 'Valls', provinceId: PROVINCE.tarragona, postalCode: '43800' },
      { locality: 'Cambrils', provinceId: PROVINCE.tarragona, postalCode: '43850' },
      { locality: 'Salou', provinceId: PROVINCE.tarragona, postalCode: '43840' },
      { locality: 'El Vendrell', provinceId: PROVINCE.tarragona, postalCode: '43700' },
      { locality: 'Vila-seca', provinceId: PROVINCE.tarragona, postalCode: '43480' },
      { locality: 'Amposta', provinceId: PROVINCE.tarragona, postalCode: '43870' },
      { locality: 'Montblanc', provinceId: PROVINCE.tarragona, postalCode: '43400' },
    ],
    streets: CATALAN_STREETS,
  },
  uvic: {
    language: 'ca',
    emailDomain: 'uvic.example.org',
    phonePrefix: '93',
    places: [
      { locality: 'Vic', provinceId: PROVINCE.barcelona, postalCode: '08500' },
      { locality: 'Manresa', provinceId: PROVINCE.barcelona, postalCode: '08241' },
      { locality: 'Barcelona', provinceId: PROVINCE.barcelona, postalCode: '08029' },
      { locality: 'Manlleu', provinceId: PROVINCE.barcelona, postalCode: '08560' },
      { locality: 'Granollers', provinceId: PROVINCE.barcelona, postalCode: '08401' },
      { locality: 'Torelló', provinceId: PROVINCE.barcelona, postalCode: '08570' },
      { locality: 'Vic', provinceId: PROVINCE.barcelona, postalCode: '08500' },
      { locality: 'Sabadell', provinceId: PROVINCE.barcelona, postalCode: '08201' },
      { locality: 'Terrassa', provinceId: PROVINCE.barcelona, postalCode: '08221' },
      { locality: 'Mataró', provinceId: PROVINCE.barcelona, postalCode: '08301' },
    ],
    streets: CATALAN_STREETS,
  },
  fpcat: {
    language: 'ca',
    emailDomain: 'fpcat.example.org',
    phonePrefix: '93',
    places: [
      { locality: 'Barcelona', provinceId: PROVINCE.barcelona, postalCode: '08005' },
      { locality: "L'Hospitalet de Llobregat", provinceId: PROVINCE.barcelona, postalCode: '08902' },
      { locality: 'Badalona', provinceId: PROVINCE.barcelona, postalCode: '08911' },
      { locality: 'Girona', provinceId: PROVINCE.girona, postalCode: '17001' },
      { locality: 'Lleida', provinceId: PROVINCE.lleida, postalCode: '25001' },
      { locality: 'Tarragona', provinceId: PROVINCE.tarragona, postalCode: '43002' },
      { locality: 'Sabadell', provinceId: PROVINCE.barcelona, postalCode: '08202' },
      { locality: 'Mataró', provinceId: PROVINCE.barcelona, postalCode: '08302' },
      { locality: 'Terrassa', provinceId: PROVINCE.barcelona, postalCode: '08222' },
      { locality: 'Reus', provinceId: PROVINCE.tarragona, postalCode: '43202' },
    ],
    streets: CATALAN_STREETS,
  },
};

/** Cities of the offers abroad: country id (countries catalog) and locality. */
export const ABROAD: readonly { countryId: number; locality: Record<'ca' | 'es', string> }[] = [
  { countryId: 13, locality: { ca: 'Lió', es: 'Lyon' } },
  { countryId: 2, locality: { ca: 'Munic', es: 'Múnich' } },
  { countryId: 16, locality: { ca: 'Dublín', es: 'Dublín' } },
  { countryId: 24, locality: { ca: 'Lisboa', es: 'Lisboa' } },
  { countryId: 17, locality: { ca: 'Milà', es: 'Milán' } },
  { countryId: 22, locality: { ca: 'Amsterdam', es: 'Ámsterdam' } },
  { countryId: 28, locality: { ca: 'Londres', es: 'Londres' } },
];
