import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig, BrandTheme } from '@portal/shared';

/** What /api/Publico/configuracion says about this host's institution, its brand and the service state. */
export interface PortalConfiguration {
  institucion: { id: string; nombre: string };
  marca: BrandConfig;
  version: string;
  mantenimiento: boolean;
  produccion: boolean;
  /** The institution's single sign-on is on: the candidates' login offers it. */
  accesoUnico?: boolean;
}

const BrandContext = createContext<PortalConfiguration | null>(null);

export function BrandProvider({ configuration, children }: { configuration: PortalConfiguration; children: ReactNode }) {
  return <BrandContext.Provider value={configuration}>{children}</BrandContext.Provider>;
}

export function usePortalConfiguration(): PortalConfiguration {
  const value = useContext(BrandContext);
  if (!value) throw new Error('usePortalConfiguration outside BrandProvider');
  return value;
}

export function useBrand(): BrandConfig {
  return usePortalConfiguration().marca;
}

const themeVariables: Record<keyof BrandTheme, string> = {
  primary: '--brand-primary',
  primaryContrast: '--brand-primary-contrast',
  secondary: '--brand-secondary',
  accent: '--brand-accent',
  headerBackground: '--brand-header-bg',
  headerText: '--brand-header-text',
  footerBackground: '--brand-footer-bg',
  footerText: '--brand-footer-text',
};

/** Relative luminance of a #rrggbb colour (WCAG 2), 0 black to 1 white; null for other notations. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Brand theming: the colours of `marca.theme` become CSS custom properties on <html>. `data-header-tone` says
 * whether the brand's header is light, so dark mode can keep a logo drawn for a light header legible.
 */
export function applyBrandTheme(theme: BrandTheme, root: HTMLElement = document.documentElement): void {
  for (const [key, variable] of Object.entries(themeVariables) as [keyof BrandTheme, string][]) {
    root.style.setProperty(variable, theme[key]);
  }
  root.dataset.headerTone = (luminance(theme.headerBackground) ?? 1) > 0.5 ? 'light' : 'dark';
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
}
