import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { themeModeOf } from '../../../../server/contract/branding';
import { brandThemeVariables, type ThemeSelection } from '../../app/providers/brand-theme';
import type { MessageId } from '../../i18n/en';
import { designLanguageNameId, modeNameId, paletteNameId } from './theme-messages';

interface ThemePreviewProps {
  selection: ThemeSelection;
  /** The chosen mode as it shows on this computer (System follows its setting). */
  dark: boolean;
}

/**
 * A miniature of the app in the chosen palette, design language and mode: the header, the menu, a
 * card with a switch, a tag, buttons and a link. Drawn with the same variables the app wears
 * (brandThemeVariables), on its own elements rather than Blueprint's, so a light preview shows
 * correctly inside a dark app and the other way round. A picture for assistive technology, named
 * by what it shows.
 */
export function ThemePreview({ selection, dark }: ThemePreviewProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const variables = brandThemeVariables(selection, dark) as unknown as CSSProperties;
  const label = intl.formatMessage(
    { id: 'theme.preview.label' },
    {
      palette: text(paletteNameId(selection.theme)),
      designLanguage: text(designLanguageNameId(selection.designLanguage)),
      mode: text(modeNameId(themeModeOf(selection.isDarkMode))),
    },
  );

  return (
    <div
      className={`theme-preview${dark ? ' is-dark' : ''}`}
      data-design-language={selection.designLanguage}
      style={variables}
      role="img"
      aria-label={label}
    >
      <div className="theme-preview-header" aria-hidden>
        <span className="theme-preview-logo" />
        <span className="theme-preview-brand">{text('theme.preview.brand')}</span>
        <span className="theme-preview-avatar" />
      </div>
      <div className="theme-preview-body" aria-hidden>
        <ul className="theme-preview-menu">
          <li className="is-active">{text('theme.preview.menuToday')}</li>
          <li>{text('theme.preview.menuClients')}</li>
          <li>{text('theme.preview.menuServices')}</li>
        </ul>
        <div className="theme-preview-card">
          <div className="theme-preview-card-head">
            <span className="theme-preview-title">{text('theme.preview.cardTitle')}</span>
            <span className="theme-preview-tag">{text('theme.preview.tag')}</span>
          </div>
          <p className="theme-preview-text">{text('theme.preview.cardText')}</p>
          <div className="theme-preview-switch-row">
            <span className="theme-preview-switch" />
            {text('theme.preview.switch')}
          </div>
          <div className="theme-preview-actions">
            <span className="theme-preview-button is-primary">{text('theme.preview.primaryButton')}</span>
            <span className="theme-preview-button">{text('theme.preview.secondaryButton')}</span>
          </div>
          <span className="theme-preview-link">{text('theme.preview.link')}</span>
        </div>
      </div>
    </div>
  );
}
