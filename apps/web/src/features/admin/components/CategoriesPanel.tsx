// Catégories: the reference list with how many shops and products use each; add, rename, and delete one
// nobody uses (the server refuses the others with 409, the button says why beforehand).
import { type AdminCategory, categoryLabel, OPERATOR } from '@sugu/domain';
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { RowSkeletons } from '../../../shared/ui/RowSkeletons';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { type CategoryAction, useAdminCategories, useCategoryAction } from '../api/admin';
import { adminText } from '../text';
import { OperatorActionDialog } from './OperatorActionDialog';

const t = adminText.categories;

type Editing =
  | { kind: 'add' }
  | { kind: 'rename'; category: AdminCategory }
  | { kind: 'remove'; category: AdminCategory };

export function CategoriesPanel() {
  const { data, isPending, isError, refetch } = useAdminCategories();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);

  if (isPending)
    return <RowSkeletons count={6} avatar={0} label={adminText.loading} className="admin-list" />;
  if (isError) return <ErrorNotice message={adminText.loadError} onRetry={() => void refetch()} />;
  return (
    <section className="admin-panel" aria-label={adminText.sections.categories}>
      <div className="admin-panel__head">
        <button type="button" className="btn btn--primary" onClick={() => setEditing({ kind: 'add' })}>
          <Plus aria-hidden size={18} />
          {t.add}
        </button>
      </div>
      {data.length === 0 ? (
        <EmptyState icon={<Tags aria-hidden />} title={t.add} />
      ) : (
        <ul className="admin-list">
          {data.map((category) => {
            const used = category.shopCount + category.productCount > 0;
            const label = categoryLabel(category.categoryName);
            return (
              <li key={category.id} className="admin-row" data-testid="admin-category">
                <div className="admin-row__main">
                  <span className="admin-row__title">{label}</span>
                  {label !== category.categoryName && (
                    <span className="muted admin-row__meta">{t.stored(category.categoryName)}</span>
                  )}
                  <span className="muted admin-row__meta">
                    {t.usage(category.shopCount, category.productCount)}
                  </span>
                </div>
                <div className="admin-row__actions">
                  <button
                    type="button"
                    className="btn btn--ghost admin-icon-btn"
                    aria-label={`${t.rename} ${label}`}
                    onClick={() => setEditing({ kind: 'rename', category })}
                  >
                    <Pencil aria-hidden size={18} />
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost admin-icon-btn"
                    aria-label={`${t.remove} ${label}`}
                    title={used ? t.inUse : undefined}
                    disabled={used}
                    onClick={() => setEditing({ kind: 'remove', category })}
                  >
                    <Trash2 aria-hidden size={18} />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <CategoryDialog editing={editing} onClose={() => setEditing(null)} onDone={setToast} />
      <Toast message={toast} onDone={() => setToast(null)} />
    </section>
  );
}

function CategoryDialog({
  editing,
  onClose,
  onDone,
}: {
  editing: Editing | null;
  onClose: () => void;
  onDone: (message: ToastMessage) => void;
}) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [openedFor, setOpenedFor] = useState<Editing | null>(null);
  const mutation = useCategoryAction();
  // A new dialog starts from the category's present name (or empty).
  if (editing !== openedFor) {
    setOpenedFor(editing);
    setName(editing?.kind === 'rename' ? editing.category.categoryName : '');
  }
  if (!editing) return null;

  const trimmed = name.trim();
  const nameOk = trimmed.length >= OPERATOR.categoryNameMin && trimmed.length <= OPERATOR.categoryNameMax;
  const texts =
    editing.kind === 'add'
      ? { title: t.addTitle, confirm: t.addConfirm, submit: t.add, done: t.added }
      : editing.kind === 'rename'
        ? {
            title: t.renameTitle(categoryLabel(editing.category.categoryName)),
            confirm: t.renameConfirm,
            submit: t.rename,
            done: t.renamed,
          }
        : {
            title: t.removeTitle(categoryLabel(editing.category.categoryName)),
            confirm: t.removeConfirm,
            submit: t.remove,
            done: t.removed,
          };
  const action = (): CategoryAction =>
    editing.kind === 'add'
      ? { kind: 'add', categoryName: trimmed }
      : editing.kind === 'rename'
        ? { kind: 'rename', id: editing.category.id, categoryName: trimmed }
        : { kind: 'remove', id: editing.category.id };

  return (
    <OperatorActionDialog
      open
      title={texts.title}
      confirmText={texts.confirm}
      submitLabel={texts.submit}
      danger={editing.kind === 'remove'}
      ready={editing.kind === 'remove' || nameOk}
      onClose={onClose}
      onConfirm={async (reason) => {
        await mutation.mutateAsync({ action: action(), reason });
        onDone({ text: texts.done, tone: 'success' });
      }}
    >
      {editing.kind !== 'remove' && (
        <div className="field">
          <label htmlFor={nameId}>{t.name}</label>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={OPERATOR.categoryNameMax}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
      )}
    </OperatorActionDialog>
  );
}
