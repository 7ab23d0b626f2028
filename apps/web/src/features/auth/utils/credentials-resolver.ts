import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@portal/shared';
import type { z } from 'zod';

/** User and password as the contract's login call checks them; fetched by the login form on first use. */
export const credentialsSchema = loginBody.pick({ usuario: true, password: true });
export type Credentials = z.output<typeof credentialsSchema>;
export type CredentialsInput = z.input<typeof credentialsSchema>;

export const credentialsResolver = zodResolver(credentialsSchema);
