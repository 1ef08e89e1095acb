/**
 * A client's phone as an SMS provider takes it: E.164, `+` and digits only ("+1 555 0199" →
 * "+15550199"; "0061 412…" → "+61412…"). A number written locally ("0412 345 678") is made
 * international with `countryCode` ("+61") when it is known, else kept as its digits, which the
 * provider refuses with its own reason rather than the message going to a stranger. The notification
 * log keeps and searches numbers in this form.
 */
export function smsNumberOf(phone: string, countryCode?: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (countryCode && digits.startsWith('0')) return `${countryCode}${digits.slice(1)}`;
  return digits;
}
