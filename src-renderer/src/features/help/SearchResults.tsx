import { Button } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState';
import { FaqList } from './FaqList';
import { GuideCard } from './GuideCard';
import { ShortcutTable } from './ShortcutTable';
import { helpCount, type HelpContent } from './useHelpContent';

interface SearchResultsProps {
  query: string;
  found: HelpContent;
  onOpenGuide: (id: string) => void;
  onClear: () => void;
}

/** What a search found, all three kinds together, or the 'no results' state. */
export function SearchResults({ query, found, onOpenGuide, onClear }: SearchResultsProps) {
  const intl = useIntl();
  const count = helpCount(found);
  if (count === 0)
    return (
      <EmptyState
        icon="search"
        title={intl.formatMessage({ id: 'help.search.noResults' })}
        description={intl.formatMessage({ id: 'help.search.noResultsBody' }, { query })}
        action={<Button text={intl.formatMessage({ id: 'help.search.clear' })} onClick={onClear} />}
      />
    );
  return (
    <div className="help-results" aria-live="polite">
      <p className="help-muted">{intl.formatMessage({ id: 'help.search.results' }, { count, query })}</p>
      {found.guides.length > 0 && (
        <section aria-labelledby="help-results-guides">
          <h2 id="help-results-guides" className="help-results-title">
            {intl.formatMessage({ id: 'help.search.guides' })}
          </h2>
          <div className="help-guides">
            {found.guides.map((item) => (
              <GuideCard key={item.guide.id} item={item} onOpen={onOpenGuide} />
            ))}
          </div>
        </section>
      )}
      {found.faqs.length > 0 && (
        <section aria-labelledby="help-results-faqs">
          <h2 id="help-results-faqs" className="help-results-title">
            {intl.formatMessage({ id: 'help.search.faqs' })}
          </h2>
          <FaqList items={found.faqs} open />
        </section>
      )}
      {found.shortcuts.length > 0 && (
        <section aria-labelledby="help-results-shortcuts">
          <h2 id="help-results-shortcuts" className="help-results-title">
            {intl.formatMessage({ id: 'help.search.shortcuts' })}
          </h2>
          <ShortcutTable items={found.shortcuts} />
        </section>
      )}
    </div>
  );
}
