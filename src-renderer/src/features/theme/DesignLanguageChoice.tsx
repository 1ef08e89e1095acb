import { Card, Icon } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { DESIGN_LANGUAGES, type DesignLanguage } from '../../../../server/contract/branding';
import { brandThemeVariables } from '../../app/providers/brand-theme';
import { designLanguageDescriptionId, designLanguageNameId } from './theme-messages';

interface DesignLanguageChoiceProps {
  value: DesignLanguage;
  /** The chosen palette and mode, so each card shows its feel in the colours that will be used. */
  theme: string;
  dark: boolean;
  disabled: boolean;
  onChange: (value: DesignLanguage) => void;
}

/** The six design language cards: a radio group, each card a sample of its shape and type. */
export function DesignLanguageChoice({ value, theme, dark, disabled, onChange }: DesignLanguageChoiceProps) {
  const intl = useIntl();
  return (
    <Card className="settings-card" role="region" aria-labelledby="theme-designLanguage-title">
      <h2 id="theme-designLanguage-title" className="settings-card-title">
        {intl.formatMessage({ id: 'theme.designLanguage.title' })}
      </h2>
      <p className="settings-card-description">{intl.formatMessage({ id: 'theme.designLanguage.description' })}</p>
      <div
        id="theme-designLanguage"
        className="theme-option-grid theme-language-grid"
        role="radiogroup"
        aria-labelledby="theme-designLanguage-title"
      >
        {DESIGN_LANGUAGES.map((language) => {
          const checked = language === value;
          const nameId = `theme-language-${language}-name`;
          const descriptionId = `theme-language-${language}-description`;
          const sample = brandThemeVariables({ theme, designLanguage: language }, dark) as unknown as CSSProperties;
          return (
            <label
              key={language}
              className={`theme-option theme-language${checked ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}`}
            >
              <input
                type="radio"
                className="theme-option-input"
                name="theme-design-language"
                value={language}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(language)}
                aria-labelledby={nameId}
                aria-describedby={descriptionId}
              />
              <span
                className={`theme-language-sample${dark ? ' is-dark' : ''}`}
                data-design-language={language}
                style={sample}
                aria-hidden
              >
                <span className="theme-language-sample-surface">
                  <span className="theme-language-sample-heading">
                    {intl.formatMessage({ id: 'theme.designLanguage.sample' })}
                  </span>
                  <span className="theme-language-sample-button" />
                </span>
              </span>
              <span className="theme-option-name" id={nameId}>
                {intl.formatMessage({ id: designLanguageNameId(language) })}
                {checked && <Icon icon="tick" className="theme-option-check" aria-hidden />}
              </span>
              <span className="theme-option-description" id={descriptionId}>
                {intl.formatMessage({ id: designLanguageDescriptionId(language) })}
              </span>
            </label>
          );
        })}
      </div>
    </Card>
  );
}
