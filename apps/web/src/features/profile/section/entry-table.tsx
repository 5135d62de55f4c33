import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import '../../../ui/stacked-table.css';

export type EntryColumn<Row> = { title: string; cell: (row: Row) => ReactNode };

export type EntryTableProps<Row> = {
  caption: string;
  rows: Row[];
  rowId: (row: Row) => number;
  /** The first column names the entry (a row header, and the buttons' accessible names). */
  name: (row: Row) => string;
  /** The entry in the buttons' names, when the row header alone would not tell entries apart. */
  label?: (row: Row) => string;
  nameTitle: string;
  columns: EntryColumn<Row>[];
  onEdit?: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** The delete button's text and accessible name where the step words them otherwise (Remove). */
  deleteText?: { label: string; row: (row: Row) => string };
  /** The actions column's title where the step words it otherwise. */
  actionsTitle?: string;
  /** While a delete is under way. */
  busy?: boolean;
};

/** The saved entries of a list section, with Edit and Delete buttons named after each entry; cards on a phone. */
export function EntryTable<Row>({
  caption,
  rows,
  rowId,
  name,
  label = name,
  nameTitle,
  columns,
  onEdit,
  onDelete,
  deleteText,
  actionsTitle,
  busy,
}: EntryTableProps<Row>) {
  const { t } = useTranslation('profile');
  if (rows.length === 0) return null;
  return (
    <div className="profile-table">
      <table className="stacked-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameTitle}</th>
            {columns.map((column) => (
              <th key={column.title} scope="col">
                {column.title}
              </th>
            ))}
            <th scope="col">{actionsTitle ?? t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowId(row)}>
              <th scope="row">{name(row)}</th>
              {columns.map((column) => (
                <td key={column.title} data-label={column.title}>
                  {column.cell(row)}
                </td>
              ))}
              <td>
                {onEdit && (
                  <>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('list.editRow', { name: label(row) })}
                      onClick={() => onEdit(row)}
                    >
                      {t('list.edit')}
                    </button>{' '}
                  </>
                )}
                <button
                  type="button"
                  className="button button--warning"
                  aria-label={deleteText ? deleteText.row(row) : t('list.deleteRow', { name: label(row) })}
                  disabled={busy}
                  onClick={() => onDelete(row)}
                >
                  {deleteText ? deleteText.label : t('list.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
