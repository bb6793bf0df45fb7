import type { RecoveryCodes, TwoFactorSetup } from '@bp/api-schema';
import { useState } from 'react';
import { errorMessages } from '../../../lib/http';
import { useAppStore } from '../../../lib/store';
import { startTwoFactor } from './api';
import { DisableTwoFactorForm } from './DisableTwoFactorForm';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorSetupForm } from './TwoFactorSetupForm';
import './two-factor.css';

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: RecoveryCodes['recoveryCodes'] }
  | { kind: 'disabling' };

/** Tells the store (and so the sale and IBAN forms) whether the code is asked. */
function rememberTwoFactor(enabled: boolean) {
  useAppStore.setState((state) =>
    state.user ? { user: { ...state.user, twoFactorEnabled: enabled } } : {},
  );
}

/**
 * Tweestapsverificatie on the wachtwoord page: off → "Aanzetten" → QR code and secret → first
 * code → the recovery codes, once; on → its state and "Uitzetten" (password and code).
 */
export function TwoFactorSection() {
  const enabled = useAppStore((state) => state.user?.twoFactorEnabled === true);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [startError, setStartError] = useState<string[]>([]);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    setStartError([]);
    setNotice(null);
    try {
      setStage({ kind: 'setup', setup: await startTwoFactor() });
    } catch (error) {
      setStartError(errorMessages(error));
    } finally {
      setStarting(false);
    }
  };

  let body;
  if (stage.kind === 'setup') {
    body = (
      <TwoFactorSetupForm
        setup={stage.setup}
        onConfirmed={({ recoveryCodes }) => {
          rememberTwoFactor(true);
          setStage({ kind: 'codes', codes: recoveryCodes });
        }}
        onCancel={() => setStage({ kind: 'idle' })}
      />
    );
  } else if (stage.kind === 'codes') {
    body = <RecoveryCodesPanel codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />;
  } else if (stage.kind === 'disabling') {
    body = (
      <DisableTwoFactorForm
        onDisabled={() => {
          rememberTwoFactor(false);
          setStage({ kind: 'idle' });
          setNotice('Tweestapsverificatie staat uit.');
        }}
        onCancel={() => setStage({ kind: 'idle' })}
      />
    );
  } else if (enabled) {
    body = (
      <>
        <p>
          <strong>Tweestapsverificatie staat aan.</strong> Bij het inloggen, een verkoop en een
          nieuwe tegenrekening vragen wij naast uw wachtwoord een code uit uw authenticator-app.
        </p>
        <p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setNotice(null);
              setStage({ kind: 'disabling' });
            }}
          >
            Uitzetten
          </button>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p>
          <strong>Tweestapsverificatie staat uit.</strong> Zet het aan voor extra bescherming: bij
          het inloggen, een verkoop en een nieuwe tegenrekening vragen wij dan naast uw wachtwoord
          een code uit een authenticator-app op uw telefoon.
        </p>
        {startError.length > 0 && (
          <div className="alert alert-error" role="alert">
            {startError.join(' ')}
          </div>
        )}
        <p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={starting}
            onClick={() => void start()}
          >
            Aanzetten
          </button>
        </p>
      </>
    );
  }

  return (
    <section className="card stack" aria-labelledby="tweestapsverificatie">
      <h2 id="tweestapsverificatie">Tweestapsverificatie</h2>
      {notice && (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      )}
      {body}
    </section>
  );
}
