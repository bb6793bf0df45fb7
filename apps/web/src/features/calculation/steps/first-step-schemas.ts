import { calculationDescriptionSchema, z } from '@bp/api-schema';
import { CALCULATION_FIELD_MESSAGES, CALCULATION_LIMITS } from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  amountInput,
  choiceInput,
  dateInput,
  readAllAtOnce,
  readField,
  startNotInPast,
  wholeNumberInput,
} from '../fields/form-values';
import { amsterdamToday } from '../today';

/**
 * The form rules of each flow's first step (SB, SUL and SDIL stap1), in a module of their own:
 * the steps load them with the form's first check, so zod and the API schemas are not part of
 * the calculation page's first download.
 */

const initialAmount = amountInput({
  missing: 'Vul het bedrag in dat u eenmalig inlegt.',
  label: 'De eenmalige inleg',
});
const monthlyAmount = amountInput({
  missing: 'Vul het bedrag in dat u elke maand inlegt.',
  label: 'De maandelijkse inleg',
});

const sbDepositSchema = readAllAtOnce(
  {
    kind: choiceInput(['eenmalig', 'maandelijks', 'beide'] as const, 'Kies hoe u wilt inleggen.'),
    initialDeposit: z.string(),
    periodicDeposit: z.string(),
    duration: wholeNumberInput({
      missing: 'Vul de looptijd in.',
      range: CALCULATION_FIELD_MESSAGES.durationYears,
      min: CALCULATION_LIMITS.minDurationYears,
      max: CALCULATION_LIMITS.maxDurationYears,
    }),
    description: calculationDescriptionSchema,
  },
  (form, ctx) => {
    const initialDeposit =
      form.kind === null || form.kind === 'maandelijks'
        ? null
        : readField(initialAmount, form.initialDeposit, 'initialDeposit', ctx);
    const periodicDeposit =
      form.kind === null || form.kind === 'eenmalig'
        ? null
        : readField(monthlyAmount, form.periodicDeposit, 'periodicDeposit', ctx);
    return { ...form, initialDeposit, periodicDeposit };
  },
);

const sulSituationSchema = z.object({
  situation: choiceInput(
    ['nieuw', 'oversluiten'],
    'Geef aan of u een nieuwe lijfrente opbouwt of een bestaande lijfrente oversluit.',
  ),
  geboortedatum: dateInput({ missing: CALCULATION_FIELD_MESSAGES.birthdateMissing }),
  start: dateInput({
    missing: CALCULATION_FIELD_MESSAGES.startMissing,
    invalid: 'Vul een bestaande datum in als dag-maand-jaar, bijvoorbeeld 01-09-2026.',
    check: startNotInPast(amsterdamToday),
  }),
});

const sdilCapitalSchema = z.object({
  initialDeposit: amountInput({
    missing: 'Vul het kapitaal in dat u wilt laten uitkeren.',
    label: 'Het kapitaal',
  }),
  kapitaal: choiceInput(['ja', 'nee'], CALCULATION_FIELD_MESSAGES.capitalBefore2014Missing),
  geboortedatum: dateInput({ missing: CALCULATION_FIELD_MESSAGES.birthdateMissing }),
});

export type SbDepositInput = z.input<typeof sbDepositSchema>;
export type SbDepositValues = z.output<typeof sbDepositSchema>;
export const sbDepositResolver = zodResolver(sbDepositSchema);

export type SulSituationInput = z.input<typeof sulSituationSchema>;
export type SulSituationValues = z.output<typeof sulSituationSchema>;
export const sulSituationResolver = zodResolver(sulSituationSchema);

export type SdilCapitalInput = z.input<typeof sdilCapitalSchema>;
export type SdilCapitalValues = z.output<typeof sdilCapitalSchema>;
export const sdilCapitalResolver = zodResolver(sdilCapitalSchema);
