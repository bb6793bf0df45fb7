/**
 * Who hears of a 403 the server sent. The impersonation banner listens while it shows: a refusal
 * may mean the impersonation ended (lib/impersonation.ts asks the server). The HTTP client cannot
 * import that code, because it uses the client.
 */
export type RefusalListener = () => void;

let current: RefusalListener | null = null;

export function setRefusalListener(listener: RefusalListener): () => void {
  current = listener;
  return () => {
    if (current === listener) current = null;
  };
}

export function reportRefusal(): void {
  current?.();
}
