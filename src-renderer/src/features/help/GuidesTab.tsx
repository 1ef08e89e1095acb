import { Button } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState';
import { GuideCard } from './GuideCard';
import { GUIDE_CATEGORIES } from './guides';
import { useHelpAddress } from './help-address';
import { useHelpContent } from './useHelpContent';

/** Guides & Tutorials: the category chips and the guides of the chosen one. */
export function GuidesTab() {
  const intl = useIntl();
  const { guides } = useHelpContent();
  const { category, setCategory, openGuide } = useHelpAddress();
  const shown = category === undefined ? guides : guides.filter((item) => item.guide.category === category);
  const chip = (id: typeof category, label: string) => (
    <Button
      key={id ?? 'all'}
      size="small"
      variant={category === id ? 'solid' : 'outlined'}
      intent={category === id ? 'primary' : 'none'}
      aria-pressed={category === id}
      text={label}
      onClick={() => setCategory(id)}
    />
  );
  return (
    <>
      <div className="help-chips" role="group" aria-label={intl.formatMessage({ id: 'help.categories.label' })}>
        {chip(undefined, intl.formatMessage({ id: 'help.category.all' }))}
        {GUIDE_CATEGORIES.map((id) => chip(id, intl.formatMessage({ id: `help.category.${id}` })))}
      </div>
      {shown.length === 0 ? (
        <EmptyState icon="manual" title={intl.formatMessage({ id: 'help.guides.empty' })} headingLevel={3} />
      ) : (
        <div className="help-guides">
          {shown.map((item) => (
            <GuideCard key={item.guide.id} item={item} onOpen={openGuide} />
          ))}
        </div>
      )}
    </>
  );
}
