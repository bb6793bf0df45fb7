import type { InvestmentFlowName } from '../../state';

/**
 * Where the files of a flow's application wait in IndexedDB (`files`) until they are sent: per
 * flow (issue 17), so a file chosen in one application never shows up in another's step 3, and
 * discarding a draft removes its files.
 */
export function waitingFilesOf(flow: InvestmentFlowName | null): string {
  return `aanvraag/${flow ?? 'zonder-fonds'}/`;
}

/** The waiting file of the upload field at `path` ("mijn.kopie.voorkant") in `flow`. */
export function waitingFileKey(path: string, flow: InvestmentFlowName | null): string {
  return `${waitingFilesOf(flow)}${path}`;
}
