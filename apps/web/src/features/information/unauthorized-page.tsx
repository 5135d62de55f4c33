import { useTranslation } from '../../i18n';
import { ComplaintMenu } from '../../ui/side-menu';
import { InformationPage } from './information-page';

/** Unauthorized Institutes: the legal text, with the complaint services in a side menu. */
export function UnauthorizedPage() {
  const { t } = useTranslation('information');
  return (
    <InformationPage
      slug="unauthorized-institutes"
      titleKey="pages.unauthorized"
      aside={<ComplaintMenu id="complaints-menu-title" title={t('complaintsMenu')} />}
    />
  );
}
