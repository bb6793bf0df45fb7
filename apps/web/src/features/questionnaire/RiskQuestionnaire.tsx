import {
  QUESTIONNAIRE_OUTDATED_MESSAGE,
  type QuestionnaireData,
  type QuestionnaireIdValue,
  type RiskScoreData,
} from '@bp/api-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessages, HttpError } from '../../lib/http';
import { ErrorState, LoadingState } from '../../ui/states';
import { questionnaireKeys, questionnaireQuery, submitAnswers } from './api';
import {
  allStatementsAgreed,
  answerOf,
  answersComplete,
  firstUnanswered,
  NO_OUTCOME,
  questionnaireView,
  selectableProfiles,
  statementsOf,
  withAnswer,
  type QuestionnaireProgress,
} from './progress';
import { ProfileResultView } from './ProfileResultView';
import { QuestionView } from './QuestionView';
import { StatementsView, type StatementHints } from './StatementsView';
import './questionnaire.css';

export interface RiskQuestionnaireProps {
  questionnaireId: QuestionnaireIdValue;
  progress: QuestionnaireProgress;
  onChange: (patch: Partial<QuestionnaireProgress>) => void;
  /** "Vorige" on the first question: back to where the questionnaire was started from. */
  onExit: () => void;
  /** The investor confirmed a profile (progress.riskSelection). */
  onDone: () => void;
  doneLabel: string;
  /** Shown on the result above its buttons: a flow's own notice about the chosen profile. */
  resultNotice?: ReactNode;
  /** Shown under a statement, e.g. the links to the documents it says were read. */
  statementHints?: StatementHints;
}

export const INCOMPLETE_ANSWERS =
  'Nog niet alle vragen zijn beantwoord. Beantwoord eerst de open vragen.';

function answersKey(progress: QuestionnaireProgress): string {
  return JSON.stringify(
    [...progress.answers]
      .sort((a, b) => a.questionId - b.questionId)
      .map((given) => [given.questionId, given.answer]),
  );
}

/**
 * The risk questionnaire (MiFID II): one question at a time with progress, back and forth
 * without losing answers, then the statements, then the profile and its meaning. Controlled:
 * the caller keeps the progress (in its flow's state) and gets every change.
 */
export function RiskQuestionnaire(props: RiskQuestionnaireProps) {
  const query = useQuery(questionnaireQuery(props.questionnaireId));
  if (query.isPending) return <LoadingState label="De vragenlijst wordt geladen…" />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title="De vragenlijst kon niet worden geladen"
        headingLevel={3}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <LoadedQuestionnaire {...props} questionnaire={query.data} />;
}

function LoadedQuestionnaire({
  questionnaire,
  questionnaireId,
  progress,
  onChange,
  onExit,
  onDone,
  doneLabel,
  resultNotice,
  statementHints,
}: RiskQuestionnaireProps & { questionnaire: QuestionnaireData }) {
  const queryClient = useQueryClient();
  const { questions } = questionnaire;
  const [problems, setProblems] = useState<string[]>([]);
  // Focus follows the investor's own moves, not the first render of the page.
  const [moved, setMoved] = useState(false);
  const storedQuestions = useRef(progress.questions);

  useEffect(() => {
    if (JSON.stringify(storedQuestions.current) === JSON.stringify(questions)) return;
    storedQuestions.current = questions;
    onChange({ questions });
  }, [questions, onChange]);

  const scoring = useMutation({
    mutationFn: () =>
      submitAnswers(questionnaireId, {
        version: questionnaire.version,
        answers: progress.answers.map((given) => ({
          questionId: given.questionId,
          answerId: given.answer,
        })),
        statements: {
          firstStatement: true,
          secondStatement: true,
          thirdStatement: true,
          questionEleven: true,
        },
      }),
    onSuccess: (score) => {
      queryClient.setQueryData(
        questionnaireKeys.score(questionnaireId, answersKey(progress)),
        score,
      );
      setProblems([]);
      onChange({
        score: score.score,
        scoreOne: score.scoreOne,
        scoreTwo: score.scoreTwo,
        riskProfiles: selectableProfiles(score.profile, questionnaire.riskProfiles),
        riskSelection: score.profile,
      });
    },
    onError: (error) => {
      const messages = errorMessages(error);
      if (error instanceof HttpError && messages.includes(QUESTIONNAIRE_OUTDATED_MESSAGE)) {
        void queryClient.invalidateQueries({
          queryKey: questionnaireKeys.questionnaire(questionnaireId),
        });
        onChange({ ...NO_OUTCOME, answers: [], activeQuestion: 0 });
      }
      setProblems(messages);
    },
  });

  const view = questionnaireView(progress, questions);
  const goTo = (activeQuestion: number) => {
    setMoved(true);
    setProblems([]);
    onChange({ activeQuestion });
  };

  if (view.kind === 'result') {
    // riskProfiles runs from the safest to the advised profile.
    const advised = progress.riskProfiles[progress.riskProfiles.length - 1] ?? view.selection;
    return (
      <ProfileResultView
        advised={advised}
        scoreOne={progress.scoreOne}
        scoreTwo={progress.scoreTwo}
        scoring={
          queryClient.getQueryData<RiskScoreData>(
            questionnaireKeys.score(questionnaireId, answersKey(progress)),
          ) ?? null
        }
        profiles={questionnaire.riskProfiles}
        selectable={progress.riskProfiles}
        selected={view.selection}
        onSelect={(riskSelection) => onChange({ riskSelection })}
        onChangeAnswers={() => {
          setMoved(true);
          onChange({ ...NO_OUTCOME, activeQuestion: 0 });
        }}
        onDone={onDone}
        doneLabel={doneLabel}
        beforeActions={resultNotice}
      />
    );
  }

  if (view.kind === 'statements') {
    return (
      <StatementsView
        statements={questionnaire.statements}
        hints={statementHints}
        agreed={statementsOf(progress)}
        onAgree={(key, value) => onChange({ [key]: value })}
        problems={problems}
        busy={scoring.isPending}
        onBack={() => goTo(questions.length - 1)}
        onSubmit={() => {
          const open = firstUnanswered(questions, progress.answers);
          if (open >= 0 || !answersComplete(questions, progress.answers)) {
            goTo(Math.max(open, 0));
            setProblems([INCOMPLETE_ANSWERS]);
            return;
          }
          if (allStatementsAgreed(progress)) scoring.mutate();
        }}
      />
    );
  }

  const question = questions[view.index];
  if (!question) return null;
  return (
    <>
      {problems.length > 0 && (
        <div className="alert alert-error" role="alert">
          {problems.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <QuestionView
        key={question.id}
        question={question}
        index={view.index}
        total={questions.length}
        chosen={answerOf(progress.answers, question.id)}
        takeFocus={moved}
        onChoose={(answerId) =>
          onChange({ ...NO_OUTCOME, answers: withAnswer(progress.answers, question.id, answerId) })
        }
        onNext={() => goTo(view.index + 1)}
        onBack={() => (view.index === 0 ? onExit() : goTo(view.index - 1))}
      />
    </>
  );
}
