import type { QuestionnaireData, StatementKeyValue } from '@bp/api-schema';
import { STATEMENT_AGREEMENT_MESSAGES, STATEMENT_KEYS } from '@bp/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CheckboxField, FormErrorSummary, SubmitButton } from '../../ui/form';

export const AGREE_TO_STATEMENT = 'Ga akkoord met deze verklaring om verder te gaan.';

/** What to show under a statement (its hint), by statement key. */
export type StatementHints = Partial<Record<StatementKeyValue, ReactNode>>;

interface StatementsViewProps {
  statements: QuestionnaireData['statements'];
  hints?: StatementHints;
  agreed: Record<StatementKeyValue, boolean>;
  onAgree: (key: StatementKeyValue, value: boolean) => void;
  /** Problems from the server or with the answers, shown above the statements. */
  problems: readonly string[];
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

const fieldId = (key: StatementKeyValue) => `verklaring-${key}`;

/** The statements the investor must agree to before the answers are scored. */
export function StatementsView({
  statements,
  hints,
  agreed,
  onAgree,
  problems,
  busy,
  onBack,
  onSubmit,
}: StatementsViewProps) {
  const [triedOnce, setTriedOnce] = useState(0);
  const missing = STATEMENT_KEYS.filter((key) => !agreed[key]);
  const showMissing = triedOnce > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length > 0) {
      setTriedOnce((count) => count + 1);
      return;
    }
    onSubmit();
  };

  const summary = [
    ...problems.map((message) => ({ message })),
    ...(showMissing
      ? missing.map((key) => ({
          message: STATEMENT_AGREEMENT_MESSAGES[key],
          fieldId: fieldId(key),
        }))
      : []),
  ];

  return (
    <form className="form stack" noValidate onSubmit={submit}>
      <h3 className="questionnaire-heading">Verklaringen</h3>
      <p>Lees de verklaringen en geef aan dat u ermee akkoord gaat.</p>
      <FormErrorSummary
        errors={summary}
        title="Uw risicoprofiel kan nog niet worden bepaald"
        focusKey={triedOnce + problems.length}
      />
      {STATEMENT_KEYS.map((key) => (
        <CheckboxField
          key={key}
          id={fieldId(key)}
          label={statements[key]}
          hint={hints?.[key]}
          checked={agreed[key]}
          error={showMissing && !agreed[key] ? AGREE_TO_STATEMENT : undefined}
          onChange={(event) => onAgree(key, event.target.checked)}
        />
      ))}
      <div className="questionnaire-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Vorige
        </button>
        <SubmitButton busy={busy}>Bekijk mijn risicoprofiel</SubmitButton>
      </div>
    </form>
  );
}
