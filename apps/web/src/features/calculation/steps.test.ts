import { describe, expect, it } from 'vitest';
import { initialBedragBeleggen, initialLijfrenteUitkeren } from './state';
import {
  activeStepIndex,
  durationPage,
  leavingNeedsConfirmation,
  neighbourPage,
  resultPage,
  stepsOf,
  stepTitle,
} from './steps';

describe('the wizard pages', () => {
  it('are named stap1, stap2, … in order for every flow', () => {
    for (const flow of ['bedragBeleggen', 'lijfrenteOpbouwen', 'lijfrenteUitkeren'] as const) {
      expect(stepsOf(flow).map((step) => step.page)).toEqual(
        stepsOf(flow).map((_step, index) => `stap${index + 1}`),
      );
      expect(stepsOf(flow).at(-1)?.kind).toBe('result');
    }
  });

  it('know where the term field and the result are', () => {
    expect(durationPage('bedragBeleggen')).toBe('stap1');
    expect(durationPage('lijfrenteOpbouwen')).toBe('stap2');
    expect(durationPage('lijfrenteUitkeren')).toBe('stap2');
    expect(resultPage('bedragBeleggen')).toBe('stap4');
    expect(resultPage('lijfrenteOpbouwen')).toBe('stap5');
    expect(resultPage('lijfrenteUitkeren')).toBe('stap3');
  });

  it('move forward and back within the flow, and treat an unknown page as stap1', () => {
    expect(neighbourPage('lijfrenteUitkeren', 'stap1', 1)).toBe('stap2');
    expect(neighbourPage('lijfrenteUitkeren', 'stap3', 1)).toBe('stap3');
    expect(neighbourPage('lijfrenteUitkeren', 'stap1', -1)).toBe('stap1');
    expect(activeStepIndex('bedragBeleggen', 'resultaat-oud')).toBe(0);
  });

  it('name the investment page after the choice made', () => {
    const flow = initialBedragBeleggen();
    expect(stepTitle('investment', flow)).toBe('Verdeling over de fondsen');
    expect(stepTitle('investment', { ...flow, calculationBasedOnProfile: true })).toBe(
      'Uw risicoprofiel',
    );
  });

  it('ask before leaving only mid-way: past stap1 and before the result', () => {
    const flow = initialLijfrenteUitkeren();
    expect(leavingNeedsConfirmation('lijfrenteUitkeren', flow)).toBe(false);
    expect(leavingNeedsConfirmation('lijfrenteUitkeren', { ...flow, activePage: 'stap2' })).toBe(
      true,
    );
    expect(leavingNeedsConfirmation('lijfrenteUitkeren', { ...flow, activePage: 'stap3' })).toBe(
      false,
    );
  });
});
