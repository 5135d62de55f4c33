import { formatMaxSize } from '@portal/shared';
import { type PagePhoto, PHOTO_PDF_MAX_PHOTOS, photosToPdf } from '@portal/shared/photo-pdf';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import './photo-pdf.css';

type Photo = { key: number; file: File; url: string };
type PanelProps = {
  id: string;
  label: string;
  maxBytes: number;
  onPdf: (file: File) => Promise<boolean>;
  onClose: () => void;
};

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** A photo drawn on a canvas at most `maxSide` pixels on its longer side (white under PNG transparency), as a JPEG. */
async function encodePhoto(file: File, maxSide: number, quality: number): Promise<PagePhoto> {
  // EXIF orientation applied: a phone's upright portrait stays upright on the page
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new Error('Not encoded');
    return { jpeg: new Uint8Array(await blob.arrayBuffer()), width, height };
  } finally {
    bitmap.close();
  }
}

/**
 * The photos chosen for one PDF, listed in page order (move up, move down, remove: buttons, so the
 * keyboard does all of it), and the button that makes the PDF in the browser (one A4 page a photo,
 * scaled down until the file fits the field's limit) and hands it to the field as a chosen file.
 */
export default function PhotoPdfPanel({ id, label, maxBytes, onPdf, onClose }: PanelProps) {
  const { t, i18n } = useTranslation(['photo-pdf', 'msg']);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // After a move or a removal: the controls to focus once the list has been drawn again, the first usable
  // one (a photo moved to the top has its "Move up" disabled: its "Move down" then)
  const [focusAfter, setFocusAfter] = useState<string[]>();
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);
  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(undefined);
    const usable = focusAfter
      .map((name) => panel.current?.querySelector<HTMLButtonElement>(`[data-focus="${name}"]`))
      .find((button) => button && !button.disabled);
    (usable ?? input.current)?.focus();
  }, [focusAfter]);

  const add = (chosen: File[]) => {
    const refused: string[] = [];
    const kept = [...photos];
    for (const file of chosen) {
      if (!PHOTO_TYPES.includes(file.type)) refused.push(t('notPhoto', { name: file.name }));
      else if (kept.length >= PHOTO_PDF_MAX_PHOTOS) refused.push(t('tooMany', { max: PHOTO_PDF_MAX_PHOTOS }));
      else {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        kept.push({ key: nextKey.current++, file, url });
      }
    }
    setProblem(refused.length > 0 ? [...new Set(refused)].join(' ') : undefined);
    setPhotos(kept);
    // the same photo may be chosen again (a second page of it)
    if (input.current) input.current.value = '';
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...photos];
    const [photo] = next.splice(index, 1);
    if (!photo) return;
    next.splice(index + by, 0, photo);
    setPhotos(next);
    const [same, other] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    setFocusAfter([`${photo.key}-${same}`, `${photo.key}-${other}`]);
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (!photo) return;
    URL.revokeObjectURL(photo.url);
    urls.current.delete(photo.url);
    const next = photos.filter((_, i) => i !== index);
    setPhotos(next);
    const neighbour = next[index] ?? next[index - 1];
    setFocusAfter(neighbour ? [`${neighbour.key}-remove`] : []);
  };

  const make = async () => {
    setProblem(undefined);
    setBusy(true);
    let reading = '';
    try {
      const pdf = await photosToPdf(
        photos.length,
        (index, maxSide, quality) => {
          const file = photos[index]?.file as File;
          reading = file.name;
          return encodePhoto(file, maxSide, quality);
        },
        maxBytes,
      );
      reading = '';
      if (!pdf) {
        const max = formatMaxSize(maxBytes, i18n.language);
        setProblem(`${t('msg:accounts.uploadTooLarge', { max })}. ${t('fewer')}`);
        return;
      }
      const name = `${label.replace(/[\\/]/g, '-')}.pdf`;
      if (await onPdf(new File([pdf as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }))) onClose();
    } catch {
      setProblem(reading ? t('unreadable', { name: reading }) : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${id}-title`;
  const pagesId = `${id}-pages`;
  return (
    <section ref={panel} id={id} className="photo-pdf__panel" aria-labelledby={titleId}>
      <h3 id={titleId} className="photo-pdf__title">
        {t('title', { name: label })}
      </h3>
      <p id={`${id}-intro`}>{t('intro')}</p>
      <label className="field__label" htmlFor={`${id}-photos`}>
        {t('choose')}
      </label>
      <input
        ref={input}
        id={`${id}-photos`}
        type="file"
        className="file-input__control"
        accept={PHOTO_TYPES.join(',')}
        multiple
        aria-describedby={`${id}-intro`}
        disabled={busy}
        onChange={(event) => add(Array.from(event.target.files ?? []))}
      />
      <p id={pagesId} className="photo-pdf__pages-title">
        {t('pages')}
      </p>
      {photos.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ol className="photo-pdf__pages" aria-labelledby={pagesId}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.key} className="photo-pdf__page">
                <img className="photo-pdf__thumb" src={photo.url} alt="" />
                <span className="photo-pdf__name">{t('page', { n, name: photo.file.name })}</span>
                <span className="photo-pdf__actions">
                  {(
                    [
                      ['up', 'upNamed', index === 0, () => move(index, -1)],
                      ['down', 'downNamed', index === photos.length - 1, () => move(index, 1)],
                      ['remove', 'removeNamed', false, () => remove(index)],
                    ] as const
                  ).map(([action, named, unusable, act]) => (
                    <button
                      key={action}
                      type="button"
                      className="button button--secondary"
                      data-focus={`${photo.key}-${action}`}
                      aria-label={t(named, { n })}
                      disabled={busy || unusable}
                      onClick={act}
                    >
                      {t(action)}
                    </button>
                  ))}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="photo-pdf__status" role="status">
        {busy ? t('making') : ''}
      </p>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="photo-pdf__buttons">
        <button type="button" className="button" disabled={busy || photos.length === 0} onClick={() => void make()}>
          {t('make')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}
