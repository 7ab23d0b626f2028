import { brands, type BrandConfig, type BrandFlags, type BrandId, type SessionUser } from '@portal/shared';
import type { PortalConfiguration } from '@/lib/brand';

export function brand(id: BrandId = 'generic', overrides: { flags?: Partial<BrandFlags> } & Partial<Omit<BrandConfig, 'flags'>> = {}): BrandConfig {
  const base = brands[id];
  return { ...base, ...overrides, flags: { ...base.flags, ...overrides.flags } };
}

export function configuration(marca: BrandConfig = brand(), overrides: Partial<Omit<PortalConfiguration, 'marca'>> = {}): PortalConfiguration {
  return {
    institucion: { id: marca.id, nombre: marca.name.es },
    marca,
    version: '3.4.2',
    mantenimiento: false,
    produccion: false,
    ...overrides,
  };
}

export const candidate: SessionUser = {
  id: 1,
  rol: 'Alumno',
  nombre: 'Laia',
  apellidos: 'Serra Puig',
  email: 'alumno@example.org',
  idioma: 'es',
};

export const companyContact: SessionUser = {
  id: 2,
  rol: 'Empresa',
  nombre: 'Marc',
  apellidos: 'Vidal',
  email: 'empresa@example.org',
  idioma: 'es',
  idEmpresa: 10,
  nombreEmpresa: 'Talleres Vidal SL',
};

export const staffMember: SessionUser = {
  id: 3,
  rol: 'Gestor',
  nombre: 'Núria',
  apellidos: 'Ferrer',
  email: 'gestor@example.org',
  idioma: 'es',
};

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with the claims the client reads (the server would verify the signature). */
export function makeToken(claims: { rol: SessionUser['rol']; exp?: number; [claim: string]: unknown }): string {
  const exp = claims.exp ?? Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', ...claims, exp })}.signature`;
}
