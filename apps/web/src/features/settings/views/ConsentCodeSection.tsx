import type { ConsentCode } from '@bp/api-schema';
import { CONSENT_CODE } from '@bp/domain';
import { useState } from 'react';
import { formatClock } from '../../../ui/figures';
import { createConsentCode } from './api';
import { ActionError, useAction } from './use-action';

/**
 * "Toestemmingscode": the investor lets a Stichting employee act on their behalf by reading out
 * a six-digit code, valid ten minutes and once (the way Dutch banks' helpdesks work).
 */
export function ConsentCodeSection() {
  const [code, setCode] = useState<ConsentCode | null>(null);
  const { busy, error, start } = useAction(async () => setCode(await createConsentCode()));
  return (
    <section className="card stack" aria-labelledby="toestemmingscode-titel">
      <h2 id="toestemmingscode-titel">Toestemmingscode</h2>
      <p>
        Belt u met een medewerker van de Stichting en wilt u dat die iets namens u regelt? Maak dan
        een code aan en lees die voor. Zonder code kan de medewerker alleen meekijken.
      </p>
      <p className="alert alert-info">
        <strong>Let op:</strong> lees de code alleen voor aan een medewerker van de Stichting met
        wie u op dat moment spreekt. Geef de code nooit per e-mail of aan iemand die u zelf belt of
        mailt.
      </p>
      <ActionError error={error} />
      <div role="status">
        {code ? (
          <>
            <p className="consent-code">{code.code}</p>
            <p>
              Geldig tot {formatClock(code.expiresAt)}, één keer te gebruiken (
              {CONSENT_CODE.validMinutes} minuten).
            </p>
          </>
        ) : null}
      </div>
      <p>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={start}>
          {code ? 'Nieuwe code aanmaken' : 'Code aanmaken'}
        </button>
      </p>
    </section>
  );
}
