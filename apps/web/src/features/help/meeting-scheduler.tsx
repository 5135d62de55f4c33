import type { MeetingRequest } from '@portal/shared';
import { formatDay } from '@portal/shared/basics';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useLang } from '../../lib/use-lang';
import { useMobileOtp } from '../../lib/use-otp';
import { VerifiedMobileField } from '../../ui/domain/verified-mobile-field';
import { ErrorSummary, errorAt, summaryOf } from '../../ui/error-summary';
import { FormScope } from '../../ui/form-scope';
import { useMessageText } from '../../ui/message';
import { bookMeeting, SLOTS_KEY, useSlots } from './api';
import { formatTime } from './format';
import { MeetingBooker, MeetingWhen } from './meeting-fields';
import { EMPTY, type FieldName, IDS, meetingResolver, shownDate, type Values } from './meeting-values';
import { useMyMeetings } from './my-meetings';
import { type Said, YourMeetings } from './your-meetings';

/** What the booker sees once the meeting is booked (issue 23 item 7: who is coming, from where). */
type Confirmation = MeetingRequest & { districtName: string };

/**
 * Meeting scheduler: the booker's name and district, title, day and free hourly slot within the
 * helpline's hours (meeting-fields.tsx), and the booker's mobile verified by OTP (issue 17 item 8: the
 * confirmation SMS brings the cancel link; issue 23 item 7); then the meetings booked from this browser
 * (your-meetings.tsx). The shared schema checks the form on Schedule, imported then (decision 072); the
 * server's answers land on their fields, and a slot taken meanwhile refreshes the times.
 */
export function MeetingScheduler({ headingId }: { headingId: string }) {
  const { t } = useTranslation('help');
  const text = useMessageText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const slots = useSlots();
  const mine = useMyMeetings();
  const otp = useMobileOtp('meeting');
  const [verifiedMobile, setVerifiedMobile] = useState('');
  const verifiedRef = useRef(verifiedMobile);
  verifiedRef.current = verifiedMobile;
  const [confirmed, setConfirmed] = useState<Confirmation>();
  const [said, setSaid] = useState<Said>({});
  const [summaryFocus, setSummaryFocus] = useState(0);

  const resolver = meetingResolver(() => verifiedRef.current);
  const form = useForm<Values, unknown, MeetingRequest>({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const { handleSubmit, setError, setValue, getValues, formState } = form;
  const book = useMutation({ mutationFn: bookMeeting });

  const refreshSlots = () => queryClient.invalidateQueries({ queryKey: SLOTS_KEY });
  const refused = () => setSummaryFocus((n) => n + 1);
  const say = useCallback((next: Said) => {
    setSaid(next);
    setConfirmed(undefined);
  }, []);

  const schedule = handleSubmit(async (request) => {
    say({});
    try {
      const booked = await book.mutateAsync(request);
      mine.add({ id: booked.id, token: booked.token, title: request.title, date: request.date, time: request.time });
      setConfirmed({ ...request, districtName: booked.district });
      setValue('title', '');
      setValue('time', '');
      // the verification is used up by the booking
      setVerifiedMobile('');
      void refreshSlots();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.key === 'help.slotTaken') {
        setValue('time', '');
        setError('time', { message: t('meetings.slotTaken') });
        void refreshSlots();
        return refused();
      }
      const fields = error instanceof ApiError ? error.fields.filter((f) => f.field in IDS) : [];
      if (fields.length === 0) return say({ failure: error instanceof Error ? error.message : String(error) });
      // each field's first reason
      for (const f of fields.reverse()) setError(f.field as FieldName, { message: f.key || f.message });
      // the verification ran out or was used: verify again
      if (fields.some((f) => f.field === 'mobileNumber')) setVerifiedMobile('');
      void refreshSlots();
      refused();
    }
  }, refused);

  return (
    <section className="help-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('meetings.title')}</h2>
      <p>{t('meetings.intro')}</p>
      <ErrorSummary errors={summaryOf(formState.errors, IDS, text)} focusKey={summaryFocus} />
      <FormScope form={form}>
        <form
          className="help-meeting-form"
          noValidate
          onFocus={resolver.load}
          onSubmit={(event) => {
            // the day shown is the one booked, chosen or not
            setValue('date', shownDate(getValues('date'), slots.data));
            void schedule(event);
          }}
        >
          <MeetingBooker />
          <MeetingWhen />
          <VerifiedMobileField
            form={form}
            name="mobileNumber"
            id={IDS.mobileNumber}
            label={t('meetings.mobile')}
            hint={t('meetings.mobileHint')}
            otp={otp}
            verifiedNumber={verifiedMobile}
            onVerified={setVerifiedMobile}
            error={text(errorAt(formState.errors, 'mobileNumber'))}
          />
          <button type="submit" className="button" disabled={book.isPending || !slots.data}>
            {book.isPending ? t('meetings.submitting') : t('meetings.submit')}
          </button>
        </form>
      </FormScope>
      <div aria-live="polite" className="help-section__live">
        {said.status && <p className="help-section__status">{said.status}</p>}
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
              <dd>{confirmed.mobileNumber}</dd>
              <dt>{t('meetings.confirmedDistrict')}</dt>
              <dd>{confirmed.districtName}</dd>
            </dl>
            <p>{t('meetings.confirmedSms', { mobile: confirmed.mobileNumber })}</p>
          </div>
        )}
      </div>
      <div aria-live="assertive">{said.failure && <p className="help-section__error">{said.failure}</p>}</div>
      <YourMeetings onSaid={say} />
    </section>
  );
}
