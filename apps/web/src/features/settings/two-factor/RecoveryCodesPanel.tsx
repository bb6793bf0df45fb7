import { useState } from 'react';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  onDone: () => void;
}

export const RECOVERY_CODES_FILE = 'herstelcodes-beleggersportaal.txt';

/** The codes as the text file and the clipboard get them. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Herstelcodes voor tweestapsverificatie (Beleggersportaal)',
    'Elke code werkt één keer. Bewaar ze op een veilige plek.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The ten recovery codes, shown this once: advice to keep them safe, and a way to copy or
 * download them as text.
 */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const [copied, setCopied] = useState<'ja' | 'nee' | null>(null);
  const text = recoveryCodesText(codes);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('ja');
    } catch {
      setCopied('nee');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="stack" aria-labelledby="herstelcodes-titel">
      <p className="alert alert-success" role="status">
        Tweestapsverificatie staat aan.
      </p>
      <h3 id="herstelcodes-titel">Uw herstelcodes</h3>
      <p>
        Heeft u uw telefoon niet bij de hand, dan logt u in met een van deze codes. Elke code werkt
        één keer. <strong>Wij tonen ze alleen nu:</strong> bewaar ze op een veilige plek,
        bijvoorbeeld in een wachtwoordmanager of op papier, niet op dezelfde telefoon als uw
        authenticator-app.
      </p>
      <ol className="recovery-codes" aria-label="Herstelcodes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-actions">
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          Kopiëren
        </button>
        <button type="button" className="btn btn-secondary" onClick={download}>
          Downloaden als tekstbestand
        </button>
      </div>
      <p role="status" className="muted">
        {copied === 'ja' && 'De herstelcodes zijn gekopieerd.'}
        {copied === 'nee' && 'Kopiëren lukte niet; selecteer de codes en kopieer ze zelf.'}
      </p>
      <p>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          Ik heb mijn herstelcodes bewaard
        </button>
      </p>
    </div>
  );
}
