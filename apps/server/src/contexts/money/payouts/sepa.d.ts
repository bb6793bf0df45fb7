// sepa 3.0.0 names dist/types/sepa.d.ts in its package.json but does not ship it: these are
// the parts of its API that pain001.ts uses (https://github.com/kewisch/sepa.js, MPL-2.0).
declare module 'sepa' {
  export class Document {
    constructor(painFormat: string);
    grpHdr: { id: string; created: Date; initiatorName: string };
    createPaymentInfo(): PaymentInfo;
    addPaymentInfo(info: PaymentInfo): void;
    toString(): string;
  }
  export interface PaymentInfo {
    requestedExecutionDate: Date;
    debtorName: string;
    debtorIBAN: string;
    debtorBIC: string;
    createTransaction(): Transaction;
    addTransaction(transaction: Transaction): void;
  }
  export interface Transaction {
    creditorName: string;
    creditorIBAN: string;
    creditorBIC: string;
    amount: number;
    remittanceInfo: string;
    end2endId: string;
  }
}
