import { Icon, InputGroup, Tag } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { matchesQuery, SECTION_GROUPS, type SettingsSection } from '../sections/settings-sections';
import { menuQueryAtom } from './shell-atoms';
import { useSettingsNavigation } from './useSettingsNavigation';

interface Entry {
  section: SettingsSection;
  title: string;
}

function MenuEntry({ entry, href, onNavigate }: { entry: Entry; href: string; onNavigate: () => void }) {
  const intl = useIntl();
  const badgeId = `menu-badge-${entry.section.path.replace(/\W+/g, '-')}`;
  const hasBadge = entry.section.badge === 'new';
  return (
    <li>
      <NavLink
        to={href}
        className={({ isActive }) => `menu-entry${isActive ? ' is-active' : ''}`}
        onClick={onNavigate}
        aria-describedby={hasBadge ? badgeId : undefined}
      >
        <Icon icon={entry.section.icon} aria-hidden className="menu-entry-icon" />
        <span className="menu-entry-title">{entry.title}</span>
        {hasBadge && (
          <>
            {/* The visible badge stays out of the link's name (tests and screen readers look it up
                by its title); the description tells assistive technology it is new. */}
            <Tag className="menu-entry-badge" intent="primary" round aria-hidden>
              {intl.formatMessage({ id: 'menu.badge.new' })}
            </Tag>
            <span id={badgeId} hidden>
              {intl.formatMessage({ id: 'menu.badge.newDescription' })}
            </span>
          </>
        )}
      </NavLink>
    </li>
  );
}

/** The left menu: a search box, then the sections this user may open, grouped. */
export function SettingsMenu({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const { sections, hrefOf } = useSettingsNavigation();
  const [query, setQuery] = useAtom(menuQueryAtom);

  const entries = useMemo(
    () =>
      sections
        .map((section) => ({ section, title: intl.formatMessage({ id: section.titleId }) }))
        .filter((entry) => matchesQuery(entry.title, query)),
    [sections, query, intl],
  );
  const ungrouped = entries.filter((entry) => entry.section.group === undefined);

  return (
    <>
      <div className="menu-search">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={intl.formatMessage({ id: 'menu.search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'menu.search.label' })}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div role="status" className={entries.length === 0 ? 'menu-empty' : 'visually-hidden'}>
        {entries.length === 0 ? intl.formatMessage({ id: 'menu.noResults' }, { query: query.trim() }) : ''}
      </div>
      {ungrouped.length > 0 && (
        <ul className="menu-list">
          {ungrouped.map((entry) => (
            <MenuEntry
              key={entry.section.path}
              entry={entry}
              href={hrefOf(entry.section.path)}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
      {SECTION_GROUPS.map((group) => {
        const inGroup = entries.filter((entry) => entry.section.group === group.id);
        if (inGroup.length === 0) return null;
        const headingId = `menu-group-${group.id}`;
        return (
          <div key={group.id} className="menu-group">
            <h2 id={headingId} className="menu-group-title">
              {intl.formatMessage({ id: group.titleId })}
            </h2>
            <ul className="menu-list" aria-labelledby={headingId}>
              {inGroup.map((entry) => (
                <MenuEntry
                  key={entry.section.path}
                  entry={entry}
                  href={hrefOf(entry.section.path)}
                  onNavigate={onNavigate}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
