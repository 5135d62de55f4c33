import type { MeetingSlotState } from '@portal/shared';
import {
  formatDay,
  MAHARASHTRA_STATE_ID,
  MEETING_TITLE_MAX,
  NAME_MAX,
  timeInIndia,
  todayInIndia,
} from '@portal/shared/basics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { onFirstUse } from '../../lib/schema-resolver';
import { useLang } from '../../lib/use-lang';
import { useMobileOtp } from '../../lib/use-otp';
import { useDistrictOptions } from '../../lib/use-places';
import { AlertDialog } from '../../ui/alert-dialog';
import { OtpVerify } from '../../ui/domain/otp-verify';
import { ErrorSummary } from '../../ui/error-summary';
import { Field, SelectField } from '../../ui/field';
import { useMessageText } from '../../ui/message';
import { RadioGroup } from '../../ui/radio-group';
import { bookMeeting, cancelMeeting, SLOTS_KEY, useSlots } from './api';
import { formatTime } from './format';
import { type MyMeeting, useMyMeetings } from './my-meetings';

type FieldName = 'name' | 'district' | 'title' | 'date' | 'time' | 'mobileNumber';
const IDS: Record<FieldName, string> = {
  name: 'meeting-name',
  district: 'meeting-district',
  title: 'meeting-title',
  date: 'meeting-date',
  time: 'meeting-time',
  mobileNumber: 'meeting-mobile',
};

/** The booking's schema comes with the first booking, not with the page (decision 072). */
const meetingRequestSchema = onFirstUse(() =>
  import('@portal/shared/schemas/help').then((schemas) => schemas.meetingRequestSchema),
);

/** The cancel link of the confirmation SMS: /assitance?meeting=<id>&token=<token> (issue 17 item 8). */
function linkedMeeting(): { id: number; token: string } | undefined {
  if (typeof window === 'undefined') return undefined;
  const params = new URLSearchParams(window.location.search);
  const id = Number(params.get('meeting'));
  const token = params.get('token') ?? '';
  return Number.isSafeInteger(id) && id > 0 && token ? { id, token } : undefined;
}
type Errors = Partial<Record<FieldName, string>>;
/** What the booker sees once the meeting is booked (issue 23 item 7: who is coming, from where). */
type Confirmation = { title: string; date: string; time: string; name: string; mobile: string; district: string };

/**
 * Meeting scheduler: the booker's name and district, title, one of the working days of the seven
 * (opening on the first with a free slot, as the server says), a free hourly slot within the helpline's
 * hours and the booker's mobile verified by OTP (issue 17 item 8: the confirmation SMS brings the
 * cancel link; issue 23 item 7); the meetings booked from this browser; and the cancel link of an SMS,
 * which asks before it cancels.
 */
