import { type TrainingForm, trainingSchemas } from '@portal/shared';
import { formatDate } from '@portal/shared/basics';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { CertificateField } from '../section/certificate-field';
import { ListStep } from '../section/list-step';
import { PeriodFields } from '../section/period-fields';
import { useListStep } from '../section/use-list-step';
import type { ProfileUser } from '../use-profile-user';
import { stepPage } from '../wizard/profile-step-page';
import { trainingRequests } from './api';

const EMPTY: TrainingForm = {
  NoTraining: 0,
  Course: '',
  CourseConductedBy: '',
  FromDate: '',
  ToDate: '',
  CertificatePath: '',
};
const ids = {
  Course: 'training-course',
  CourseConductedBy: 'training-conducted-by',
  FromDate: 'training-from',
  ToDate: 'training-to',
  CertificatePath: 'training-certificate',
};

function TrainingStep({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile-training');
  const text = useMessageText();
  const lang = useLang();
  const list = useListStep({
    user,
    step: 'Training',
    section: 'training',
    draft: 'training-entry',
    requests: trainingRequests,
    schema: trainingSchemas.item,
    empty: EMPTY,
    rowId: 'TrainingRowID',
    noField: 'NoTraining',
    messages: {
      answerRequired: 'training.answerRequired',
      listRequired: 'training.listRequired',
      completed: 'training.completed',
    },
  });
  const { form } = list;
  const { errors } = form.formState;
  return (
    <ListStep
      list={list}
      ns="profile-training"
      ids={ids}
      titleId="training-form-title"
      texts={{
        failure: (message) => text('profile.errorSaving', { message }) ?? message,
      }}
      question={{
        id: 'training-answer',
        name: 'HasTraining',
        said: t('noTraining'),
      }}
      table={{
        caption: t('listCaption'),
        name: (row) => row.Course,
        nameTitle: t('course'),
        columns: [
          { title: t('conductedBy'), cell: (row) => row.CourseConductedBy },
          { title: t('fromDate'), cell: (row) => formatDate(row.FromDate, lang) },
          { title: t('toDate'), cell: (row) => formatDate(row.ToDate, lang) },
        ],
      }}
      edit={(row) => ({ values: row, focus: ids.Course })}
    >
      <Field
        id={ids.Course}
        label={t('course')}
        required
        maxLength={100}
        error={text(errors.Course?.message)}
        {...form.register('Course')}
      />
      <Field
        id={ids.CourseConductedBy}
        label={t('conductedBy')}
        required
        maxLength={100}
        error={text(errors.CourseConductedBy?.message)}
        {...form.register('CourseConductedBy')}
      />
      <PeriodFields form={form} ns="profile-training" ids={ids} error={(name) => text(errors[name]?.message)} />
      <CertificateField
        form={form}
        id={ids.CertificatePath}
        label={t('certificate')}
        fileType="TrainingCertificate"
        userId={user.userId}
        error={text(errors.CertificatePath?.message)}
      />
    </ListStep>
  );
}

/** /Training: the trainings a candidate or staff member completed (spec part 2 §2 Training). */
export default stepPage('Training', 'profile-training', TrainingStep);
