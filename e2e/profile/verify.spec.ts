import { signedInOfficial } from '../console/console';
import { axeInBothLanguages, axeViolations, expect, test } from '../fixtures';
import { completeProfile, signedIn } from './profile';

/**
 * Step 10, Verify (issue 21 items 1–2, decision 063), in Chromium: a candidate with a complete profile
 * (made through the API) submits on /verify; an officer of the candidate's region (Pune, 2) returns one
 * field with a remark; the candidate sees the remark and submits again; the officer verifies; the
 * candidate's page says verified. axe finds nothing on each page, in English and in Marathi.
 */

const PUNE_REGION = 2;

test('a candidate submits, an officer returns a field, the candidate resubmits, the officer verifies', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // two people, four states, axe in both languages on each: about 2 minutes on CI's loaded two cores
  test.setTimeout(240_000);
  const person = await signedIn(page, 'candidate');
  const session = await (await page.request.get('/api/Account/session')).json();
  await completeProfile(page, 'candidate', session.Data.UserID);

  // the person: check your answers, the declaration, submit
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your profile' })).toBeVisible();
  await expect(page.getByText('Your profile is complete.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Parent' })).toBeVisible();
  await axeInBothLanguages(page);
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByText('Tick the declaration to submit your profile').first()).toBeVisible();
  await page.getByLabel(/I declare that the details/).check();
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByText('Submitted: your profile is with an officer for verification')).toBeVisible();
  await axeInBothLanguages(page);

  // the officer of Pune's region: the queue, the review, one field returned
  const officerContext = await browser.newContext({ baseURL });
  const officerPage = await officerContext.newPage();
  await signedInOfficial(officerPage, playwright, baseURL ?? '', { role: 'officer', regionId: PUNE_REGION });
  await officerPage.goto('/console/verifications');
  await expect(officerPage.getByRole('heading', { level: 1, name: 'Profile verification' })).toBeVisible();
  await axeInBothLanguages(officerPage);
  await officerPage.getByRole('link', { name: person.profileId }).click();
  await expect(
    officerPage.getByRole('heading', { level: 1, name: `Verify profile ${person.profileId}` }),
  ).toBeVisible();
  await axeInBothLanguages(officerPage);
  const maritalStatus = officerPage.getByRole('group', { name: 'Marital Status' });
  await maritalStatus.getByLabel('Returned').check();
  await maritalStatus.getByLabel('Remark for the person').fill('Marital status does not match the certificate');
  expect(await axeViolations(officerPage)).toEqual([]);
  await officerPage.getByRole('button', { name: 'Return the profile with remarks' }).click();
  await expect(officerPage.getByText('The decision has been recorded')).toBeVisible();

  // the person: the remark, the step reopened; saved again and submitted again
  await page.reload();
  await expect(page.getByText('Returned: an officer returned some details with remarks')).toBeVisible();
  await expect(page.getByText('Marital status does not match the certificate').first()).toBeVisible();
  await axeInBothLanguages(page);
  await page.getByRole('link', { name: 'Change Parent' }).click();
  await expect(page.getByText('The officer returned these details')).toBeVisible();
  // the remark links to its field's input on the step's form
  await expect(page.getByRole('link', { name: 'Marital Status' })).toHaveAttribute('href', '#parent-MaritalStatus');
  await expect(page.locator('#parent-MaritalStatus')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const saved = await page.request.post('/api/CandidateParent/SaveCandidateParent', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      CandidateID: session.Data.UserID,
      IsOrphan: 1,
      MaritalStatus: 'M',
      SpouseTitle: 'Mrs',
      SpouseFirstName: 'Asha',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/verify');
  await page.getByLabel(/I declare that the details/).check();
  await page.getByRole('button', { name: 'Submit again for verification' }).click();
  await expect(page.getByText('Submitted: your profile is with an officer for verification')).toBeVisible();

  // the officer verifies: nothing returned
  await officerPage.reload();
  await expect(officerPage.getByText('Returned earlier: Marital status does not match the certificate')).toBeVisible();
  await officerPage.getByRole('button', { name: 'Verify the profile' }).click();
  await expect(officerPage.getByText('The decision has been recorded')).toBeVisible();
  await axeInBothLanguages(officerPage);

  // the person: verified, locked, a change may be asked for
  await page.reload();
  await expect(page.getByText('Verified: your profile has been verified')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Parent' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Ask to change your verified profile' })).toBeVisible();
  await axeInBothLanguages(page);

  // usable at 390 px: nothing wider than the screen, on both pages
  for (const p of [page, officerPage]) {
    await p.setViewportSize({ width: 390, height: 844 });
    await p.reload();
    await expect(p.locator('h1').first()).toBeVisible();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await officerContext.close();
});
