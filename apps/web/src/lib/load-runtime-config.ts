import { runtimeConfigCheck } from './contract-checks';
import { HttpError, UnreadableResponseError, request } from './http';
import { RuntimeConfigError, setRuntimeConfig, type RuntimeConfig } from './runtime-config';

/** Start-up failures are told in words of their own: the app (and its error catalogue) is not there yet. */
function startupError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error instanceof UnreadableResponseError) {
    return new RuntimeConfigError('De configuratie van het portaal is ongeldig.', { cause: error });
  }
  const status = error.isNetworkError ? '' : ` (status ${error.status})`;
  return new RuntimeConfigError(
    `De configuratie van het portaal kon niet worden geladen${status}.`,
    { cause: error },
  );
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let config: RuntimeConfig;
  try {
    // On the page's own origin: the API base is what this file says.
    config = await request('GET', '/config.json', runtimeConfigCheck, {
      base: '',
      cache: 'no-store',
      errorCatalogue: false,
    });
  } catch (error) {
    throw startupError(error);
  }
  setRuntimeConfig(config);
  return config;
}
