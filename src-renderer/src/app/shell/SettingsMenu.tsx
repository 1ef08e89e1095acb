import { Icon, InputGroup, Tag } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { isFieldHit, searchSettings, type FieldHit, type SearchHit } from '../sections/search';
import { SECTION_GROUPS, type SettingsSection } from '../sections/settings-sections';
import { menuQueryAtom } from './shell-atoms';
import { useSettingsNavigation } from './useSettingsNavigation';
import './search.css';

function MenuEntry({
  section,
  title,
  href,
  onNavigate,
}: {
  section: SettingsSection;
  title: string;
  href: string;
  onNavigate: () => void;
}) {
  const intl = useIntl();
  const badgeId = `menu-badge-${section.path.replace(/\W+/g, '-')}`;
  const hasBadge = section.badge === 'new';
  return (
    <li>
      <NavLink
        to={href}
        className={({ isActive }) => `menu-entry${isActive ? ' is-active' : ''}`}
        onClick={onNavigate}
        aria-describedby={hasBadge ? badgeId : undefined}
      >
        <Icon icon={section.icon} aria-hidden className="menu-entry-icon" />
        <span className="menu-entry-title">{title}</span>
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

/** A setting found inside a page: its label, and the page it is on. */
function FieldEntry({ hit, href, onNavigate }: { hit: FieldHit; href: string; onNavigate: () => void }) {
  const intl = useIntl();
  const { field } = hit;
  return (
    <li>
      <Link to={href} className="menu-entry menu-field-entry" onClick={onNavigate}>
        <Icon icon={hit.section.icon} aria-hidden className="menu-entry-icon" />
        {/* Seen: the field over its page. Heard: one phrase in the user's language ("Password
            (Security)"). Both come from the content, so the name always holds what is seen. */}
        <span className="menu-entry-text" aria-hidden>
          <span className="menu-entry-title">{field.label}</span>
          <span className="menu-entry-context">{hit.sectionTitle}</span>
        </span>
        <span className="visually-hidden">
          {intl.formatMessage({ id: 'search.fieldOnPage' }, { field: field.label, page: hit.sectionTitle })}
        </span>
      </Link>
    </li>
  );
}

/**
 * The left menu: a search box, then the areas this user may open, grouped. A search also lists the
 * settings inside pages it matches ("quiet hours"), which open the page at that setting.
 */
export function SettingsMenu({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const { sections, hrefOf, fieldHrefOf } = useSettingsNavigation();
  const [query, setQuery] = useAtom(menuQueryAtom);

  const hits = useMemo(
    () => searchSettings(sections, query, (id) => intl.formatMessage({ id })),
    [sections, query, intl],
  );
  const renderHit = (hit: SearchHit) =>
    isFieldHit(hit) ? (
      <FieldEntry
        key={`${hit.section.path}#${hit.field.fieldId}`}
        hit={hit}
        href={fieldHrefOf(hit.section.path, hit.field.fieldId)}
        onNavigate={onNavigate}
      />
    ) : (
      <MenuEntry
        key={hit.section.path}
        section={hit.section}
        title={hit.sectionTitle}
        href={hrefOf(hit.section.path)}
        onNavigate={onNavigate}
      />
    );
  const ungrouped = hits.filter((hit) => hit.section.group === undefined);

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
      <div role="status" className={hits.length === 0 ? 'menu-empty' : 'visually-hidden'}>
        {hits.length === 0 ? intl.formatMessage({ id: 'menu.noResults' }, { query: query.trim() }) : ''}
      </div>
      {ungrouped.length > 0 && <ul className="menu-list">{ungrouped.map(renderHit)}</ul>}
      {SECTION_GROUPS.map((group) => {
        const inGroup = hits.filter((hit) => hit.section.group === group.id);
        if (inGroup.length === 0) return null;
        const headingId = `menu-group-${group.id}`;
        return (
          <div key={group.id} className="menu-group">
            <h2 id={headingId} className="menu-group-title">
              {intl.formatMessage({ id: group.titleId })}
            </h2>
            <ul className="menu-list" aria-labelledby={headingId}>
              {inGroup.map(renderHit)}
            </ul>
          </div>
        );
      })}
    </>
  );
}
