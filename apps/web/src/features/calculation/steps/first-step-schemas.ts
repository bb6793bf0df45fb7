import { calculationDescriptionSchema, z } from '@bp/api-schema';
import {
  CALCULATION_FIELD_MESSAGES,
  CALCULATION_LIMITS,
  DEPOSIT_AMOUNT_LABELS,
  DEPOSIT_KINDS,
  SUL_SITUATIONS,
  invalidDutchDateMessage,
} from '@bp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  amountInput,
  choiceInput,
  dateInput,
  readAllAtOnce,
  readField,
  startNotInPast,
  wholeNumberInput,
} from '../../../ui/form/form-values';
import { amsterdamToday } from '../today';

/**
 * The form rules of each flow's first step (SB, SUL and SDIL stap1), in a module of their own:
 * the steps load them with the form's first check, so zod and the API schemas are not part of
 * the calculation page's first download.
 */

const initialAmount = amountInput({
  missing: CALCULATION_FIELD_MESSAGES.initialDepositMissing,
  label: DEPOSIT_AMOUNT_LABELS.initial,
});
const monthlyAmount = amountInput({
  missing: CALCULATION_FIELD_MESSAGES.periodicDepositMissing,
  label: DEPOSIT_AMOUNT_LABELS.periodic,
});

const sbDepositSchema = readAllAtOnce(
  {
    kind: choiceInput(DEPOSIT_KINDS, CALCULATION_FIELD_MESSAGES.depositKindMissing),
    initialDeposit: z.string(),
    periodicDeposit: z.string(),
    duration: wholeNumberInput({
      missing: CALCULATION_FIELD_MESSAGES.durationMissing,
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
  situation: choiceInput(SUL_SITUATIONS, CALCULATION_FIELD_MESSAGES.situationMissing),
  geboortedatum: dateInput({ missing: CALCULATION_FIELD_MESSAGES.birthdateMissing }),
  start: dateInput({
    missing: CALCULATION_FIELD_MESSAGES.startMissing,
    invalid: invalidDutchDateMessage('01-09-2026'),
    check: startNotInPast(amsterdamToday),
  }),
});

const sdilCapitalSchema = z.object({
  initialDeposit: amountInput({
    missing: CALCULATION_FIELD_MESSAGES.capitalMissing,
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
