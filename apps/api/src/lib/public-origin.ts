import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * The origin put into links sent by e-mail. The Host header is used only when it is one of the institution
 * hosts we serve; anything else falls back to PUBLIC_URL, so a forged Host cannot redirect a reset link.
 */
export function publicOrigin(request: FastifyRequest, config: AppConfig): string {
  const host = request.hostname.toLowerCase();
  const known = host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost') || host in config.institutionHosts;
  if (known) return `${request.protocol}://${request.host}`;
  return config.publicUrl ?? `http://127.0.0.1:${config.port}`;
}

/**
 * The origin of links in mail sent outside a request (daily summaries, reminders): the institution's configured
 * host, else PUBLIC_URL.
 */
export function institutionOrigin(config: AppConfig, institutionId: string): string {
  const host = Object.entries(config.institutionHosts).find(([, id]) => id === institutionId)?.[0];
  if (host) return `${config.production ? 'https' : 'http'}://${host}`;
  return config.publicUrl ?? `http://127.0.0.1:${config.port}`;
}
