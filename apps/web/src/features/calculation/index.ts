export {
  BedragBeleggenPage,
  LijfrenteOpbouwenPage,
  LijfrenteUitkerenPage,
} from './pages/FlowPages';
export { MijnBerekeningenPage } from './pages/MijnBerekeningenPage';
export {
  initialCalculationQuestionnaire,
  type CalculationQuestionnaireState,
  type QuestionnaireAnswer,
  type QuestionnaireQuestion,
} from './state';
export { AmountField } from './fields/AmountField';
export {
  amountInput,
  amountToInput,
  choiceInput,
  readAllAtOnce,
  readField,
} from './fields/form-values';
export {
  readInvestmentPrefill,
  withoutInvestmentPrefill,
  type InvestmentPrefill,
} from './next-step';
