/** Contract ids are 32-bit database integers (as the API's contractIdParamsSchema says). */
const MAX_CONTRACT_ID = 2_147_483_647;

/** The contract id from the address, or null when it cannot be one (then: not found). */
export function parseContractId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_CONTRACT_ID ? id : null;
}
