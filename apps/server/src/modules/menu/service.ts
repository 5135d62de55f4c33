import type { Lang, MenuItem, MenuNode } from '@portal/shared';
import type { Db } from '../../db/client';
import { type MenuRow, menuRows } from './repo';

const label = (row: MenuRow, lang: Lang) => (lang === 'mr' ? row.labelMr : row.labelEn);

/** The spec's flat menu items (ParentMenuID 0 = top level). */
export async function flatMenu(db: Db, userTypeId: number, lang: Lang): Promise<MenuItem[]> {
  return (await menuRows(db, userTypeId)).map((row) => ({
    MenuID: row.id,
    ParentMenuID: row.parentId,
    LinkName: label(row, lang),
    LinkURL: row.link,
    CSSClass: row.cssClass,
  }));
}

/** The public menu, already a tree (the shape of the spec's default menu). */
export async function defaultMenu(db: Db, lang: Lang): Promise<MenuNode[]> {
  const rows = await menuRows(db, null);
  const build = (parentId: number): MenuNode[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .map((row) => {
        const children = build(row.id);
        return {
          label: label(row, lang),
          link: row.link,
          ...(row.cssClass ? { className: row.cssClass } : {}),
          ...(children.length > 0 ? { dropdown: children } : {}),
        };
      });
  return build(0);
}
