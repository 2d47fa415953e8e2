/**
 * A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) in one form whatever length a feed or a record writes it
 * in: 14 digits, leading zeros added (a UPC-A's 12 digits and its EAN-13 with a leading 0 are the same
 * product). Undefined when it is not a GTIN: another length, a non-digit, or a wrong check digit.
 */
export function normalGtin(raw: string): string | undefined {
  const digits = raw.trim().replace(/[\s-]/g, "");
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return undefined;
  const padded = digits.padStart(14, "0");
  if (/^0+$/.test(padded)) return undefined;
  // GS1 check digit: from the right (the check digit excluded), weights 3, 1, 3, 1…
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(padded[12 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(padded[13]) ? padded : undefined;
}
