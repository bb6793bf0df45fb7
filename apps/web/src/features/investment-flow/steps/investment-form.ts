import { calculationDescriptionSchema, z, type Fund } from '@bp/api-schema';
import {
  CALCULATION_FIELD_MESSAGES,
  DEPOSIT_AMOUNT_LABELS,
  DEPOSIT_KINDS,
  IDEAL_MAXIMUM_MESSAGE,
  STOCK_CHOICES,
  depositsOfKind,
  exceedsIdealMaximum,
  meetsMinimum,
  minimumDepositMessage,
  parseDutchAmount,
  type DepositKind,
} from '@bp/domain';
import { amountInput, choiceInput, readAllAtOnce, readField } from '../../../ui/form/form-values';

/** Step 1's fields as the investor types them, and what the flow keeps of them. */
export const KIND_MISSING = 'Kies hoe u wilt inleggen: eenmalig, elke maand of allebei.';
export const STOCK_MISSING = 'Kies wat er met de uitkeringen van het fonds gebeurt.';

const INITIAL_LABEL = DEPOSIT_AMOUNT_LABELS.initial;
const PERIODIC_LABEL = DEPOSIT_AMOUNT_LABELS.periodic;

const initialAmount = amountInput({
  missing: CALCULATION_FIELD_MESSAGES.initialDepositMissing,
  label: INITIAL_LABEL,
});
const periodicAmount = amountInput({
  missing: CALCULATION_FIELD_MESSAGES.periodicDepositMissing,
  label: PERIODIC_LABEL,
});

type FundMinimums = Pick<Fund, 'minimumInitialDeposit' | 'minimumPeriodicDeposit'>;

/**
 * The checks of step 1 for one fund: the chosen kind of deposit decides which amounts are asked
 * (so at least one is), each amount a Dutch amount of at least the fund's minimum, and the
 * one-off deposit (one iDEAL payment) at most the iDEAL maximum.
 */
export function investmentFormSchema(fund: FundMinimums) {
  const amountAtLeast = (
    reader: typeof initialAmount,
    label: string,
    minimum: string | null,
    text: string,
    path: string,
    ctx: z.core.$RefinementCtx<unknown>,
  ): string | null => {
    const amount = readField(reader, text, path, ctx);
    if (amount === null || minimum === null || meetsMinimum(amount, minimum)) return amount;
    ctx.addIssue({ code: 'custom', path: [path], message: minimumDepositMessage(label, minimum) });
    return null;
  };

  return readAllAtOnce(
    {
      kind: choiceInput(DEPOSIT_KINDS, KIND_MISSING),
      initialDeposit: z.string(),
      periodicDeposit: z.string(),
      description: calculationDescriptionSchema,
      stock: choiceInput(STOCK_CHOICES, STOCK_MISSING),
    },
    (form, ctx) => {
      const asked = form.kind === null ? null : depositsOfKind(form.kind);
      const initialDeposit = asked?.initial
        ? amountAtLeast(
            initialAmount,
            INITIAL_LABEL,
            fund.minimumInitialDeposit,
            form.initialDeposit,
            'initialDeposit',
            ctx,
          )
        : null;
      if (initialDeposit !== null && exceedsIdealMaximum(initialDeposit)) {
        ctx.addIssue({ code: 'custom', path: ['initialDeposit'], message: IDEAL_MAXIMUM_MESSAGE });
      }
      return {
        ...form,
        initialDeposit,
        periodicDeposit: asked?.periodic
          ? amountAtLeast(
              periodicAmount,
              PERIODIC_LABEL,
              fund.minimumPeriodicDeposit,
              form.periodicDeposit,
              'periodicDeposit',
              ctx,
            )
          : null,
      };
    },
  );
}

/** What the cost summary shows while the investor types: each readable amount of the kind. */
export function typedAmounts(
  kind: DepositKind | null,
  initialText: string,
  periodicText: string,
): { initialDeposit: string | null; periodicDeposit: string | null } {
  const read = (text: string) => {
    const parsed = parseDutchAmount(text);
    return parsed.ok ? parsed.value : null;
  };
  const asked = kind === null ? { initial: false, periodic: false } : depositsOfKind(kind);
  return {
    initialDeposit: asked.initial ? read(initialText) : null,
    periodicDeposit: asked.periodic ? read(periodicText) : null,
  };
}
