import { Suspense, lazy, useState } from 'react';
import { logout } from '../../lib/session';

export const LOGOUT_QUESTION = 'Weet u zeker dat u wilt uitloggen?';

// The dialog's code is fetched when the user heads for the button, not with the first page.
const loadConfirmDialog = () => import('../../ui/ConfirmDialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));

function preload() {
  void loadConfirmDialog();
}

/** "Uitloggen", after confirmation in an alert dialog. */
export function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-secondary header-button"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setAsking(true)}
      >
        Uitloggen
      </button>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={LOGOUT_QUESTION}
            busy={busy}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
