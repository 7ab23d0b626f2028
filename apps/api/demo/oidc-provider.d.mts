export interface OidcAccount {
  login: string;
  password: string;
  claims: { sub: string } & Record<string, unknown>;
}
export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}
export function startOidcProvider(options: { port?: number; accounts: OidcAccount[]; clients: OidcClient[]; hint?: string }): Promise<{ issuer: string; close(): Promise<void> }>;
