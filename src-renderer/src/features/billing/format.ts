import { Intent } from '@blueprintjs/core';
import { UNLIMITED, usageSeverity, type AlertSeverity, type UsageResource } from '../../../../server/contract/billing';
import { formatCurrency, formatMinorUnits, type CurrencyOptions } from '../../../../server/contract/currency';
import { formatDatePattern, type DateDisplay } from '../../i18n/dates';
import { formatBytes } from '../../i18n/bytes';

export type Money = CurrencyOptions;

/** Every money figure goes through the currency helper (part 1 §9), in the organization's locale. */
export const money = {
  major: (amount: number, options: Money) => formatCurrency(amount, options),
  minor: (amount: number, options: Money) => formatMinorUnits(amount, options),
};

/** Part 1 §4: CRITICAL, HIGH, MEDIUM and anything else each get their own look. */
export function severityIntent(severity: AlertSeverity | null | undefined): Intent {
  switch (severity) {
    case 'CRITICAL':
      return Intent.DANGER;
    case 'HIGH':
      return Intent.WARNING;
    case 'MEDIUM':
      return Intent.PRIMARY;
    default:
      return Intent.NONE;
  }
}

export function severityIcon(severity: AlertSeverity) {
  return severity === 'CRITICAL' ? 'error' : severity === 'HIGH' ? 'warning-sign' : 'info-sign';
}

/** The severity of a usage percentage, none when the limit is unlimited. */
export function severityOf(percent: number, limit: number): AlertSeverity | null {
  return limit === UNLIMITED ? null : usageSeverity(percent);
}

/** Part 1 §9: progress is capped at 100. */
export const barValue = (percent: number) => Math.min(Math.max(percent, 0), 100) / 100;

/** Storage in B…TB at base 1024; everything else a count. */
export function formatUsage(resource: UsageResource, used: number, locale: string): string {
  return resource === 'storage' ? formatBytes(used, locale) : new Intl.NumberFormat(locale).format(used);
}

/** A day (YYYY-MM-DD, a calendar date with no time zone) in the user's date format. */
export function formatDay(day: string, display: DateDisplay): string {
  return formatDatePattern(new Date(`${day}T00:00:00Z`), display.dateFormat, 'UTC');
}

/** A moment in the user's date format and time zone. */
export function formatMoment(iso: string, display: DateDisplay): string {
  return formatDatePattern(new Date(iso), display.dateFormat, display.timeZone);
}
