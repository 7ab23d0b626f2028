import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_SIGN_IN_DAYS } from './known-sign-ins.ts';

/**
 * The "known device" cookie: a random id, unguessable, that lets a browser which signed in to an account before
 * pass the per-account limit on failed sign-ins. HttpOnly (no script reads it), SameSite=Strict and limited to the
 * API's paths; the database keeps only its hash, per account.
 */
export const DEVICE_COOKIE = 'portal_device';
const ID = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device id, or a new one when it sent none (or something that is not one). */
export function deviceOf(request: FastifyRequest): string {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && ID.test(value)) return value;
  }
  return crypto.randomBytes(32).toString('base64url');
}

/** Sets (or renews) the cookie once the device proved it belongs to the account. */
export function keepDevice(reply: FastifyReply, id: string, secure: boolean): void {
  const attributes = [`${DEVICE_COOKIE}=${id}`, 'Path=/api', `Max-Age=${KNOWN_SIGN_IN_DAYS * 24 * 3600}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  void reply.header('set-cookie', attributes.join('; '));
}
