import { createHmac } from 'node:crypto';

/**
 * The sandbox's stand-ins for Twikey's API key (signs webhooks) and website key (signs exit
 * URLs). Derived from the server's JWT secret, which comes from the configuration or is
 * generated into DATA_DIR on first start (jwt-secret.ts): never in the repository, stable across
 * restarts, and one derivation per purpose so neither key reveals the secret or the other key.
 */
export interface SandboxMandateKeys {
  apiKey: string;
  websiteKey: string;
}

export function sandboxMandateKeys(jwtSecret: string): SandboxMandateKeys {
  const derive = (purpose: string) =>
    createHmac('sha256', jwtSecret).update(`sandbox-mandates:${purpose}`).digest('hex');
  return { apiKey: derive('webhook'), websiteKey: derive('exit-url') };
}
