import { Card, Radio, RadioGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { ThemeMode } from '../../../../server/contract/branding';
import type { UserPreferences } from '../../../../server/contract/preferences';
import { settingsPath, slugInPath } from '../../app/routing/paths';
import { modeNameId } from './theme-messages';

const MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

interface ModeChoiceProps {
  value: ThemeMode;
  disabled: boolean;
  onChange: (value: ThemeMode) => void;
  /** The signed-in user's own appearance preference: light or dark wins over the organization's. */
  ownPreference: UserPreferences['theme'] | undefined;
}

/** Light, dark or system (the default) for everyone who leaves their own appearance on System. */
export function ModeChoice({ value, disabled, onChange, ownPreference }: ModeChoiceProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <Card className="settings-card" role="region" aria-labelledby="theme-mode-title">
      <h2 id="theme-mode-title" className="settings-card-title">
        {intl.formatMessage({ id: 'theme.mode.title' })}
      </h2>
      <div id="theme-mode">
        <RadioGroup
          inline
          aria-labelledby="theme-mode-title"
          selectedValue={value}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value as ThemeMode)}
          className="theme-mode"
        >
          {MODES.map((mode) => (
            <Radio key={mode} value={mode} label={intl.formatMessage({ id: modeNameId(mode) })} />
          ))}
        </RadioGroup>
      </div>
      <p className="settings-hint">{intl.formatMessage({ id: 'theme.mode.description' })}</p>
      {ownPreference !== undefined && ownPreference !== 'system' && (
        <p className="settings-hint theme-own-preference">
          {intl.formatMessage({ id: 'theme.mode.ownPreference' }, { mode: ownPreference })}{' '}
          <Link to={settingsPath(slugInPath(pathname), 'personal/preferences')}>
            {intl.formatMessage({ id: 'theme.mode.openPreferences' })}
          </Link>
        </p>
      )}
    </Card>
  );
}
