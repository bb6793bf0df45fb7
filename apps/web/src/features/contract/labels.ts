import type { TransactionKind } from '@bp/api-schema';
import type { ContractDocument } from './api';

export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  storting: 'Storting',
  'periodieke-storting': 'Periodieke storting',
  aankoop: 'Aankoop participaties',
  uitkering: 'Uitkering',
  herbelegging: 'Herbelegging uitkering',
  verkoop: 'Verkoop participaties',
  uitbetaling: 'Uitbetaling',
  kosten: 'Kosten',
};

export const DOCUMENT_KIND_LABELS: Record<ContractDocument['soort'], string> = {
  contractbevestiging: 'Contractbevestiging',
  jaaroverzicht: 'Jaaroverzicht',
};
