import { Card, Icon } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { THEME_GROUPS, THEME_PALETTES } from '../../../../server/contract/branding';
import { groupNameId, paletteNameId } from './theme-messages';

interface PaletteChoiceProps {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * The palette collections of §3 by group: a swatch of each palette's primary, secondary and accent
 * with its name; the selected one is marked. One radio group over all nine.
 */
export function PaletteChoice({ value, disabled, onChange }: PaletteChoiceProps) {
  const intl = useIntl();
  return (
    <Card className="settings-card" role="region" aria-labelledby="theme-palettes-title">
      <h2 id="theme-palettes-title" className="settings-card-title">
        {intl.formatMessage({ id: 'theme.palettes.title' })}
      </h2>
      <p className="settings-card-description">{intl.formatMessage({ id: 'theme.palettes.description' })}</p>
      <div
        id="theme-palettes"
        role="radiogroup"
        aria-labelledby="theme-palettes-title"
        className="theme-palette-groups"
      >
        {THEME_GROUPS.map((group) => (
          <div key={group} role="group" aria-labelledby={`theme-group-${group}`} className="theme-palette-group">
            <h3 id={`theme-group-${group}`} className="theme-palette-group-title">
              {intl.formatMessage({ id: groupNameId(group) })}
            </h3>
            <div className="theme-option-grid theme-palette-grid">
              {THEME_PALETTES.filter((palette) => palette.group === group).map((palette) => {
                const checked = palette.id === value;
                const nameId = `theme-palette-${palette.id}-name`;
                return (
                  <label
                    key={palette.id}
                    className={`theme-option theme-palette${checked ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}`}
                  >
                    <input
                      type="radio"
                      className="theme-option-input"
                      name="theme-palette"
                      value={palette.id}
                      checked={checked}
                      disabled={disabled}
                      onChange={() => onChange(palette.id)}
                      aria-labelledby={nameId}
                    />
                    <span className="theme-palette-swatch" aria-hidden>
                      <span style={{ background: palette.primary }} />
                      <span style={{ background: palette.secondary }} />
                      <span style={{ background: palette.accent }} />
                    </span>
                    <span className="theme-option-name" id={nameId}>
                      {intl.formatMessage({ id: paletteNameId(palette.id) })}
                    </span>
                    {checked && (
                      <span className="theme-option-selected">
                        <Icon icon="tick" aria-hidden />
                        {intl.formatMessage({ id: 'theme.palette.selected' })}
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}
