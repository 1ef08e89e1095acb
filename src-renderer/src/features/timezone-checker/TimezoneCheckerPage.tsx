import { Callout, Classes, Icon, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useOrganizationRegional } from '../../api/account';
import { useUserPreferences } from '../../api/preferences';
import { settingsPath, slugInPath } from '../../app/routing/paths';
import { SectionLoading } from '../../components/FullPageLoading';
import { PageHeader } from '../../components/PageHeader';
import { LoadFailure } from '../../components/form/LoadFailure';
import { useLocations } from './api';
import { ClockCard } from './ClockCard';
import { useTicking } from './useTicking';
import { disagreeing, formatOffset, readClocks, type Clock } from './zones';
import './timezone-checker.css';

/** The zone this computer's clock keeps, as the browser (or Electron) reports it. */
export const computerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The Timezone Checker (part 3 §2's Diagnostic Tools): the organization's, the user's, each active
 * location's and this computer's time zones side by side, with the time in each, and a warning
 * naming those that are not at the organization's UTC offset right now.
 */
export function TimezoneCheckerPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const now = useTicking();
  const organization = useOrganizationRegional();
  const preferences = useUserPreferences();
  const locations = useLocations();
  const back = settingsPath(slugInPath(pathname), 'performance');

  const failed = [organization, preferences, locations].find((query) => query.isError);
  const pending = organization.isPending || preferences.isPending || locations.isPending;

  const header = (
    <PageHeader
      title={intl.formatMessage({ id: 'tz.title' })}
      subtitle={intl.formatMessage({ id: 'tz.subtitle' })}
      actions={
        <Link className={`${Classes.BUTTON} tz-back`} to={back}>
          <Icon icon="arrow-left" aria-hidden />
          <span className={Classes.BUTTON_TEXT}>{intl.formatMessage({ id: 'tz.back' })}</span>
        </Link>
      }
    />
  );
  if (failed) {
    return (
      <>
        {header}
        <LoadFailure
          error={failed.error}
          onRetry={() => {
            for (const query of [organization, preferences, locations]) if (query.isError) void query.refetch();
          }}
        />
      </>
    );
  }
  if (pending || !organization.data || !preferences.data || !locations.data) {
    return (
      <>
        {header}
        <SectionLoading />
      </>
    );
  }

  const organizationZone = organization.data.timezone;
  const userFollows = preferences.data.inherited.includes('timezone');
  const activeLocations = locations.data.filter((location) => location.isActive);
  const clocks: Clock[] = [
    { key: 'organization', label: intl.formatMessage({ id: 'tz.organization' }), timeZone: organizationZone },
    {
      key: 'user',
      label: intl.formatMessage({ id: 'tz.user' }),
      timeZone: userFollows ? organizationZone : preferences.data.timezone,
    },
    ...activeLocations.map((location) => ({
      key: `location-${location.id}`,
      label: intl.formatMessage({ id: 'tz.location' }, { name: location.name }),
      timeZone: location.timezone ?? organizationZone,
    })),
    { key: 'computer', label: intl.formatMessage({ id: 'tz.computer' }), timeZone: computerTimeZone() },
  ];
  const notes: Record<string, string> = {};
  if (userFollows) notes.user = intl.formatMessage({ id: 'tz.followsOrganization' });
  for (const location of activeLocations) {
    if (location.timezone === null)
      notes[`location-${location.id}`] = intl.formatMessage({ id: 'tz.followsOrganization' });
  }

  const readings = readClocks(clocks, now);
  const reference = readings[0];
  const differing = disagreeing(readings, reference);
  const differingKeys = new Set(differing.map((reading) => reading.key));

  return (
    <>
      {header}
      {differing.length > 0 ? (
        <Callout
          intent={Intent.WARNING}
          icon="warning-sign"
          title={intl.formatMessage({ id: 'tz.warning.title' })}
          role="alert"
          className="tz-callout"
        >
          {intl.formatMessage(
            { id: 'tz.warning.body' },
            {
              names: intl.formatList(
                differing.map((reading) => reading.label),
                { type: 'conjunction' },
              ),
              count: differing.length,
              offset: reference?.offset === null || reference === undefined ? '' : formatOffset(reference.offset),
            },
          )}
        </Callout>
      ) : (
        <Callout intent={Intent.SUCCESS} icon="tick-circle" className="tz-callout">
          {intl.formatMessage({ id: 'tz.agree' })}
        </Callout>
      )}
      <div className="tz-grid">
        {readings.map((reading) => (
          <ClockCard
            key={reading.key}
            reading={reading}
            note={notes[reading.key]}
            now={now}
            differs={differingKeys.has(reading.key)}
          />
        ))}
      </div>
    </>
  );
}
