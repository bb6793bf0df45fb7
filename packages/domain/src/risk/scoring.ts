import { failed, succeeded, type CalculationOutcome } from '../calculation/outcome';
import { answerProblems } from './answers';
import { profileForScore, RISK_PROFILES } from './profiles';
import type {
  GivenAnswer,
  KnockOut,
  Questionnaire,
  QuestionnaireQuestion,
  RiskProfileCode,
  ScoreBlock,
} from './types';

/** Capacity to bear risk (risicodraagkracht): the financial situation and the horizon. */
export const CAPACITY_BLOCKS: readonly ScoreBlock[] = ['financial', 'objectives'];
/** Willingness to take risk (risicobereidheid). */
export const WILLINGNESS_BLOCKS: readonly ScoreBlock[] = ['willingness'];
/** Below this knowledge score (0–100) the investor gets the complex-product warning. */
export const KNOWLEDGE_WARNING_BELOW = 50;

const BLOCKS: readonly ScoreBlock[] = [
  'knowledge',
  'financial',
  'objectives',
  'willingness',
  'sustainability',
];

export const KNOCK_OUT_MESSAGES: Record<KnockOut, string> = {
  'korte-horizon':
    'U wilt het geld binnen 5 jaar weer kunnen gebruiken. Voor zo’n korte periode past alleen een defensief profiel.',
  'geen-verliescapaciteit':
    'U heeft aangegeven geen verlies te kunnen dragen. Daarom past alleen een defensief profiel. Houd er rekening mee dat ook een defensieve belegging in waarde kan dalen.',
};

export interface RiskScore {
  questionnaireId: number;
  questionnaireVersion: string;
  /** Capacity (risicodraagkracht), 0–100. */
  scoreOne: number;
  /** Willingness (risicobereidheid), 0–100. */
  scoreTwo: number;
  /** The lower of the two: what the profile rests on. */
  score: number;
  /** The profile after knock-outs. */
  profile: RiskProfileCode;
  /** The profile the score alone would give. */
  scoredProfile: RiskProfileCode;
  knockOuts: { code: KnockOut; message: string }[];
  /** Knowledge and experience, 0–100 (appropriateness). */
  knowledgeScore: number;
  /** Dutch warnings the investor must see; they do not stop the investor from proceeding. */
  warnings: string[];
  /** Raw points per block, for the audit trail. */
  points: Record<ScoreBlock, number>;
}

/**
 * Scores a complete set of answers. Each block's points are expressed as a whole percentage
 * of the most that block can give in this questionnaire (rounded down), so the bands hold for
 * all three questionnaires although they ask different numbers of questions.
 */
export function scoreAnswers(
  questionnaire: Questionnaire,
  answers: readonly GivenAnswer[],
): CalculationOutcome<RiskScore> {
  const problems = answerProblems(questionnaire.questions, answers);
  if (problems.length > 0) return failed(problems);

  const points = emptyPoints();
  const knockOuts = new Set<KnockOut>();
  for (const question of questionnaire.questions) {
    const given = answers.find((answer) => answer.questionId === question.id);
    const chosen = question.answers.find((option) => option.id === given?.answerId);
    for (const score of chosen?.scores ?? []) points[score.block] += score.points;
    if (chosen?.knockOut) knockOuts.add(chosen.knockOut);
  }
  const maximum = maximumPoints(questionnaire.questions);
  const scoreOne = percentage(points, maximum, CAPACITY_BLOCKS);
  const scoreTwo = percentage(points, maximum, WILLINGNESS_BLOCKS);
  const knowledgeScore = percentage(points, maximum, ['knowledge']);
  const score = Math.min(scoreOne, scoreTwo);
  const scoredProfile = profileForScore(score);
  const profile = knockOuts.size > 0 ? lowestProfile() : scoredProfile;

  const warnings: string[] = [];
  if (knowledgeScore < KNOWLEDGE_WARNING_BELOW) {
    warnings.push(
      `Op basis van uw antwoorden heeft u onvoldoende kennis van en ervaring met ${questionnaire.complexProduct}. ` +
        'Dit is een complex product: u kunt er (een deel van) uw inleg mee verliezen. U kunt toch doorgaan, ' +
        'maar wij raden u aan eerst het essentiële-informatiedocument en het prospectus te lezen.',
    );
  }

  return succeeded({
    questionnaireId: questionnaire.id,
    questionnaireVersion: questionnaire.version,
    scoreOne,
    scoreTwo,
    score,
    profile,
    scoredProfile,
    knockOuts: [...knockOuts].map((code) => ({ code, message: KNOCK_OUT_MESSAGES[code] })),
    knowledgeScore,
    warnings,
    points,
  });
}

/** The most points each block can give: the best answer of every question, summed. */
export function maximumPoints(
  questions: readonly QuestionnaireQuestion[],
): Record<ScoreBlock, number> {
  const maximum = emptyPoints();
  for (const question of questions) {
    for (const block of BLOCKS) {
      const best = Math.max(
        0,
        ...question.answers.flatMap((option) =>
          (option.scores ?? [])
            .filter((score) => score.block === block)
            .map((score) => score.points),
        ),
      );
      maximum[block] += best;
    }
  }
  return maximum;
}

function percentage(
  points: Record<ScoreBlock, number>,
  maximum: Record<ScoreBlock, number>,
  blocks: readonly ScoreBlock[],
): number {
  const earned = blocks.reduce((sum, block) => sum + points[block], 0);
  const possible = blocks.reduce((sum, block) => sum + maximum[block], 0);
  if (possible <= 0) throw new RangeError(`No points to earn in ${blocks.join(', ')}`);
  return Math.floor((earned * 100) / possible);
}

function emptyPoints(): Record<ScoreBlock, number> {
  return { knowledge: 0, financial: 0, objectives: 0, willingness: 0, sustainability: 0 };
}

function lowestProfile(): RiskProfileCode {
  const lowest = RISK_PROFILES[0];
  if (!lowest) throw new RangeError('No risk profiles defined');
  return lowest.code;
}
