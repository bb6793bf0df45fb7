import escapeHtml from 'escape-html';
import { formatEuro } from '@bp/domain';
import type { SandboxPayment } from './sandbox-ideal-provider';

/** The outcomes Mollie's test mode offers, with our status for each. */
export const SANDBOX_OUTCOMES = [
  { status: 'paid', label: 'Betaald' },
  { status: 'failed', label: 'Mislukt' },
  { status: 'canceled', label: 'Geannuleerd' },
  { status: 'expired', label: 'Verlopen' },
] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number]['status'];

export const TEST_ENVIRONMENT_NOTICE = 'Testomgeving — er wordt geen echt geld afgeschreven';

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1a1a1a; }
  main { max-width: 28rem; margin: 0 auto; padding: 1rem; }
  .notice { background: #fff3cd; border: 2px solid #8a6d00; padding: .75rem 1rem; font-weight: 600; }
  h1 { font-size: 1.4rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
  fieldset { border: 0; padding: 0; margin: 1.5rem 0 0; display: grid; gap: .75rem; }
  legend { font-weight: 600; margin-bottom: .5rem; }
  button { font: inherit; min-height: 44px; padding: .5rem 1rem; border-radius: .375rem;
    border: 2px solid #1a1a1a; background: #fff; cursor: pointer; width: 100%; }
  button:focus-visible { outline: 3px solid #005fcc; outline-offset: 2px; }
  button[value="paid"] { background: #0b6b2e; border-color: #0b6b2e; color: #fff; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="notice" role="note">${TEST_ENVIRONMENT_NOTICE}</p>
${body}
</main>
</body>
</html>`;
}

/** The hosted checkout: the payment, and one button per outcome in one same-origin form. */
export function checkoutPage(payment: SandboxPayment): string {
  const buttons = SANDBOX_OUTCOMES.map(
    ({ status, label }) =>
      `<button type="submit" name="status" value="${status}">${label}</button>`,
  ).join('\n');
  return page(
    'iDEAL-betaling (testomgeving)',
    `<h1>iDEAL-betaling</h1>
<dl>
<dt>Omschrijving</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Bedrag</dt><dd>${escapeHtml(formatEuro(payment.amount))}</dd>
</dl>
<form method="post" action="">
<fieldset>
<legend>Kies de uitkomst van deze testbetaling</legend>
${buttons}
</fieldset>
</form>`,
  );
}

/** A checkout that was already completed (or never existed) offers nothing to choose. */
export function closedCheckoutPage(): string {
  return page(
    'iDEAL-betaling (testomgeving)',
    `<h1>iDEAL-betaling</h1>
<p>Deze betaling bestaat niet, is verlopen of is al afgerond.</p>`,
  );
}
