import { Button, Card, Icon, Intent, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_CATEGORIES, type ServiceCategory } from '../../../../server/contract/services';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/toaster/useNotify';
import { useDeleteCategory, useReorderCategories } from './api';
import { CategoryDialog } from './CategoryDialog';
import { moveItem } from './category-order';
import { SERVICES_TAB_ANCHORS } from './page-tabs';

interface CategorySidebarProps {
  categories: readonly ServiceCategory[];
  /** Every service of the organization: the count beside All categories. */
  totalServices: number;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

type Editing = { id?: string } | null;

/**
 * The category sidebar (spec §2): All categories, then each category with its colour dot, its
 * service count and a menu (Edit, Move up, Move down, Delete). Rows are dragged to reorder them;
 * Move up and Move down do the same from the keyboard.
 */
export function CategorySidebar({ categories, totalServices, selectedId, onSelect }: CategorySidebarProps) {
  const intl = useIntl();
  const notify = useNotify();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ServiceCategory | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const full = categories.length >= MAX_CATEGORIES;
  const editingCategory = editing?.id === undefined ? undefined : categories.find((c) => c.id === editing.id);

  function move(from: number, to: number) {
    if (from === to) return;
    reorder.mutate(moveItem(categories, from, to), {
      onError: (error) => notify.failure(intl.formatMessage({ id: 'services.category.updateFailed' }), error),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    const removed = deleting;
    remove.mutate(removed, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'services.category.deleted' }));
        // Spec §2: deleting the selected category clears the selection.
        if (removed.id === selectedId) onSelect(null);
      },
      onError: (error) => notify.failure(intl.formatMessage({ id: 'services.category.deleteFailed' }), error),
      onSettled: () => setDeleting(null),
    });
  }

  const dragProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      // Some browsers start no drag without data.
      event.dataTransfer.setData('text/plain', categories[index]?.name ?? '');
      setDragged(index);
    },
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropAt(index);
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      if (dragged !== null) move(dragged, index);
      setDragged(null);
      setDropAt(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setDropAt(null);
    },
  });

  const countText = (count: number) => intl.formatMessage({ id: 'services.categories.count' }, { count });

  return (
    <Card
      id={SERVICES_TAB_ANCHORS.categories}
      className="settings-card services-sidebar"
      role="region"
      aria-labelledby="services-categories-title"
    >
      <div className="services-sidebar-head">
        <h2 id="services-categories-title" className="settings-card-title">
          {intl.formatMessage({ id: 'services.categories.title' })}
        </h2>
        <Button
          icon="add"
          size="small"
          text={intl.formatMessage({ id: 'services.categories.add' })}
          disabled={full}
          onClick={() => setEditing({})}
        />
      </div>
      <ul className="services-category-list">
        <li className="services-category-row">
          <button
            type="button"
            className="services-category"
            aria-pressed={selectedId === null}
            onClick={() => onSelect(null)}
          >
            {/* Spaces between the parts, so the button's name reads 'All categories 3 services'. */}
            <span className="services-category-name">{intl.formatMessage({ id: 'services.categories.all' })}</span>{' '}
            <span className="services-category-count" aria-hidden>
              {totalServices}
            </span>{' '}
            <span className="visually-hidden">{countText(totalServices)}</span>
          </button>
        </li>
        {categories.map((category, index) => {
          const classes = [
            'services-category-row',
            category.isActive ? '' : 'services-category-inactive',
            dragged === index ? 'services-category-dragging' : '',
            dropAt === index && dragged !== null && dragged !== index ? 'services-category-drop' : '',
          ].filter(Boolean);
          const actions = (
            <Menu>
              <MenuItem
                icon="edit"
                text={intl.formatMessage({ id: 'services.categories.edit' })}
                onClick={() => setEditing({ id: category.id })}
              />
              <MenuItem
                icon="arrow-up"
                text={intl.formatMessage({ id: 'services.categories.moveUp' })}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, index - 1)}
              />
              <MenuItem
                icon="arrow-down"
                text={intl.formatMessage({ id: 'services.categories.moveDown' })}
                disabled={index === categories.length - 1 || reorder.isPending}
                onClick={() => move(index, index + 1)}
              />
              <MenuDivider />
              <MenuItem
                icon="trash"
                intent={Intent.DANGER}
                text={intl.formatMessage({ id: 'services.categories.delete' })}
                onClick={() => setDeleting(category)}
              />
            </Menu>
          );
          return (
            <li key={category.id} className={classes.join(' ')} {...dragProps(index)}>
              <Icon icon="drag-handle-vertical" className="services-drag-handle" aria-hidden />
              <button
                type="button"
                className="services-category"
                aria-pressed={selectedId === category.id}
                onClick={() => onSelect(category.id)}
              >
                <span className="services-dot" style={{ backgroundColor: category.color }} aria-hidden />
                <span className="services-category-name">{category.name}</span>{' '}
                {!category.isActive && (
                  <>
                    <span className="services-category-state">
                      {intl.formatMessage({ id: 'services.categories.inactive' })}
                    </span>{' '}
                  </>
                )}
                <span className="services-category-count" aria-hidden>
                  {category.serviceCount}
                </span>{' '}
                <span className="visually-hidden">{countText(category.serviceCount)}</span>
              </button>
              <PopoverNext content={actions} placement="bottom-end" arrow={false}>
                <Button
                  variant="minimal"
                  size="small"
                  icon="more"
                  aria-label={intl.formatMessage({ id: 'services.categories.actions' }, { name: category.name })}
                />
              </PopoverNext>
            </li>
          );
        })}
      </ul>
      {categories.length === 0 ? (
        <p className="settings-hint">{intl.formatMessage({ id: 'services.categories.empty' })}</p>
      ) : (
        categories.length > 1 && (
          <p className="settings-hint">{intl.formatMessage({ id: 'services.categories.dragHint' })}</p>
        )
      )}
      {/* A category deleted meanwhile (another window) closes its dialog rather than turning it into New Category. */}
      {editing !== null && (editing.id === undefined || editingCategory !== undefined) && (
        <CategoryDialog
          category={editingCategory}
          onClose={() => setEditing(null)}
          // Spec §2: creating a category selects it.
          onCreated={(created) => onSelect(created.id)}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={intl.formatMessage({ id: 'services.categories.deleteConfirm' }, { name: deleting?.name ?? '' })}
        confirmText={intl.formatMessage({ id: 'services.categories.delete' })}
        cancelText={intl.formatMessage({ id: 'services.cancel' })}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>{intl.formatMessage({ id: 'services.categories.deleteBody' }, { count: deleting?.serviceCount ?? 0 })}</p>
      </ConfirmDialog>
    </Card>
  );
}
