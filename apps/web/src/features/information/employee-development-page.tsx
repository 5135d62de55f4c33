import { InformationPage } from './information-page';

/** Employee Development: the introduction, and the three external schemes as a carousel of cards. */
export function EmployeeDevelopmentPage() {
  return <InformationPage slug="employee-development" titleKey="pages.employeeDevelopment" linksAs="carousel" />;
}
