import { useTranslation } from '../../../i18n';

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** Move up, move down and remove buttons of one item of an ordered list, named after the item. */
export function ListTools({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('console-content');
  return (
    <div className="content-tools">
      <button
        type="button"
        className="button button--secondary"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        {t('moveUp')}
        <span className="visually-hidden">: {name}</span>
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        {t('moveDown')}
        <span className="visually-hidden">: {name}</span>
      </button>
      <button type="button" className="button button--secondary" onClick={onRemove}>
        {t('remove')}
        <span className="visually-hidden">: {name}</span>
      </button>
    </div>
  );
}