export function MeetingScheduler({ headingId }: { headingId: string }) {
  const { t } = useTranslation('help');
  const text = useMessageText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const slots = useSlots();
  const mine = useMyMeetings();
  const districts = useDistrictOptions(MAHARASHTRA_STATE_ID);
  const [name, setName] = useState('');
  const [district, setDistrict] = useState('');
  const [title, setTitle] = useState('');
  const [chosenDate, setDate] = useState('');
  const [confirmed, setConfirmed] = useState<Confirmation>();
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submits, setSubmits] = useState(0);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState<MyMeeting>();
  const [mobile, setMobile] = useState('');
  const [verifiedMobile, setVerifiedMobile] = useState('');
  const [linked, setLinked] = useState(linkedMeeting);
  const otp = useMobileOtp('meeting');
  const yoursId = useId();
  const yoursHeading = useRef<HTMLHeadingElement>(null);

  const refreshSlots = () => queryClient.invalidateQueries({ queryKey: SLOTS_KEY });

  const book = useMutation({ mutationFn: bookMeeting });
  const cancel = useMutation({ mutationFn: (m: MyMeeting) => cancelMeeting(m.id, m.token) });

  const list = slots.data?.slots ?? [];
  const dates = [...new Set(list.map((s) => s.date))];
  // until the visitor picks one, the first date with a free slot (the server's, so browsers agree)
  const date = chosenDate && dates.includes(chosenDate) ? chosenDate : (slots.data?.firstFree ?? '');
  const today = todayInIndia();
  const now = timeInIndia();
  const slotLabel = (slot: MeetingSlotState) => {
    const shown = formatTime(slot.time, lang);
    if (slot.available) return shown;
    const past = slot.date === today && slot.time <= now;
    return `${shown} – ${past ? t('meetings.past') : t('meetings.booked')}`;
  };
  const dateOptions = dates.map((d) => {
    const full = !list.some((s) => s.date === d && s.available);
    return { value: d, label: `${formatDay(d, lang)}${full ? ` (${t('meetings.dayFull')})` : ''}` };
  });
  const timeOptions = list
    .filter((s) => s.date === date)
    .map((s) => ({ value: s.time, label: slotLabel(s), disabled: !s.available }));

  const fail = (next: Errors) => {
    setErrors(next);
    setSubmits((n) => n + 1);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    setFailure('');
    setConfirmed(undefined);
    // its file not coming (the line dropped twice): said like any other answer that did not come
    const schema = await meetingRequestSchema().catch(() => setFailure(text('common.network') ?? ''));
    if (!schema) return;
    const parsed = schema.safeParse({
      name,
      district: district ? Number(district) : -1,
      title,
      date,
      time,
      mobileNumber: mobile,
    });
    const unverified = mobile === '' || mobile !== verifiedMobile;
    if (!parsed.success || unverified) {
      const next: Errors = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        next[name] ??= text(issue.message);
      }
      if (unverified) next.mobileNumber ??= text('help.verifyMobile');
      return fail(next);
    }
    setErrors({});
    try {
      const booked = await book.mutateAsync(parsed.data);
      const { title: bookedTitle, date: bookedDate, time: bookedTime } = parsed.data;
      mine.add({ id: booked.id, token: booked.token, title: bookedTitle, date: bookedDate, time: bookedTime });
      setConfirmed({
        title: bookedTitle,
        date: bookedDate,
        time: bookedTime,
        name: parsed.data.name,
        mobile: parsed.data.mobileNumber,
        district: booked.district,
      });
      setTitle('');
      setTime('');
      // the verification is used up by the booking
      setVerifiedMobile('');
      void refreshSlots();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.key === 'help.slotTaken') {
        setTime('');
        void refreshSlots();
        return fail({ time: t('meetings.slotTaken') });
      }
      if (error instanceof ApiError && error.fields.length > 0) {
        const next: Errors = {};
        for (const f of error.fields) if (f.field in IDS) next[f.field as FieldName] ??= f.message;
        if (Object.keys(next).length > 0) {
          void refreshSlots();
          return fail(next);
        }
      }
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  async function cancelLinked() {
    const meeting = linked;
    setLinked(undefined);
    if (!meeting) return;
    setStatus('');
    setFailure('');
    setConfirmed(undefined);
    try {
      await cancel.mutateAsync({ ...meeting, title: '', date: '', time: '' });
      mine.remove(meeting.id);
      setStatus(t('meetings.linkCancelled'));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      void refreshSlots();
    }
  }

  async function confirmDelete() {
    const meeting = confirming;
    setConfirming(undefined);
    if (!meeting) return;
    setStatus('');
    setFailure('');
    setConfirmed(undefined);
    try {
      await cancel.mutateAsync(meeting);
      mine.remove(meeting.id);
      setStatus(t('meetings.deleted', { title: meeting.title }));
      // its Delete button is gone with the row: keyboard users continue from the list's heading
      yoursHeading.current?.focus();
    } catch (error) {
      // 403: the server no longer knows this meeting with this token, so the row is of no use here
      if (error instanceof ApiError && error.status === 403) mine.remove(meeting.id);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      void refreshSlots();
    }
  }

  const summary = (Object.keys(IDS) as FieldName[]).flatMap((name) => {
    const message = errors[name];
    return message ? [{ id: IDS[name], message }] : [];
  });

  return (
    <section className="help-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('meetings.title')}</h2>
      <p>{t('meetings.intro')}</p>
      <ErrorSummary errors={summary} focusKey={submits} />
      <form className="help-meeting-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          id={IDS.name}
          label={t('meetings.nameLabel')}
          hint={t('meetings.nameHint')}
          required
          autoComplete="name"
          maxLength={NAME_MAX}
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          id={IDS.district}
          label={t('meetings.district')}
          hint={t('meetings.districtHint')}
          required
          placeholder={t('meetings.selectDistrict')}
          options={districts.data ?? []}
          value={district}
          error={errors.district}
          onChange={(e) => setDistrict(e.target.value)}
        />
        <Field
          id={IDS.title}
          label={t('meetings.titleLabel')}
          hint={t('meetings.titleHint')}
          required
          maxLength={MEETING_TITLE_MAX}
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.target.value)}
        />
        {slots.isPending && <p role="status">{t('loading')}</p>}
        {slots.isError && (
          <div role="alert" className="help-section__error">
            <p>{t('loadError')}</p>
            <button type="button" className="button button--secondary" onClick={() => void slots.refetch()}>
              {t('retry')}
            </button>
          </div>
        )}
        {slots.data && (
          <>
            {slots.data.firstFree === null && <p className="field__hint">{t('meetings.noFreeSlot')}</p>}
            <SelectField
              id={IDS.date}
              label={t('meetings.date')}
              required
              placeholder={t('meetings.selectDate')}
              options={dateOptions}
              value={date}
              error={errors.date}
              onChange={(e) => {
                setDate(e.target.value);
                setTime('');
              }}
            />
            {date ? (
              <RadioGroup
                id={IDS.time}
                name="meeting-time"
                legend={t('meetings.time')}
                hint={t('meetings.timeHint')}
                required
                inline
                options={timeOptions}
                value={time}
                error={errors.time}
                onChange={(value) => {
                  setTime(value);
                  // the day shown is the one chosen: a slot taken meanwhile leaves the form on it
                  setDate(date);
                }}
              />
            ) : (
              <fieldset className="choice-group" aria-describedby={`${IDS.time}-hint`}>
                <legend className="field__label">{t('meetings.time')}</legend>
                <p id={`${IDS.time}-hint`} className="field__hint">
                  {t('meetings.chooseDateFirst')}
                </p>
                {errors.time && (
                  <p className="field__error">
                    {/* focus target of the error summary while no date is chosen */}
                    <span id={IDS.time} tabIndex={-1}>
                      {errors.time}
                    </span>
                  </p>
                )}
              </fieldset>
            )}
          </>
        )}
        <OtpVerify
          id={IDS.mobileNumber}
          name="meeting-mobile"
          label={t('meetings.mobile')}
          hint={t('meetings.mobileHint')}
          required
          value={mobile}
          onChange={setMobile}
          verified={mobile !== '' && mobile === verifiedMobile}
          onSend={otp.send}
          onVerify={async (number, code) => {
            await otp.verify(number, code);
            setVerifiedMobile(number);
            setErrors(({ mobileNumber: _verified, ...rest }) => rest);
          }}
          error={errors.mobileNumber}
        />
        <button type="submit" className="button" disabled={book.isPending || !slots.data}>
          {book.isPending ? t('meetings.submitting') : t('meetings.submit')}
        </button>
      </form>
      <div aria-live="polite" className="help-section__live">
        {status && <p className="help-section__status">{status}</p>}
        {confirmed && (
          <div className="help-section__status help-meeting-confirmed">
            <h3>{t('meetings.confirmedTitle')}</h3>
            <dl>
              <dt>{t('meetings.titleLabel')}</dt>
              <dd>{confirmed.title}</dd>
              <dt>{t('meetings.confirmedWhen')}</dt>
              <dd>
                {formatDay(confirmed.date, lang)}, {formatTime(confirmed.time, lang)}
              </dd>
              <dt>{t('meetings.confirmedName')}</dt>
              <dd>{confirmed.name}</dd>
              <dt>{t('meetings.confirmedMobile')}</dt>
              <dd>{confirmed.mobile}</dd>
              <dt>{t('meetings.confirmedDistrict')}</dt>
              <dd>{confirmed.district}</dd>
            </dl>
            <p>{t('meetings.confirmedSms', { mobile: confirmed.mobile })}</p>
          </div>
        )}
      </div>
      <div aria-live="assertive">{failure && <p className="help-section__error">{failure}</p>}</div>

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
    </section>
  );
}
