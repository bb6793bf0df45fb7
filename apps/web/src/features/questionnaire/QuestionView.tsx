import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { QuestionnaireQuestion } from '../../lib/questionnaire-progress';
import { RadioGroupField } from '../../ui/form';

interface QuestionViewProps {
  question: QuestionnaireQuestion;
  index: number;
  total: number;
  chosen: number | null;
  onChoose: (answerId: number) => void;
  onNext: () => void;
  /** On the first question: back to the step before the questionnaire. */
  onBack: () => void;
  /** Whether to move focus to the question when it appears (not on the page's first render). */
  takeFocus: boolean;
}

export const CHOOSE_AN_ANSWER = 'Kies een antwoord om verder te gaan.';

/** One question at a time, with its progress; the chosen answer is kept as soon as it is clicked. */
export function QuestionView({
  question,
  index,
  total,
  chosen,
  onChoose,
  onNext,
  onBack,
  takeFocus,
}: QuestionViewProps) {
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const groupId = `vraag-${question.id}`;
  const progressId = `${groupId}-voortgang`;

  useEffect(() => {
    if (!takeFocus) return;
    const radios = formRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = Array.from(radios ?? []).find((radio) => radio.checked) ?? radios?.[0];
    target?.focus();
  }, [question.id, takeFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setError(CHOOSE_AN_ANSWER);
      document.getElementById(groupId)?.focus();
      return;
    }
    setError(null);
    onNext();
  };

  return (
    <form ref={formRef} className="form questionnaire-question" noValidate onSubmit={submit}>
      <div className="questionnaire-progress">
        <p id={progressId} className="questionnaire-progress-text">
          Vraag {index + 1} van {total}
        </p>
        <progress
          className="questionnaire-progress-bar"
          max={total}
          value={index + 1}
          aria-labelledby={progressId}
        />
      </div>
      <RadioGroupField
        id={groupId}
        name={groupId}
        large
        legend={question.question}
        options={question.answers.map((option) => ({
          value: String(option.id),
          label: option.answer,
        }))}
        selected={chosen === null ? null : String(chosen)}
        error={error ?? undefined}
        onChange={(event) => {
          setError(null);
          onChoose(Number(event.target.value));
        }}
      />
      <div className="questionnaire-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          Vorige
        </button>
        <button type="submit" className="btn btn-primary">
          Volgende
        </button>
      </div>
    </form>
  );
}
