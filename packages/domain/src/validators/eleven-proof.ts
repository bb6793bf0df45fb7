/**
 * The "elfproef" of the BSN and the RSIN (source: RvIG, Logisch Ontwerp BSN; DOMAIN.md):
 * 9·d1 + 8·d2 + 7·d3 + 6·d4 + 5·d5 + 4·d6 + 3·d7 + 2·d8 − 1·d9 must be divisible by 11. The last
 * weight is −1 rather than the bank account test's +1, so that a mistyped old bank account
 * number is not taken for a BSN.
 */
export function passesElevenProof(nineDigits: string): boolean {
  if (!/^\d{9}$/.test(nineDigits)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    const weight = index === 8 ? -1 : 9 - index;
    sum += weight * Number(nineDigits[index]);
  }
  return sum % 11 === 0;
}
