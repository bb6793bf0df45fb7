import { describe, expect, it } from 'vitest';
import * as domain from '../index';

describe('@bp/domain entry point: from questionnaire to projection', () => {
  it('scores the answers, picks the model mix of the profile and projects an SB offer', () => {
    const questionnaire = domain.findQuestionnaire('1');
    if (!questionnaire) throw new Error('questionnaire 1 should exist');
    // Everyone answers the third option: a middle-of-the-road investor.
    const answers = questionnaire.questions.map((question) => ({
      questionId: question.id,
      answerId: question.id * 10 + 3,
    }));
    expect(domain.isComplete(questionnaire.questions, answers)).toBe(true);
    const scored = domain.scoreAnswers(questionnaire, answers);
    if (!scored.ok) throw new Error(scored.errors.join(' | '));
    expect(scored.value.profile).toBe('neutraal');

    const mix = domain.modelMixAllocation(scored.value.profile, domain.SB_FUNDS);
    if (!mix.ok) throw new Error(mix.errors.join(' | '));
    const offer = domain.calculateSb({
      start: domain.firstDayOfNextMonth(domain.calendarDate('2026-11-22')),
      durationYears: 15,
      initialDeposit: '5000',
      periodicDeposit: '150',
      funds: mix.value,
    });
    if (!offer.ok) throw new Error(offer.errors.join(' | '));
    expect(offer.value.start).toBe('2026-12-01');
    expect(offer.value.end.totalDeposited).toBe('32000.00');
    expect(domain.formatEuro(offer.value.end.totalDeposited)).toBe('€\u00a032.000,00');
    expect(offer.value.warning).toBe(domain.FORECAST_WARNING);
  });

  it('exposes the SDIL request constants and the minimum-term phrase the web app looks for', () => {
    expect(domain.polisVoorwaardeCodeFor('ja')).toBe('SDIL2014');
    expect(domain.DEFAULT_UITKERINGS_TERMIJN).toBe('Geen');
    expect(domain.MINIMUM_TERM_PHRASE).toBe('De minimale looptijd bedraagt 20 jaar');
    expect(domain.NOT_BASED_ON_PROFILE).toBe('NVT');
  });
});
