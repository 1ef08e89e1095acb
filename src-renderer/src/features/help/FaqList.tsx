import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { findSection } from '../../app/sections/settings-sections';
import type { FaqItem } from './useHelpContent';

/**
 * The questions, each a native disclosure (keyboard and screen readers know it, no script needed);
 * all open when they are search results, so the answer found is in view.
 */
export function FaqList({ items, open = false }: { items: readonly FaqItem[]; open?: boolean }) {
  const intl = useIntl();
  const { sections, hrefOf } = useSettingsNavigation();
  return (
    <div className="help-faqs">
      {items.map((item) => {
        const target = sections.some((section) => section.path === item.section)
          ? findSection(item.section)
          : undefined;
        return (
          <details key={item.id} className="help-faq" open={open}>
            <summary className="help-faq-question">{item.question}</summary>
            <div className="help-faq-answer">
              <p>{item.answer}</p>
              {target !== undefined && (
                <Link to={hrefOf(target.path)}>
                  {intl.formatMessage({ id: 'help.faq.open' }, { section: intl.formatMessage({ id: target.titleId }) })}
                </Link>
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}
