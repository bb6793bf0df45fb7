import escapeHtml from 'escape-html';
import { maskIban } from '@bp/domain';
import type { MandateState } from '../providers/mandate-provider';
import {
  SANDBOX_MANDATE_PATH,
  sandboxChoicesFor,
  type SandboxChoice,
  type SandboxMandateRecord,
} from './sandbox-mandate-provider';

/** Who collects: the creditor named on the mandate. */
export const SANDBOX_CREDITOR = 'Stichting Beleggersportaal';

const STATE_TEXT: Record<MandateState, string> = {
  prepared: 'Wacht op ondertekening',
  signed: 'Ondertekend',
  cancelled: 'Geannuleerd',
  suspended: 'Opgeschort',
};

const BUTTON_TEXT: Record<SandboxChoice, string> = {
  ondertekenen: 'Ondertekenen',
  annuleren: 'Annuleren',
  opschorten: 'Opschorten (als schuldeiser)',
  intrekken: 'Intrekken (als schuldeiser)',
};

// Inline styles only (the CSP allows them, and no script): the page must stand on its own.
const STYLE = `
  body { margin: 0; font-family: system-ui, Arial, sans-serif; line-height: 1.5; color: #1b1b1b; background: #f4f4f4; }
  .test { margin: 0; background: #8a1c00; color: #fff; padding: 0.75rem 1rem; font-weight: 700; text-align: center; }
  main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
  .card { background: #fff; border: 1px solid #c4c4c4; border-radius: 0.5rem; padding: 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  dl { margin: 0 0 1rem; } dt { font-weight: 700; } dd { margin: 0 0 0.75rem; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button { font: inherit; min-height: 2.75rem; padding: 0.5rem 1.25rem; border-radius: 0.375rem; border: 2px solid #0b4f8a; cursor: pointer; flex: 1 1 10rem; }
  button.primary { background: #0b4f8a; color: #fff; }
  button.secondary { background: #fff; color: #0b4f8a; }
  button:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
`;

function layout(title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Testomgeving</title>
<style>${STYLE}</style>
</head>
<body>
<p class="test" role="note">Testomgeving: dit is geen echte machtiging en er wordt geen geld afgeschreven.</p>
<main>
<div class="card">
${content}
</div>
</main>
</body>
</html>`;
}

/** The hosted signing page, as Twikey would show it: creditor, debtor, masked IBAN, choices. */
export function sandboxMandatePage(record: SandboxMandateRecord): string {
  const choices = sandboxChoicesFor(record.state);
  const buttons = choices
    .map(
      (choice, index) =>
        `<button type="submit" name="keuze" value="${choice}" class="${index === 0 ? 'primary' : 'secondary'}">${BUTTON_TEXT[choice]}</button>`,
    )
    .join('\n');
  const form =
    choices.length === 0
      ? '<p>Deze machtiging kan niet meer worden gewijzigd.</p>'
      : `<form method="post" action="${SANDBOX_MANDATE_PATH}/${escapeHtml(record.mandateNumber)}">
<div class="actions">
${buttons}
</div>
</form>`;
  return layout(
    'SEPA-machtiging',
    `<h1>SEPA-machtiging ondertekenen</h1>
<p>Met deze machtiging geeft u toestemming om uw maandelijkse inleg automatisch van uw rekening af te schrijven.</p>
<dl>
<dt>Schuldeiser</dt><dd>${SANDBOX_CREDITOR}</dd>
<dt>Rekeninghouder</dt><dd>${escapeHtml(record.debtorName)}</dd>
<dt>IBAN</dt><dd>${escapeHtml(maskIban(record.iban))}</dd>
<dt>Machtigingskenmerk</dt><dd>${escapeHtml(record.mandateNumber)}</dd>
<dt>Status</dt><dd>${STATE_TEXT[record.state]}</dd>
</dl>
${form}`,
  );
}

export function sandboxMessagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
