import escapeHtml from 'escape-html';
import type { MailMessage } from './mailer';

export interface MailContext {
  productName: string;
  publicUrl: string;
}

const SIGNATURE = ['Met vriendelijke groet,', '', 'Stichting Beleggersportaal'];

/** Plain text paragraphs with at most one link, rendered as both text and simple HTML. */
export function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link: string,
): MailMessage {
  const text = [...paragraphs.flatMap((p) => [p, '']), link, '', ...SIGNATURE].join('\n');
  const html = [
    '<!DOCTYPE html><html lang="nl"><body style="font-family: Arial, sans-serif; line-height: 1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${SIGNATURE.filter((line) => line !== '')
      .map(escapeHtml)
      .join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function confirmationMail(to: string, token: string, ctx: MailContext): MailMessage {
  const link = `${ctx.publicUrl}/account-bevestigen?token=${encodeURIComponent(token)}`;
  return compose(
    to,
    `Bevestig uw account bij ${ctx.productName}`,
    [
      'Geachte heer, mevrouw,',
      `U heeft een account aangemaakt bij ${ctx.productName}. Via de link hieronder bevestigt u uw e-mailadres en kiest u uw wachtwoord; daarna is uw account actief. De link is 48 uur geldig en werkt één keer.`,
      'Heeft u zelf geen account aangemaakt? Dan kunt u deze e-mail negeren.',
    ],
    link,
  );
}

export function alreadyRegisteredMail(to: string, ctx: MailContext): MailMessage {
  const link = `${ctx.publicUrl}/wachtwoord-vergeten`;
  return compose(
    to,
    `Aanmelding bij ${ctx.productName}`,
    [
      'Geachte heer, mevrouw,',
      `Er is geprobeerd een nieuw account aan te maken bij ${ctx.productName} met dit e-mailadres. Er bestaat al een account met dit adres, dus er is geen nieuw account aangemaakt.`,
      'Weet u uw wachtwoord niet meer? Stel dan een nieuw wachtwoord in via de link hieronder. Heeft u dit niet zelf gedaan? Dan kunt u deze e-mail negeren.',
    ],
    link,
  );
}

export function passwordResetMail(to: string, token: string, ctx: MailContext): MailMessage {
  const link = `${ctx.publicUrl}/wachtwoord-reset?token=${encodeURIComponent(token)}`;
  return compose(
    to,
    `Nieuw wachtwoord instellen voor ${ctx.productName}`,
    [
      'Geachte heer, mevrouw,',
      'U heeft gevraagd om een nieuw wachtwoord. Via de link hieronder stelt u een nieuw wachtwoord in. De link is 1 uur geldig en werkt één keer.',
      'Heeft u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
    ],
    link,
  );
}

export interface SignedMandateDetails {
  contractNumber: string;
  /** Already masked ("NL•• •••• •••• ••43 00"): a mail never carries the whole IBAN. */
  maskedIban: string;
  /** "€ 100,00" as the investor reads it, or null when the contract has no monthly deposit. */
  monthlyDeposit: string | null;
  collectionDay: number | null;
}

export function mandateSignedMail(
  to: string,
  details: SignedMandateDetails,
  ctx: MailContext,
): MailMessage {
  const collection =
    details.monthlyDeposit !== null && details.collectionDay !== null
      ? `Vanaf nu schrijven wij elke maand rond de ${details.collectionDay}e ${details.monthlyDeposit} af van rekening ${details.maskedIban}.`
      : `De machtiging geldt voor rekening ${details.maskedIban}.`;
  return compose(
    to,
    'Machtiging ondertekend',
    [
      'Geachte heer, mevrouw,',
      `U heeft de SEPA-machtiging voor uw maandelijkse inleg op contract ${details.contractNumber} ondertekend.`,
      collection,
      'Bent u het niet eens met een afschrijving? Dan kunt u die binnen 8 weken via uw bank laten terugboeken.',
    ],
    `${ctx.publicUrl}/mijn-investeringen`,
  );
}

export interface ReceivedPayment {
  /** "€ 1.234,56" */
  amount: string;
  contractNumber: string;
  /** The contract's gegevens page, where the investor follows the purchase. */
  contractId: number;
  firstDeposit: boolean;
}

export function paymentReceivedMail(
  to: string,
  payment: ReceivedPayment,
  ctx: MailContext,
): MailMessage {
  const link = `${ctx.publicUrl}/contractbeheer/${payment.contractId}/transacties`;
  const what = payment.firstDeposit ? 'de eerste inleg' : 'uw bijstorting';
  return compose(
    to,
    'Betaling ontvangen',
    [
      'Geachte heer, mevrouw,',
      `Wij hebben uw betaling van ${payment.amount} voor ${what} op contract ${payment.contractNumber} ontvangen. Dank u wel.`,
      'Het bedrag wordt belegd tegen de koers van de eerstvolgende waarderingsdatum van het fonds. Daarna ziet u de aangekochte participaties bij de transacties van uw contract.',
    ],
    link,
  );
}

export interface FailedCollection {
  /** "€ 100,00" */
  amount: string;
  contractNumber: string;
  /** The contract's history page, where the failure is recorded. */
  contractId: number;
  /** "maart 2026" */
  month: string;
  /** "onvoldoende saldo (AM04)" (sepaReasonText) */
  reason: string;
}

export function collectionFailedMail(
  to: string,
  collection: FailedCollection,
  ctx: MailContext,
): MailMessage {
  return compose(
    to,
    'Incasso mislukt',
    [
      'Geachte heer, mevrouw,',
      `De incasso van uw maandelijkse inleg van ${collection.amount} voor ${collection.month} op contract ${collection.contractNumber} is niet gelukt. De reden die uw bank opgeeft: ${collection.reason}.`,
      'Er is deze maand dus niets ingelegd. Wilt u het bedrag toch inleggen, dan kunt u een bijstorting doen. De volgende maand proberen wij het weer op de gebruikelijke dag.',
    ],
    `${ctx.publicUrl}/contractbeheer/${collection.contractId}/historie`,
  );
}

export interface ReversedCollection extends FailedCollection {
  /** Null when the deposit was not invested yet; else the date whose NAV sells its units back. */
  sellBackDate: string | null;
}

/** A paid monthly collection the investor's bank took back (SEPA Core refund). */
export function collectionReversedMail(
  to: string,
  collection: ReversedCollection,
  ctx: MailContext,
): MailMessage {
  return compose(
    to,
    'Incasso teruggeboekt',
    [
      'Geachte heer, mevrouw,',
      `Uw bank heeft de incasso van uw maandelijkse inleg van ${collection.amount} voor ${collection.month} op contract ${collection.contractNumber} teruggeboekt. De reden die uw bank opgeeft: ${collection.reason}.`,
      collection.sellBackDate === null
        ? 'Het bedrag was nog niet belegd: er worden geen participaties voor gekocht.'
        : `De participaties die voor dit bedrag waren gekocht, worden verkocht tegen de koers van ${collection.sellBackDate}.`,
      'Wilt u het bedrag toch inleggen, dan kunt u een bijstorting doen.',
    ],
    `${ctx.publicUrl}/contractbeheer/${collection.contractId}/historie`,
  );
}

export interface CreatedContract {
  contractNumber: string;
  contractId: number;
  /** "€ 5.000,00", or null when nothing is due now (a monthly deposit only). */
  amountDue: string | null;
}

/**
 * After an investment application: no personal data in the mail (no name, BSN, address or
 * IBAN), only the contract number and a link to the contract's documents behind the login,
 * where the contract confirmation (PDF) is.
 */
export function contractCreatedMail(
  to: string,
  contract: CreatedContract,
  ctx: MailContext,
): MailMessage {
  const next =
    contract.amountDue !== null
      ? `Uw contract wordt actief zodra wij de eerste inleg van ${contract.amountDue} hebben ontvangen. U kunt die met iDEAL betalen via Betaling afronden in het portaal.`
      : 'Uw maandelijkse inleg wordt afgeschreven zodra u de SEPA-machtiging heeft ondertekend.';
  return compose(
    to,
    `Uw contract ${contract.contractNumber} is aangemaakt`,
    [
      'Geachte heer, mevrouw,',
      `Wij hebben uw aanvraag ontvangen en contract ${contract.contractNumber} voor u aangemaakt.`,
      next,
      'De contractbevestiging staat bij de documenten van uw contract. Log in om haar te bekijken of te downloaden.',
    ],
    `${ctx.publicUrl}/contractbeheer/${contract.contractId}/documenten`,
  );
}

export interface ContractChangeMailDetails {
  contractNumber: string;
  contractId: number;
  /** What changed, as the changes page says it. */
  summary: string;
  /** "25 december 2026", or what the investor still has to do. */
  effective: string;
}

/** A change the investor made under wijzigen/{option}. */
export function contractChangedMail(
  to: string,
  details: ContractChangeMailDetails,
  ctx: MailContext,
): MailMessage {
  return compose(
    to,
    `Wijziging van contract ${details.contractNumber}`,
    [
      'Geachte heer, mevrouw,',
      `Wij hebben uw wijziging van contract ${details.contractNumber} ontvangen: ${details.summary}`,
      details.effective,
      'Heeft u deze wijziging niet zelf gedaan? Neem dan direct contact met ons op.',
    ],
    `${ctx.publicUrl}/contractbeheer/${details.contractId}/gegevens`,
  );
}
