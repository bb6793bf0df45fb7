/**
 * What the HTTP client forgets when the server says the session is gone (a 401). Start-up
 * registers `clearClientSession` (lib/session-end.ts); the client cannot import it, because that
 * code stops the health check, and the health check uses the client.
 */
export type SessionEndHandler = () => Promise<void>;

const forgetNothing: SessionEndHandler = () => Promise.resolve();
let current: SessionEndHandler = forgetNothing;

export function setSessionEndHandler(handler: SessionEndHandler): () => void {
  current = handler;
  return () => {
    if (current === handler) current = forgetNothing;
  };
}

export function endClientSession(): Promise<void> {
  return current();
}
