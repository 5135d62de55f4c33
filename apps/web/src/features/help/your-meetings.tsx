import { formatDay } from '@portal/shared/basics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useLang } from '../../lib/use-lang';
import { AlertDialog } from '../../ui/alert-dialog';
import { cancelMeeting, SLOTS_KEY } from './api';
import { formatTime } from './format';
import { type MyMeeting, useMyMeetings } from './my-meetings';

/** What the scheduler says after an action: a status (read politely) or a failure (read at once). */
export type Said = { status?: string; failure?: string };

type Cancellable = Pick<MyMeeting, 'id' | 'token'>;

/** The cancel link of the confirmation SMS: /assitance?meeting=<id>&token=<token> (issue 17 item 8). */
function linkedMeeting(): Cancellable | undefined {
  if (typeof window === 'undefined') return undefined;
  const params = new URLSearchParams(window.location.search);
  const id = Number(params.get('meeting'));
  const token = params.get('token') ?? '';
  return Number.isSafeInteger(id) && id > 0 && token ? { id, token } : undefined;
}

/**
 * The meetings booked from this browser, each with Delete (which asks first), and the cancel link of a
 * confirmation SMS, which asks before it cancels. What happened is said through `onSaid`. `memo`: the
 * scheduler's own renders (its form's state, the slots) do not reach the list.
 */
export const YourMeetings = memo(function YourMeetings({ onSaid }: { onSaid: (said: Said) => void }) {
  const { t } = useTranslation('help');
  const lang = useLang();
  const queryClient = useQueryClient();
  const mine = useMyMeetings();
  const [confirming, setConfirming] = useState<MyMeeting>();
  const [linked, setLinked] = useState(linkedMeeting);
  const yoursId = useId();
  const yoursHeading = useRef<HTMLHeadingElement>(null);
  const cancel = useMutation({ mutationFn: (m: Cancellable) => cancelMeeting(m.id, m.token) });

  /** Cancels `meeting`, saying `done` once it is; whether it was. */
  async function cancelOf(meeting: Cancellable, done: string): Promise<boolean> {
    onSaid({});
    try {
      await cancel.mutateAsync(meeting);
      mine.remove(meeting.id);
      onSaid({ status: done });
      return true;
    } catch (error) {
      // 403: the server no longer knows this meeting with this token, so a row of it is of no use here
      if (error instanceof ApiError && error.status === 403) mine.remove(meeting.id);
      onSaid({ failure: error instanceof Error ? error.message : String(error) });
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: SLOTS_KEY });
    }
  }

  async function cancelLinked() {
    setLinked(undefined);
    if (linked) await cancelOf(linked, t('meetings.linkCancelled'));
  }

  async function confirmDelete() {
    setConfirming(undefined);
    // its Delete button is gone with the row: keyboard users continue from the list's heading
    if (confirming && (await cancelOf(confirming, t('meetings.deleted', { title: confirming.title }))))
      yoursHeading.current?.focus();
  }

  return (
    <>
      <h3 id={yoursId} ref={yoursHeading} tabIndex={-1}>
        {t('meetings.yours')}
      </h3>
      <p className="field__hint">{t('meetings.yoursHint')}</p>
      {mine.meetings.length === 0 ? (
        <p>{t('meetings.none')}</p>
      ) : (
        <ul className="help-my-meetings" aria-labelledby={yoursId}>
          {mine.meetings.map((m) => (
            <li key={m.id} className="help-my-meetings__item">
              <div>
                <strong>{m.title}</strong>
                <span className="help-my-meetings__when">
                  {formatDay(m.date, lang)}, {formatTime(m.time, lang)}
                </span>
              </div>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('meetings.deleteLabel', { title: m.title })}
                disabled={cancel.isPending}
                onClick={() => setConfirming(m)}
              >
                {t('meetings.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        open={linked !== undefined}
        title={t('meetings.linkTitle')}
        onClose={() => setLinked(undefined)}
        actions={
          <>
            <button type="button" className="button button--warning" onClick={() => void cancelLinked()}>
              {t('meetings.confirmYes')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setLinked(undefined)}>
              {t('meetings.confirmNo')}
            </button>
          </>
        }
      >
        <p>{t('meetings.linkText')}</p>
      </AlertDialog>
      <AlertDialog
        open={confirming !== undefined}
        title={t('meetings.confirmTitle')}
        onClose={() => setConfirming(undefined)}
        actions={
          <>
            <button type="button" className="button button--warning" onClick={() => void confirmDelete()}>
              {t('meetings.confirmYes')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(undefined)}>
              {t('meetings.confirmNo')}
            </button>
          </>
        }
      >
        {confirming && (
          <p>
            {t('meetings.confirmText', {
              title: confirming.title,
              date: formatDay(confirming.date, lang),
              time: formatTime(confirming.time, lang),
            })}
          </p>
        )}
      </AlertDialog>
    </>
  );
});
