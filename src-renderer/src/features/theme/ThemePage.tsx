import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isDarkModeOf, themeModeOf, type BrandingConfig } from '../../../../server/contract/branding';
import { hasPermission } from '../../../../server/contract/permissions';
import { useCachedUserPreferences } from '../../api/preferences';
import { organizationThemePreviewAtom } from '../../app/providers/appearance-preview';
import {
  DEFAULT_THEME_SELECTION,
  sameThemeSelection,
  themeSelectionOf,
  type ThemeSelection,
} from '../../app/providers/brand-theme';
import { useSystemPrefersDark } from '../../app/providers/system-dark';
import { useSession } from '../../app/session/SessionContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionLoading } from '../../components/FullPageLoading';
import { DocumentForm } from '../../components/form/DocumentForm';
import { LoadFailure } from '../../components/form/LoadFailure';
import { useSettingsDocument, type SettingsDocument } from '../../components/form/useSettingsDocument';
import { PageHeader } from '../../components/PageHeader';
import { DesignLanguageChoice } from './DesignLanguageChoice';
import { themeBodyOf, useThemeEndpoint } from './document';
import { ModeChoice } from './ModeChoice';
import { PaletteChoice } from './PaletteChoice';
import { ThemePreview } from './ThemePreview';
import '../../components/form/styles';
import './theme.css';

const LABELS = {
  theme: 'theme.palettes.title',
  designLanguage: 'theme.designLanguage.title',
  isDarkMode: 'theme.mode.title',
} as const;

/**
 * Theme Customization (spec part 2 §2, advanced/theme-customization): a live preview, the design
 * language cards, light / dark / system and the palette collections. What is chosen shows across
 * the whole app at once (ThemeSync) and is kept for everyone by Save, which is enabled only while
 * the theme, design language or mode differ from the last saved. Everyone may look; saving needs
 * manage_organization_settings.
 */
export function ThemePage() {
  const intl = useIntl();
  const { user } = useSession();
  const mayEdit = hasPermission(user, 'manage_organization_settings');
  const form = useSettingsDocument(useThemeEndpoint(), {
    idPrefix: 'theme',
    toBody: themeBodyOf,
    labels: LABELS,
    messages: { saved: 'theme.toast.saved', failed: 'theme.toast.failed', failedBody: 'theme.toast.failedBody' },
  });

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.advanced.themeCustomization' })}
        subtitle={intl.formatMessage({ id: 'theme.subtitle' })}
      />
      {mayEdit ? (
        <DocumentForm form={form} className="theme-form" actions={<ResetToDefaults form={form} />}>
          {(values) => <ThemeFields form={form} values={values} editable />}
        </DocumentForm>
      ) : (
        <ReadOnlyTheme form={form} />
      )}
    </>
  );
}

/** Without the permission: the saved theme, the controls disabled, and who can change it. */
function ReadOnlyTheme({ form }: { form: SettingsDocument<BrandingConfig> }) {
  const intl = useIntl();
  return (
    <div className="settings-form theme-form">
      <Callout
        intent={Intent.PRIMARY}
        icon="lock"
        title={intl.formatMessage({ id: 'theme.readOnly.title' })}
        className="theme-read-only"
      >
        {intl.formatMessage({ id: 'theme.readOnly.body' })}
      </Callout>
      {form.phase === 'loading' && <SectionLoading />}
      {form.phase === 'failed' && <LoadFailure error={form.loadError} onRetry={form.retry} />}
      {form.values !== undefined && <ThemeFields form={form} values={form.values} editable={false} />}
    </div>
  );
}

interface ThemeFieldsProps {
  form: SettingsDocument<BrandingConfig>;
  values: BrandingConfig;
  editable: boolean;
}

function ThemeFields({ form, values, editable }: ThemeFieldsProps) {
  const intl = useIntl();
  const ownPreference = useCachedUserPreferences()?.theme;
  const systemDark = useSystemPrefersDark();
  const selection = themeSelectionOf(values);
  const { theme, designLanguage, isDarkMode } = selection;
  const previewDark = isDarkMode ?? systemDark;
  useAppWidePreview(form, selection, editable);

  return (
    <div className="theme-layout">
      <div className="theme-choices">
        <DesignLanguageChoice
          value={designLanguage}
          theme={theme}
          dark={previewDark}
          disabled={!editable}
          onChange={(value) => form.set('designLanguage', value)}
        />
        <ModeChoice
          value={themeModeOf(isDarkMode)}
          disabled={!editable}
          onChange={(mode) => form.set('isDarkMode', isDarkModeOf(mode))}
          ownPreference={ownPreference}
        />
        <PaletteChoice value={theme} disabled={!editable} onChange={(value) => form.set('theme', value)} />
      </div>
      <div className="theme-preview-column">
        <Card className="settings-card theme-preview-card" role="region" aria-labelledby="theme-preview-title">
          <h2 id="theme-preview-title" className="settings-card-title">
            {intl.formatMessage({ id: 'theme.preview.title' })}
          </h2>
          <p className="settings-card-description">{intl.formatMessage({ id: 'theme.preview.description' })}</p>
          <ThemePreview selection={selection} dark={previewDark} />
        </Card>
      </div>
    </div>
  );
}

/**
 * The whole app wears what is chosen here before it is saved (ThemeSync reads the atom); once it
 * matches what is saved again (saved, reset, or Discard after a conflict) or the page is left, the
 * saved theme shows.
 */
function useAppWidePreview(form: SettingsDocument<BrandingConfig>, selection: ThemeSelection, editable: boolean) {
  const setPreview = useSetAtom(organizationThemePreviewAtom);
  const saved = form.document;
  const { theme, designLanguage, isDarkMode } = selection;
  const changed =
    editable &&
    saved !== undefined &&
    !sameThemeSelection({ theme, designLanguage, isDarkMode }, themeSelectionOf(saved));
  useEffect(() => {
    setPreview(changed ? { theme, designLanguage, isDarkMode } : null);
  }, [setPreview, changed, theme, designLanguage, isDarkMode]);
  useEffect(() => () => setPreview(null), [setPreview]);
}

/** Reset: back to the defaults (premium-rose-gold, luxury, system) after a confirmation; Save keeps them. */
function ResetToDefaults({ form }: { form: SettingsDocument<BrandingConfig> }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const values = form.values;
  const atDefaults = values === undefined || sameThemeSelection(themeSelectionOf(values), DEFAULT_THEME_SELECTION);
  return (
    <>
      <Button
        icon="reset"
        text={intl.formatMessage({ id: 'theme.reset' })}
        disabled={atDefaults || form.readOnly || form.saving}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        isOpen={asking}
        title={intl.formatMessage({ id: 'theme.reset.title' })}
        confirmText={intl.formatMessage({ id: 'theme.reset.confirm' })}
        cancelText={intl.formatMessage({ id: 'theme.reset.cancel' })}
        intent={Intent.PRIMARY}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (values !== undefined) form.replace({ ...values, ...DEFAULT_THEME_SELECTION });
        }}
      >
        <p>{intl.formatMessage({ id: 'theme.reset.body' })}</p>
      </ConfirmDialog>
    </>
  );
}
